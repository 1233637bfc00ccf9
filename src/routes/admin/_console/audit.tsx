import { createFileRoute, useRouterState } from '@tanstack/react-router';
import { AuditPage } from '../../../features/admin/audit/AuditPage.tsx';
import { parseAuditSearch, searchOfFilter } from '../../../features/admin/audit/search.ts';
import { adminAuditT } from '../../../strings/admin.ts';
import { useConsoleTitle } from '../-console-title.ts';
import { requireOperation } from '../-require-operation.ts';

export const Route = createFileRoute('/admin/_console/audit')({
  validateSearch: parseAuditSearch,
  beforeLoad: requireOperation('audit'),
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => {
    const { auditPageQueryOptions } = await import('../../../features/admin/audit/queries.ts');
    await queryClient.ensureQueryData(auditPageQueryOptions(deps));
  },
  component: ConsoleAudit,
});

function ConsoleAudit() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const loading = useRouterState({ select: (s) => s.isLoading });
  useConsoleTitle(adminAuditT.title);
  return <AuditPage search={search} loading={loading} onFilter={(filter) => void navigate({ search: searchOfFilter(filter) })} />;
}
