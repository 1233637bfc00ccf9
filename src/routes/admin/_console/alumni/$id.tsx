import { createFileRoute, notFound } from '@tanstack/react-router';
import { RecordPage } from '../../../../features/admin/roster/RecordPage.tsx';
import { rosterT } from '../../../../strings/admin-roster.ts';
import { useConsoleTitle } from '../../-console-title.ts';
import { requireOperation } from '../../-require-operation.ts';

export const Route = createFileRoute('/admin/_console/alumni/$id')({
  params: {
    parse: ({ id }) => {
      const n = Number(id);
      if (!Number.isInteger(n) || n < 1) throw notFound();
      return { id: n };
    },
    stringify: ({ id }) => ({ id: String(id) }),
  },
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
