import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { STAFF_QUERY_KEY } from '../../../session/staff-token.ts';
import { staffAdminApi } from './api.ts';

export const staffListQueryOptions = () => queryOptions({ queryKey: [STAFF_QUERY_KEY, 'staff', 'list'], queryFn: staffAdminApi.list });

export const organizationChoicesQueryOptions = () =>
  queryOptions({ queryKey: [STAFF_QUERY_KEY, 'staff', 'organizations'], queryFn: staffAdminApi.organizations, staleTime: 5 * 60_000 });

/**
 * After any change to an account: the list, who is signed in (one's own name may have changed), and the audit log,
 * which has a new entry. By key, since the audit log is another area of the console.
 */
export function refreshAfterStaffChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [STAFF_QUERY_KEY, 'staff', 'list'] }),
    queryClient.invalidateQueries({ queryKey: [STAFF_QUERY_KEY, 'me'] }),
    queryClient.invalidateQueries({ queryKey: [STAFF_QUERY_KEY, 'audit'] }),
  ]);
}
