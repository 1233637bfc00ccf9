import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { DashboardPanels } from '../../../features/admin/dashboard/DashboardPanels.tsx';
import { InboxPanel } from '../../../features/admin/dashboard/InboxPanel.tsx';
import { staffMeQueryOptions } from '../../../features/admin/auth/queries.ts';
import { LandingPage } from '../../../features/admin/shell/LandingPage.tsx';
import { adminT } from '../../../strings/admin.ts';
import { useConsoleTitle } from '../-console-title.ts';

export const Route = createFileRoute('/admin/_console/')({
  // The figures are asked for with the page but not waited on: the greeting and the sections show at once.
  loader: async ({ context: { queryClient } }) => {
    const { dashboardQueryOptions, inboxQueryOptions } = await import('../../../features/admin/dashboard/queries.ts');
    void queryClient.prefetchQuery(dashboardQueryOptions());
    void queryClient.prefetchQuery(inboxQueryOptions());
  },
  component: ConsoleHome,
});

function ConsoleHome() {
  const { data: me } = useSuspenseQuery(staffMeQueryOptions());
  useConsoleTitle(adminT.home.title);
  return (
    <>
      <LandingPage name={me.name} roles={me.roles} sectionIds={me.sections} />
      <Suspense fallback={null}>
        <InboxPanel />
      </Suspense>
      <Suspense fallback={null}>
        <DashboardPanels roles={me.roles} />
      </Suspense>
    </>
  );
}
