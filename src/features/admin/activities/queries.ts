import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { STAFF_QUERY_KEY } from '../../../session/staff-token.ts';
import { activitiesApi } from './api.ts';

export const ACTIVITIES_PAGE_SIZE = 20;
/** How often the check-in page asks for the counts again: other doors check people in too. */
export const LIVE_COUNT_MS = 5000;

const key = [STAFF_QUERY_KEY, 'activities'] as const;

export const activityPageQueryOptions = (page: number, keyword: string | undefined) =>
  queryOptions({
    queryKey: [...key, 'page', page, keyword ?? ''],
    queryFn: () => activitiesApi.page({ pageNum: page, pageSize: ACTIVITIES_PAGE_SIZE, ...(keyword ? { keyword } : {}) }),
  });

export const activityQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...key, 'one', id], queryFn: () => activitiesApi.one(id), refetchInterval: LIVE_COUNT_MS });

export const signupsQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...key, 'signups', id], queryFn: () => activitiesApi.signups(id) });

export const walkInsQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...key, 'walk-ins', id], queryFn: () => activitiesApi.walkIns(id) });

/** The lists of one activity, asked again when the live counts show another door (or screen) changed them. */
export const refreshActivityLists = (queryClient: QueryClient, id: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: [...key, 'signups', id] }),
    queryClient.invalidateQueries({ queryKey: [...key, 'walk-ins', id] }),
  ]);

/** After a check-in or a cancel: the counts, the list, and the list of activities are all out of date. */
export const refreshActivity = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: key });
