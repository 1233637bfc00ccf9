import { queryOptions } from '@tanstack/react-query';
import { STAFF_QUERY_KEY } from '../../../session/staff-token.ts';
import { donationsApi } from './api.ts';
import { ledgerPageParams, type LedgerSearch } from './search.ts';

export const ledgerPageQueryOptions = (search: LedgerSearch) =>
  queryOptions({ queryKey: [STAFF_QUERY_KEY, 'donations', 'page', ledgerPageParams(search)], queryFn: () => donationsApi.page(search) });

/**
 * A letter is asked for once per opening, so that each view is one entry in the audit log: never refetched while shown
 * (no second entry on a focus or a remount), and forgotten soon after the page is left, so the next opening asks again
 * (and shows the template as it is then).
 */
export const letterQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [STAFF_QUERY_KEY, 'donations', 'letter', id],
    queryFn: () => donationsApi.letter(id),
    staleTime: Infinity,
    gcTime: 10_000,
  });

export const letterTemplateQueryOptions = () =>
  queryOptions({ queryKey: [STAFF_QUERY_KEY, 'donations', 'letter-template'], queryFn: donationsApi.template });
