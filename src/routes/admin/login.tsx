import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '../../features/admin/auth/LoginPage.tsx';
import { consoleReturnPath } from '../../session/staff-access.ts';
import { adminT } from '../../strings/admin.ts';
import { useCollegeName, useConsoleTitle } from './-console-title.ts';
import { loadStaffAuth } from './-load-console.ts';

export const Route = createFileRoute('/admin/login')({
  // `redirect`: the console page to return to once signed in (checked when it is used).
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  // Someone already signed in goes where they were going (a token the server no longer knows is no session).
  beforeLoad: async ({ context: { queryClient }, search }) => {
    const { currentStaff } = await loadStaffAuth();
    const me = await currentStaff(queryClient).catch(() => undefined);
    if (me) throw redirect({ href: consoleReturnPath(search.redirect), replace: true });
  },
  // The demo staff come with the page (a failed list is no list: the form works without it).
  loader: async ({ context: { queryClient } }) => {
    const { demoStaffQueryOptions } = await loadStaffAuth();
    await queryClient.prefetchQuery(demoStaffQueryOptions());
  },
  component: StaffLogin,
});

function StaffLogin() {
  const { redirect } = Route.useSearch();
  useConsoleTitle(adminT.login.title);
  return <LoginPage collegeName={useCollegeName()} returnTo={consoleReturnPath(redirect)} />;
}
