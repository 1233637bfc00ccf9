import { createFileRoute } from '@tanstack/react-router';
import { RosterPage } from '../../../../features/admin/roster/RosterPage.tsx';
import { rosterT } from '../../../../strings/admin-roster.ts';
import { useConsoleTitle } from '../../-console-title.ts';
import { requireOperation } from '../../-require-operation.ts';

// 校友信息库, for the roles granted `roster` (管理员, 审核员).
export const Route = createFileRoute('/admin/_console/alumni/')({
  beforeLoad: requireOperation('roster'),
  loader: async ({ context: { queryClient } }) => {
    const { rosterBatchesQueryOptions } = await import('../../../../features/admin/roster/queries.ts');
    await queryClient.ensureQueryData(rosterBatchesQueryOptions());
  },
  component: ConsoleRoster,
});

function ConsoleRoster() {
  useConsoleTitle(rosterT.title);
  return <RosterPage />;
}
