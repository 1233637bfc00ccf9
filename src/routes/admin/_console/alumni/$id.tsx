import { createFileRoute } from '@tanstack/react-router';
import { RecordPage } from '../../../../features/admin/roster/RecordPage.tsx';
import { rosterT } from '../../../../strings/admin-roster.ts';
import { useConsoleTitle } from '../../-console-title.ts';
import { idParams } from '../../-id-params.ts';
import { requireOperation } from '../../-require-operation.ts';

export const Route = createFileRoute('/admin/_console/alumni/$id')({
  params: idParams,
  beforeLoad: requireOperation('roster'),
  loader: async ({ context: { queryClient }, params }) => {
    const { rosterRecordQueryOptions } = await import('../../../../features/admin/roster/queries.ts');
    await queryClient.ensureQueryData(rosterRecordQueryOptions(params.id));
  },
  component: ConsoleRosterRecord,
});

function ConsoleRosterRecord() {
  const { id } = Route.useParams();
  useConsoleTitle(rosterT.record.title);
  return <RecordPage id={id} />;
}
