import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { STAFF_QUERY_KEY } from '../../../session/staff-token.ts';
import { noticeTarget } from '../../../shared/admin/ledger.ts';
import { noticesApi, type NoticeTargetQuery } from './api.ts';

const KEY = [STAFF_QUERY_KEY, 'notices'] as const;

export const noticesPageQueryOptions = (pageNum: number) =>
  queryOptions({ queryKey: [...KEY, 'page', pageNum], queryFn: () => noticesApi.page(pageNum) });

export const noticeAudiencesQueryOptions = () => queryOptions({ queryKey: [...KEY, 'audiences'], queryFn: noticesApi.audiences });

/** The preview of how many a notice would reach; only for a complete audience (a year chosen, an organisation chosen). */
export function recipientsQueryOptions(q: NoticeTargetQuery) {
  const target = noticeTarget(q);
  return queryOptions({
    queryKey: [...KEY, 'recipients', target],
    queryFn: () => noticesApi.recipients(q),
    enabled: !('missing' in target),
    staleTime: 0,
  });
}

export const refreshAfterNotice = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: [...KEY] });
