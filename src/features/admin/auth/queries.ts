import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { clearStaffToken, readStaffToken, STAFF_QUERY_KEY } from '../../../session/staff-token.ts';
import { mayPerform, type StaffOperation } from '../../../shared/admin/roles.ts';
import type { StaffMe } from '../../../shared/api/admin-auth.ts';
import { staffAuthApi } from './api.ts';

const ADMIN_KEY = STAFF_QUERY_KEY;

export const staffMeQueryOptions = () => queryOptions({ queryKey: [ADMIN_KEY, 'me'], queryFn: staffAuthApi.me, staleTime: 60_000 });

export const demoStaffQueryOptions = () =>
  queryOptions({ queryKey: [ADMIN_KEY, 'login', 'demo'], queryFn: staffAuthApi.demoStaff, staleTime: Infinity, retry: false });

/** Who is signed in to the console, or undefined without a staff token (asked of the server only when there is one). */
export async function currentStaff(queryClient: QueryClient): Promise<StaffMe | undefined> {
  if (!readStaffToken()) return undefined;
  return queryClient.ensureQueryData(staffMeQueryOptions());
}

/** Whether the signed-in staff member may perform `operation` (a page's guard; the server checks every call anyway). */
export async function staffMayPerform(queryClient: QueryClient, operation: StaffOperation): Promise<boolean> {
  const me = await currentStaff(queryClient).catch(() => undefined);
  return !!me && mayPerform(me.roles, operation);
}

/** Ends the console's session: on the server as far as it can be reached, and here (the token) whatever it answers. */
export async function signOutStaff() {
  try {
    await staffAuthApi.logout();
  } catch {
    // already expired, or offline: nothing more to end there
  }
  clearStaffToken();
}

/** Drops every console query; called once no console page shows, so that none asks for its data again. */
export function dropStaffQueries(queryClient: QueryClient) {
  queryClient.removeQueries({ queryKey: [ADMIN_KEY] });
}
