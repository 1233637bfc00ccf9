import { http, type Page } from '../../../api/http.ts';
import type { AdminContentDetail, AdminContentItem } from '../../../shared/api/admin-content.ts';
import type { ContentListSearch } from './search.ts';

// The console's publishing calls (server/routes/admin-content.ts). A refused save names its field: the form says it
// under that field, so those 400s raise no toast here.

export const LIST_PAGE_SIZE = 10;

const base = (kind: string) => `/admin/content/${kind}`;
const form = { handles: [400] } as const;

export const adminContentApi = {
  list: (kind: string, search: ContentListSearch) =>
    http.get<Page<AdminContentItem>>(base(kind), {
      pageNum: search.page ?? 1,
      pageSize: LIST_PAGE_SIZE,
      keyword: search.keyword,
      state: search.state,
    }),
  get: (kind: string, id: number) => http.get<AdminContentDetail>(`${base(kind)}/${id}`),
  create: (kind: string, body: Record<string, unknown>) => http.post<AdminContentDetail>(base(kind), body, form),
  update: (kind: string, id: number, body: Record<string, unknown>) => http.put<AdminContentDetail>(`${base(kind)}/${id}`, body, form),
  publish: (kind: string, id: number, publishedAt?: string) =>
    http.post<AdminContentDetail>(`${base(kind)}/${id}/publish`, publishedAt ? { publishedAt } : {}, form),
  withdraw: (kind: string, id: number) => http.post<AdminContentDetail>(`${base(kind)}/${id}/withdraw`),
  remove: (kind: string, id: number) => http.delete<AdminContentDetail>(`${base(kind)}/${id}`),
  restore: (kind: string, id: number) => http.post<AdminContentDetail>(`${base(kind)}/${id}/restore`),
  /** A picture for a form or inside an article, through the console's own upload (a staff token, not an alumnus's). */
  uploadImage: (file: File) => {
    const body = new FormData();
    body.append('file', file);
    return http.post<{ url: string }>('/admin/upload/image', body, form).then((d) => d.url);
  },
};
