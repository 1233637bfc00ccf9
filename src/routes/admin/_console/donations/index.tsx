import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useRouterState } from '@tanstack/react-router';
import { staffMeQueryOptions } from '../../../../features/admin/auth/queries.ts';
import { LedgerPage } from '../../../../features/admin/donations/LedgerPage.tsx';
import { ledgerFilterOf, parseLedgerSearch } from '../../../../features/admin/donations/search.ts';
import { mayPerform } from '../../../../shared/admin/roles.ts';
import { ledgerT } from '../../../../strings/admin-ledger.ts';
import { useConsoleTitle } from '../../-console-title.ts';
import { requireOperation } from '../../-require-operation.ts';

export const Route = createFileRoute('/admin/_console/donations/')({
  validateSearch: parseLedgerSearch,
  beforeLoad: requireOperation('donations'),
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => {
    const { ledgerPageQueryOptions } = await import('../../../../features/admin/donations/queries.ts');
    await queryClient.ensureQueryData(ledgerPageQueryOptions(deps));
  },
  component: ConsoleDonations,
});

function ConsoleDonations() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const loading = useRouterState({ select: (s) => s.isLoading });
  const { data: me } = useSuspenseQuery(staffMeQueryOptions());
  useConsoleTitle(ledgerT.title);
  return (
    <LedgerPage
      search={search}
      loading={loading}
      canRefund={mayPerform(me.roles, 'refunds')}
      onFilter={(filter) => void navigate({ search: ledgerFilterOf({ ...filter }) })}
    />
  );
}
