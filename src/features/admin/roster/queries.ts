import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { STAFF_QUERY_KEY } from '../../../session/staff-token.ts';
import type { RosterListQuery } from '../../../shared/api/admin-roster.ts';
import { rosterApi } from './api.ts';

const ROSTER = [STAFF_QUERY_KEY, 'roster'] as const;

export const rosterBatchesQueryOptions = () => queryOptions({ queryKey: [...ROSTER, 'batches'], queryFn: rosterApi.batches });

export const rosterFiltersQueryOptions = () => queryOptions({ queryKey: [...ROSTER, 'filters'], queryFn: rosterApi.filters });

export const rosterStatsQueryOptions = () => queryOptions({ queryKey: [...ROSTER, 'stats'], queryFn: rosterApi.stats });

export const rosterRecordsQueryOptions = (query: RosterListQuery) =>
  queryOptions({ queryKey: [...ROSTER, 'records', query], queryFn: () => rosterApi.records(query), placeholderData: keepPreviousData });

/** One record: read once per visit of its page, since a view with whole numbers is an audit entry. */
export const rosterRecordQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...ROSTER, 'record', id],
    queryFn: () => rosterApi.record(id),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** The records likely of the same person as record `id` (same name and 届, or same ID number). */
export const rosterDuplicatesQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...ROSTER, 'duplicates', id], queryFn: () => rosterApi.duplicates(id) });

/** After a filter is saved or deleted: the saved filters, what the notice form offers, and the audit log. */
export const refreshRosterFilters = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: [...ROSTER, 'filters'] }),
    queryClient.invalidateQueries({ queryKey: [STAFF_QUERY_KEY, 'notices'] }),
    queryClient.invalidateQueries({ queryKey: [STAFF_QUERY_KEY, 'audit'] }),
  ]);

/** After an import, an undo or an edit: the batches, the records, and the audit log's new entry. */
export const refreshRoster = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: [...ROSTER, 'batches'] }),
    queryClient.invalidateQueries({ queryKey: [...ROSTER, 'records'] }),
    queryClient.invalidateQueries({ queryKey: [...ROSTER, 'duplicates'] }),
    queryClient.invalidateQueries({ queryKey: [...ROSTER, 'stats'] }),
    queryClient.invalidateQueries({ queryKey: [STAFF_QUERY_KEY, 'audit'] }),
  ]);
