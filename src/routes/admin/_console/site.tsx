import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { staffMeQueryOptions } from '../../../features/admin/auth/queries.ts';
import { SiteSection } from '../../../features/admin/site/SiteSection.tsx';
import { mayPerform } from '../../../shared/admin/roles.ts';
import { requireOperation } from '../-require-operation.ts';

// 站点设置: the menu, the site's dictionaries, the card templates and the site documents (privacy policy, charter), for roles granted `site`.
export const Route = createFileRoute('/admin/_console/site')({
  beforeLoad: requireOperation('site'),
  component: SiteFrame,
});

function SiteFrame() {
  const { data: me } = useSuspenseQuery(staffMeQueryOptions());
  return (
    <SiteSection withDocuments={mayPerform(me.roles, 'content')} withMoney={mayPerform(me.roles, 'money')}>
      <Outlet />
    </SiteSection>
  );
}
