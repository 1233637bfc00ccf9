import { createFileRoute } from '@tanstack/react-router';
import { ErasuresPage } from '../../../features/admin/erasures/ErasuresPage.tsx';
import { erasureT } from '../../../strings/erasure.ts';
import { useConsoleTitle } from '../-console-title.ts';
import { requireOperation } from '../-require-operation.ts';

export const Route = createFileRoute('/admin/_console/erasures')({
  beforeLoad: requireOperation('identity'),
  loader: async ({ context: { queryClient } }) => {
    const { erasuresQueryOptions } = await import('../../../features/admin/erasures/queries.ts');
    await queryClient.ensureQueryData(erasuresQueryOptions());
  },
  component: ConsoleErasures,
});

function ConsoleErasures() {
  useConsoleTitle(erasureT.console.title);
  return <ErasuresPage />;
}
