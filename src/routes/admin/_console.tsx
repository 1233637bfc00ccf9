import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Outlet, redirect, useRouter } from '@tanstack/react-router';
import { dropStaffQueries, signOutStaff, staffMeQueryOptions } from '../../features/admin/auth/queries.ts';
import { ConsoleLayout } from '../../features/admin/shell/ConsoleLayout.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { CONSOLE_ACCOUNT, CONSOLE_LOGIN, decideStaffAccess } from '../../session/staff-access.ts';
import { useCollegeName } from './-console-title.ts';
import { loadStaffAuth } from './-load-console.ts';

// Every console page but the sign-in: open to a signed-in member of staff whose account has nothing left to do first
// (a new password, the second factor: the account page until it is done).
export const Route = createFileRoute('/admin/_console')({
  beforeLoad: async ({ context: { queryClient }, location }) => {
    const { currentStaff } = await loadStaffAuth();
    const me = await currentStaff(queryClient).catch((error: unknown) => {
      // An expired or revoked token is no session; anything else (offline, a server fault) is the page's error.
      if (error instanceof ApiError && error.status === 401) return undefined;
      throw error;
    });
    const access = decideStaffAccess(me, location.pathname);
    if (access.kind === 'login') throw redirect({ to: CONSOLE_LOGIN, search: { redirect: location.href }, replace: true });
    if (access.kind !== 'allow') throw redirect({ to: CONSOLE_ACCOUNT, replace: true });
  },
  component: ConsoleFrame,
});

function ConsoleFrame() {
  const queryClient = useQueryClient();
  const router = useRouter();
  const { data: me } = useSuspenseQuery(staffMeQueryOptions());
  const signOut = async () => {
    await signOutStaff();
    // The queries go once the console's pages have: a page still showing would ask for them again.
    await router.navigate({ to: CONSOLE_LOGIN, replace: true });
    dropStaffQueries(queryClient);
  };
  return (
    <ConsoleLayout collegeName={useCollegeName()} name={me.name} sections={me.sections} onSignOut={signOut}>
      <Outlet />
    </ConsoleLayout>
  );
}
