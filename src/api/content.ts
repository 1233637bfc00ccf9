import { http, type Page } from './http.ts';
import type * as C from '../shared/api/content.ts';

// The shapes are the API's own response schemas (src/shared/api), so server and portal cannot drift apart.
export type {
  ActivityDetail,
  ActivityItem,
  AlumnusDetail,
  AlumnusItem,
  Neighbour,
  NewsDetail,
  NewsItem,
  NoticeDetail,
  NoticeItem,
  OrganizationDetail,
  OrganizationItem,
  OrganizationKind,
} from '../shared/api/content.ts';

export interface PageQuery {
  pageNum: number;
  pageSize: number;
}

/** The public content areas share one list/detail contract; only the prefix and the shapes differ. */
function area<Item, Detail, Filter extends object = object>(prefix: string) {
  return {
    list: (query: PageQuery & Partial<Filter>) =>
      http.get<Page<Item>>(`${prefix}/list`, query as Record<string, string | number | undefined>),
    detail: (id: number) => http.get<Detail>(`${prefix}/${id}`, undefined, { handles: [404] }),
  };
}

export const newsApi = {
  ...area<C.NewsItem, C.NewsDetail>('/alumnews'),
  /** Reports that the article was read (counted once per visitor and day); answers its views now. No toast: a count is not worth one. */
  view: (id: number) => http.post<C.NewsViews>(`/alumnews/${id}/view`, undefined, { silent: true }),
};
export const activityApi = area<C.ActivityItem, C.ActivityDetail>('/alumactivity');
export const alumniApi = area<C.AlumnusItem, C.AlumnusDetail>('/alumoutstanding');
export const noticeApi = area<C.NoticeItem, C.NoticeDetail>('/alumnotice');
export const organizationApi = area<C.OrganizationItem, C.OrganizationDetail, { kind: C.OrganizationKind }>('/alumorganization');
