import { createFileRoute } from '@tanstack/react-router';
import { ProofPage } from '../../../../features/proof/ProofPage.tsx';
import { myProofsQueryOptions, proofProfileQueryOptions } from '../../../../features/proof/queries.ts';
import { dictsQueryOptions } from '../../../../site/queries.ts';

export const Route = createFileRoute('/_login/_graduate/services/alumproof')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(proofProfileQueryOptions()),
      queryClient.ensureQueryData(dictsQueryOptions()),
      queryClient.ensureQueryData(myProofsQueryOptions()),
    ]),
  component: ProofPage,
});
