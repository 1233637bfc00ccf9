import { http, type Page } from './http.ts';
import type { Message } from '../shared/api/account.ts';
export type { Message } from '../shared/api/account.ts';

export const messageApi = {
  list: (pageNum: number, pageSize: number) => http.get<Page<Message>>('/alummessage/list', { pageNum, pageSize }),
  read: (id: number) => http.put<null>(`/alummessage/${id}/read`),
  readAll: () => http.put<number>('/alummessage/readAll'),
};
