import { createFileRoute } from '@tanstack/react-router';
import { DictsPage } from '../../../../features/admin/site/DictsPage.tsx';
import { adminSiteT } from '../../../../strings/admin.ts';
import { useConsoleTitle } from '../../-console-title.ts';
import { loadSiteQueries } from '../../-load-site.ts';

export const Route = createFileRoute('/admin/_console/site/dicts')({
  loader: async ({ context: { queryClient } }) => {
    const { siteDictsQueryOptions } = await loadSiteQueries();
    await queryClient.ensureQueryData(siteDictsQueryOptions());
  },
  component: SiteDicts,
});

function SiteDicts() {
  useConsoleTitle(adminSiteT.dicts.title);
  return <DictsPage />;
}
