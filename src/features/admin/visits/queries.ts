import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { STAFF_QUERY_KEY } from '../../../session/staff-token.ts';
import type { CheckInAnswer, GateList } from '../../../shared/api/admin-visits.ts';
import { visitsApi } from './api.ts';

const gateKey = (date: string) => [STAFF_QUERY_KEY, 'visits', 'gate', date] as const;

/**
 * A day's gate list. Read once per visit of the page (or 刷新): each read with full ID numbers is an audit entry, so
 * the list is not refetched behind the user's back; check-ins patch it in place.
 */
export const gateListQueryOptions = (date: string) =>
  queryOptions({
    queryKey: gateKey(date),
    queryFn: () => visitsApi.gate(date),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** A check-in (or its undoing) as the server answered it, written into the day's list and counts. */
export function applyCheckIn(queryClient: QueryClient, date: string, answer: CheckInAnswer) {
  queryClient.setQueryData<GateList>(
    gateKey(date),
    (list) =>
      list && {
        ...list,
        counts: answer.counts,
        list: list.list.map((b) =>
          b.id === answer.id
            ? {
                ...b,
                status: answer.status,
                checkedInAt: answer.checkedInAt,
                checkedInBy: answer.checkedInBy,
                visitors: b.visitors.map((v) => ({ ...v, ...answer.visitors.find((a) => a.id === v.id) })),
              }
            : b,
        ),
      },
  );
}

export const visitSlotsQueryOptions = () => queryOptions({ queryKey: [STAFF_QUERY_KEY, 'visits', 'slots'], queryFn: visitsApi.slots });

export const visitOverridesQueryOptions = () =>
  queryOptions({ queryKey: [STAFF_QUERY_KEY, 'visits', 'overrides'], queryFn: visitsApi.overrides });

/** After a slot or a day's exception changed: both lists, and the audit log's new entry. */
export const refreshAfterSlotChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: [STAFF_QUERY_KEY, 'visits', 'slots'] }),
    queryClient.invalidateQueries({ queryKey: [STAFF_QUERY_KEY, 'visits', 'overrides'] }),
    queryClient.invalidateQueries({ queryKey: [STAFF_QUERY_KEY, 'audit'] }),
  ]);
