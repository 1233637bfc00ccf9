import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { CONSOLE_HOME } from '../../session/staff-access.ts';
import { mayPerform, type StaffOperation } from '../../shared/admin/roles.ts';
import { loadStaffAuth } from './-load-console.ts';

// Not a route. A console section's guard, after the console's own (signed in, nothing left to do first): a member of
// staff whose roles do not grant `operation` goes to the console's home, which lists what they may use. The server
// refuses them anyway; this spares them a page of refusals.
export async function requireOperation(queryClient: QueryClient, operation: StaffOperation) {
  const { currentStaff } = await loadStaffAuth();
  const me = await currentStaff(queryClient);
  if (!me || !mayPerform(me.roles, operation)) throw redirect({ to: CONSOLE_HOME, replace: true });
}
