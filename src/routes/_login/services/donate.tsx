import { createFileRoute } from '@tanstack/react-router';
import { donationProjectsQueryOptions, paymentWayQueryOptions } from '../../../features/donation/api.ts';
import { DonatePage } from '../../../features/donation/DonatePage.tsx';

export const Route = createFileRoute('/_login/services/donate')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([queryClient.ensureQueryData(donationProjectsQueryOptions()), queryClient.ensureQueryData(paymentWayQueryOptions())]),
  component: DonatePage,
});
