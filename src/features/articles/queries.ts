import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  activityApi,
  alumniApi,
  newsApi,
  noticeApi,
  organizationApi,
  type OrganizationDetail,
  type OrganizationItem,
  type OrganizationKind,
} from '../../api/content.ts';

export const LIST_PAGE_SIZE = 12;
const fiveMinutes = 5 * 60 * 1000;

/** Query options for a content area's list pages and details, one key space per area. */
function contentQueries<Item, Detail, Filter extends object = object>(
  area: string,
  api: {
    list: (
      q: { pageNum: number; pageSize: number } & Partial<Filter>,
    ) => Promise<{ list: Item[]; total: number; pageNum: number; pageSize: number }>;
    detail: (id: number) => Promise<Detail>;
  },
) {
  return {
    list: (pageNum: number, pageSize = LIST_PAGE_SIZE, filter: Partial<Filter> = {}) =>
      queryOptions({
        queryKey: ['public', area, 'list', { pageNum, pageSize, ...filter }],
        queryFn: () => api.list({ pageNum, pageSize, ...filter }),
        staleTime: fiveMinutes,
        placeholderData: keepPreviousData,
      }),
    detail: (id: number) =>
      queryOptions({ queryKey: ['public', area, 'detail', id], queryFn: () => api.detail(id), staleTime: fiveMinutes }),
  };
}

export const newsQueries = contentQueries('news', newsApi);
export const activityQueries = contentQueries('activities', activityApi);
export const noticeQueries = contentQueries('notices', noticeApi);
export const alumniQueries = contentQueries('alumni', alumniApi);
export const organizationQueries = contentQueries<OrganizationItem, OrganizationDetail, { kind: OrganizationKind }>(
  'organizations',
  organizationApi,
);
