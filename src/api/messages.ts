import { http, type Page } from './http.ts';

export interface Message {
  id: number;
  kind: 'system' | 'review' | 'activity';
  title: string;
  content: string;
  read: boolean;
  createdAt: string;
}

export const messageApi = {
  list: (pageNum: number, pageSize: number) => http.get<Page<Message>>('/alummessage/list', { pageNum, pageSize }),
  read: (id: number) => http.put<null>(`/alummessage/${id}/read`),
  readAll: () => http.put<number>('/alummessage/readAll'),
};
