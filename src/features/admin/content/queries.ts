import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { STAFF_QUERY_KEY } from '../../../session/staff-token.ts';
import { adminContentApi } from './api.ts';
import type { ContentListSearch } from './search.ts';

// One key tree per kind under the console's key (dropped on sign-out): the lists and the records.
const kindKey = (kind: string) => [STAFF_QUERY_KEY, 'content', kind] as const;

export const contentListQueryOptions = (kind: string, search: ContentListSearch) =>
  queryOptions({
    queryKey: [...kindKey(kind), 'list', search],
    queryFn: () => adminContentApi.list(kind, search),
    staleTime: 10_000,
  });

export const contentRecordQueryOptions = (kind: string, id: number) =>
  queryOptions({ queryKey: [...kindKey(kind), 'record', id], queryFn: () => adminContentApi.get(kind, id), staleTime: 0 });

/** After a change to a record: its lists are asked again when next shown. */
export const invalidateContentLists = (queryClient: QueryClient, kind: string) =>
  queryClient.invalidateQueries({ queryKey: [...kindKey(kind), 'list'] });
