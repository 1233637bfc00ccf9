import { createFileRoute } from '@tanstack/react-router';
import { ProposalPage } from '../../../features/activity-apply/ProposalForm.tsx';
import { dictsQueryOptions } from '../../../site/queries.ts';

export const Route = createFileRoute('/_login/services/addactivities')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(dictsQueryOptions()),
  component: ProposalPage,
});
