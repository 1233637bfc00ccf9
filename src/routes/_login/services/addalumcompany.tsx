import { createFileRoute } from '@tanstack/react-router';
import { ApplyPage } from '../../../features/companies/ApplyPage.tsx';
import { dictsQueryOptions } from '../../../site/queries.ts';

export const Route = createFileRoute('/_login/services/addalumcompany')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(dictsQueryOptions()),
  component: ApplyPage,
});
