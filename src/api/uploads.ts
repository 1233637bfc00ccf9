import { http } from './http.ts';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

export const uploadApi = {
  image: (file: File) => {
    const body = new FormData();
    body.append('file', file);
    return http.post<{ url: string }>('/upload/image', body);
  },
};
