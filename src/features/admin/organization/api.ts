import { http } from '../../../api/http.ts';
import type { AdminContentDetail } from '../../../shared/api/admin-content.ts';

export const adminOrganizationApi = {
  // None (404) is an account without an organisation: the page says so, with no error toast.
  mine: () => http.get<AdminContentDetail>('/admin/my-organization', undefined, { handles: [404] }),
  // A refused field is told under it, so a 400 raises no toast.
  save: (body: Record<string, unknown>) => http.put<AdminContentDetail>('/admin/my-organization', body, { handles: [400] }),
  uploadImage: (file: File) => {
    const body = new FormData();
    body.append('file', file);
    return http.post<{ url: string }>('/admin/my-organization/image', body, { handles: [400] });
  },
};
