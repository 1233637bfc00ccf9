import { http } from './http.ts';

export const uploadApi = {
  image: (file: File) => {
    const body = new FormData();
    body.append('file', file);
    return http.post<{ url: string }>('/upload/image', body);
  },
};
