import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicyPage } from '../../../features/personal/PrivacyPolicyPage.tsx';
import { privacyPolicyQueryOptions } from '../../../features/personal/queries.ts';

export const Route = createFileRoute('/_login/my/privacyPolicy')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(privacyPolicyQueryOptions()),
  component: PrivacyPolicyPage,
});
