import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { staffMeQueryOptions } from '../../../../features/admin/auth/queries.ts';
import { MoneyPage } from '../../../../features/admin/site/MoneyPage.tsx';
import { moneyT } from '../../../../strings/admin-money.ts';
import { useConsoleTitle } from '../../-console-title.ts';
import { loadSiteQueries } from '../../-load-site.ts';
import { requireOperation } from '../../-require-operation.ts';

// 银行转账: the money details donors are told, for 管理员 only (operation `money`).
export const Route = createFileRoute('/admin/_console/site/money')({
  beforeLoad: requireOperation('money'),
  loader: async ({ context: { queryClient } }) => {
    const { moneySettingsQueryOptions } = await loadSiteQueries();
    await queryClient.ensureQueryData(moneySettingsQueryOptions());
  },
  component: SiteMoney,
});

function SiteMoney() {
  const { data: me } = useSuspenseQuery(staffMeQueryOptions());
  useConsoleTitle(moneyT.title);
  return <MoneyPage me={me} />;
}
