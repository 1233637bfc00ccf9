import { http, type Page } from './http.ts';

export interface Neighbour {
  id: number;
  title: string;
}
interface WithNeighbours {
  prev: Neighbour | null;
  next: Neighbour | null;
}

export interface NewsItem {
  id: number;
  title: string;
  summary: string;
  cover: string;
  source: string;
  publishedAt: string;
}
export interface NewsDetail extends NewsItem, WithNeighbours {
  content: string;
  author: string;
  views: number;
}

export interface ActivityItem {
  id: number;
  title: string;
  summary: string;
  cover: string;
  place: string;
  startTime: string;
  endTime: string;
  capacity: number;
  signupDeadline: string;
  publishedAt: string;
}
export interface ActivityDetail extends ActivityItem, WithNeighbours {
  content: string;
  organizer: string;
}

export interface AlumnusItem {
  id: number;
  name: string;
  honour: string;
  graduationYear: number;
  faculty: string;
  major: string;
  summary: string;
  photo: string;
  publishedAt: string;
}
export interface AlumnusDetail extends AlumnusItem, WithNeighbours {
  content: string;
}

export type OrganizationKind = 'regional' | 'industry' | 'interest';
export interface OrganizationItem {
  id: number;
  name: string;
  kind: OrganizationKind;
  region: string;
  summary: string;
  cover: string;
  memberCount: number;
  foundedAt: string;
  publishedAt: string;
}
export interface OrganizationDetail extends OrganizationItem, WithNeighbours {
  content: string;
  leader: string;
  contact: string;
}

export interface PageQuery {
  pageNum: number;
  pageSize: number;
}

/** The four public content areas share one list/detail contract; only the prefix and the shapes differ. */
function area<Item, Detail, Filter extends object = object>(prefix: string) {
  return {
    list: (query: PageQuery & Partial<Filter>) =>
      http.get<Page<Item>>(`${prefix}/list`, query as Record<string, string | number | undefined>),
    detail: (id: number) => http.get<Detail>(`${prefix}/${id}`, undefined, { handles: [404] }),
  };
}

export const newsApi = area<NewsItem, NewsDetail>('/alumnews');
export const activityApi = area<ActivityItem, ActivityDetail>('/alumactivity');
export const alumniApi = area<AlumnusItem, AlumnusDetail>('/alumoutstanding');
export const organizationApi = area<OrganizationItem, OrganizationDetail, { kind: OrganizationKind }>('/alumorganization');
