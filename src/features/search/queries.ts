import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PERSONAL_KEY } from '../../session/store.ts';
import { isOnline } from '../../lib/online.ts';
import type { QueryClient } from '@tanstack/react-query';
import { searchApi, type SearchKind } from './api.ts';
import type { SearchParams } from './search-params.ts';

export const SEARCH_PAGE_SIZE = 10;

// What a search finds depends on who asks (companies for graduates): personal keys, never persisted, dropped at logout.
export const searchQueries = {
  results: (q: string, kind: SearchKind | undefined, pageNum: number) =>
    queryOptions({
      queryKey: [PERSONAL_KEY, 'search', { q, kind, pageNum }],
      queryFn: () => searchApi.search({ q, kind, pageNum, pageSize: SEARCH_PAGE_SIZE }),
      placeholderData: keepPreviousData,
      staleTime: 60_000,
    }),
};

/** The route's loader: online, the results before the page draws; offline the page searches this device's cache. */
export function loadSearch(queryClient: QueryClient, params: SearchParams) {
  if (!params.q || !isOnline()) return undefined;
  return queryClient.ensureQueryData(searchQueries.results(params.q, params.kind, params.page ?? 1)).catch(() => undefined);
}
