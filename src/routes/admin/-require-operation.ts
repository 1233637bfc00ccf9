import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { CONSOLE_HOME } from '../../session/staff-access.ts';
import type { StaffOperation } from '../../shared/admin/roles.ts';
import { loadStaffAuth } from './-load-console.ts';

// Not a route. A console page for some roles only: the console's layout has checked the session, this checks the role
// (the server refuses the page's calls anyway; the page itself is not shown). Loaded lazily, as -load-console.ts says.

/** The `beforeLoad` of a page that needs `operation`: anyone else is sent to the console's home. */
export const requireOperation =
  (operation: StaffOperation) =>
  async ({ context: { queryClient } }: { context: { queryClient: QueryClient } }) => {
    const { staffMayPerform } = await loadStaffAuth();
    if (!(await staffMayPerform(queryClient, operation))) throw redirect({ to: CONSOLE_HOME, replace: true });
  };
