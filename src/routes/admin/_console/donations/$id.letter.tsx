import { createFileRoute } from '@tanstack/react-router';
import { LetterPage } from '../../../../features/admin/donations/LetterPage.tsx';
import { letterT } from '../../../../strings/admin-ledger.ts';
import { useConsoleTitle } from '../../-console-title.ts';
import { idParams } from '../../-id-params.ts';
import { requireOperation } from '../../-require-operation.ts';

export const Route = createFileRoute('/admin/_console/donations/$id/letter')({
  params: idParams,
  beforeLoad: requireOperation('donations'),
  loader: async ({ context: { queryClient }, params }) => {
    const { letterQueryOptions } = await import('../../../../features/admin/donations/queries.ts');
    await queryClient.ensureQueryData(letterQueryOptions(params.id));
  },
  component: ConsoleLetter,
});

function ConsoleLetter() {
  const { id } = Route.useParams();
  useConsoleTitle(letterT.title);
  return <LetterPage id={id} />;
}
