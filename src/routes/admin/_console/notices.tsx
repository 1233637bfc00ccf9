import { createFileRoute } from '@tanstack/react-router';
import { NoticesPage } from '../../../features/admin/notices/NoticesPage.tsx';
import { noticesT } from '../../../strings/admin-ledger.ts';
import { useConsoleTitle } from '../-console-title.ts';
import { requireOperation } from '../-require-operation.ts';

export const Route = createFileRoute('/admin/_console/notices')({
  validateSearch: (raw: Record<string, unknown>): { page?: number } => {
    const page = Number(raw.page);
    return Number.isInteger(page) && page > 1 ? { page } : {};
  },
  beforeLoad: requireOperation('rosterNotices'),
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => {
    const { noticesPageQueryOptions, noticeAudiencesQueryOptions } = await import('../../../features/admin/notices/queries.ts');
    await Promise.all([
      queryClient.ensureQueryData(noticesPageQueryOptions(deps.page ?? 1)),
      queryClient.ensureQueryData(noticeAudiencesQueryOptions()),
    ]);
  },
  component: ConsoleNotices,
});

function ConsoleNotices() {
  const { page } = Route.useSearch();
  useConsoleTitle(noticesT.title);
  return <NoticesPage page={page ?? 1} />;
}
