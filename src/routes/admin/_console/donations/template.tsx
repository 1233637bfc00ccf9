import { createFileRoute } from '@tanstack/react-router';
import { LetterTemplatePage } from '../../../../features/admin/donations/LetterTemplatePage.tsx';
import { templateT } from '../../../../strings/admin-ledger.ts';
import { useConsoleTitle } from '../../-console-title.ts';
import { requireOperation } from '../../-require-operation.ts';

export const Route = createFileRoute('/admin/_console/donations/template')({
  beforeLoad: requireOperation('donations'),
  loader: async ({ context: { queryClient } }) => {
    const { letterTemplateQueryOptions } = await import('../../../../features/admin/donations/queries.ts');
    await queryClient.ensureQueryData(letterTemplateQueryOptions());
  },
  component: ConsoleLetterTemplate,
});

function ConsoleLetterTemplate() {
  useConsoleTitle(templateT.title);
  return <LetterTemplatePage />;
}
