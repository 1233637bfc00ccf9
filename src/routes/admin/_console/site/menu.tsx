import { createFileRoute } from '@tanstack/react-router';
import { MenuPage } from '../../../../features/admin/site/MenuPage.tsx';
import { adminSiteT } from '../../../../strings/admin.ts';
import { useConsoleTitle } from '../../-console-title.ts';
import { loadSiteQueries } from '../../-load-site.ts';

export const Route = createFileRoute('/admin/_console/site/menu')({
  loader: async ({ context: { queryClient } }) => {
    const { siteMenuQueryOptions } = await loadSiteQueries();
    await queryClient.ensureQueryData(siteMenuQueryOptions());
  },
  component: SiteMenu,
});

function SiteMenu() {
  useConsoleTitle(adminSiteT.menu.title);
  return <MenuPage />;
}
