import { queryOptions } from '@tanstack/react-query';
import { STAFF_QUERY_KEY } from '../../../session/staff-token.ts';
import { dashboardApi } from './api.ts';

/** The home's figures: fresh on every visit (they are what waits now), refreshed while the page stays open. */
export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: [STAFF_QUERY_KEY, 'dashboard'], queryFn: dashboardApi.get, staleTime: 0, refetchInterval: 60_000 });

/** The signed-in member of staff's own notes (我的通知): fresh on every visit, refreshed while the page stays open. */
export const inboxQueryOptions = () =>
  queryOptions({ queryKey: [STAFF_QUERY_KEY, 'inbox'], queryFn: dashboardApi.inbox, staleTime: 0, refetchInterval: 60_000 });
