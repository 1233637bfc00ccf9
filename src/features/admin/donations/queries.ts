import { queryOptions } from '@tanstack/react-query';
import { STAFF_QUERY_KEY } from '../../../session/staff-token.ts';
import { donationsApi } from './api.ts';
import { ledgerPageParams, type LedgerSearch } from './search.ts';

export const ledgerPageQueryOptions = (search: LedgerSearch) =>
  queryOptions({ queryKey: [STAFF_QUERY_KEY, 'donations', 'page', ledgerPageParams(search)], queryFn: () => donationsApi.page(search) });

/** A letter is read fresh each time it is opened: each view is recorded, and the template may have changed. */
export const letterQueryOptions = (id: number) =>
  queryOptions({ queryKey: [STAFF_QUERY_KEY, 'donations', 'letter', id], queryFn: () => donationsApi.letter(id), staleTime: 0, gcTime: 0 });

export const letterTemplateQueryOptions = () =>
  queryOptions({ queryKey: [STAFF_QUERY_KEY, 'donations', 'letter-template'], queryFn: donationsApi.template });
