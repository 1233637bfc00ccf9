import { createFileRoute } from '@tanstack/react-router';
import { OrganizationPage } from '../../../../features/admin/organization/OrganizationPage.tsx';
import { adminOrganizationT } from '../../../../strings/admin.ts';
import { useConsoleTitle } from '../../-console-title.ts';
import { loadOrganizationQueries } from '../../-load-site.ts';
import { loadEditor } from '../../-load-editor.ts';

// 本组织: the page of the organisation an 组织管理员 looks after (管理员 too, when their account names one).
export const Route = createFileRoute('/admin/_console/organization/')({
  loader: async ({ context: { queryClient } }) => {
    const { myOrganizationQueryOptions } = await loadOrganizationQueries();
    await Promise.all([queryClient.ensureQueryData(myOrganizationQueryOptions()), loadEditor()]);
  },
  component: MyOrganization,
});

function MyOrganization() {
  useConsoleTitle(adminOrganizationT.title);
  return <OrganizationPage />;
}
