import { createFileRoute, Outlet } from '@tanstack/react-router';
import { OrganizationTabs } from '../../../../features/admin/review/OrganizationTabs.tsx';
import { requireOperation } from '../../-require-operation.ts';

// 本组织: the organisation's page and its join requests, as two tabs, for whoever may look after an organisation.
export const Route = createFileRoute('/admin/_console/organization')({
  beforeLoad: requireOperation('organization'),
  component: OrganizationLayout,
});

function OrganizationLayout() {
  return (
    <>
      <OrganizationTabs />
      <Outlet />
    </>
  );
}
