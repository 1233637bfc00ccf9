import { createFileRoute } from '@tanstack/react-router';
import { donationProjectsQueryOptions } from '../../../features/donation/api.ts';
import { DonatePage } from '../../../features/donation/DonatePage.tsx';

export const Route = createFileRoute('/_login/services/donate')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(donationProjectsQueryOptions()),
  component: DonatePage,
});
