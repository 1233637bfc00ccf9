import { createFileRoute } from '@tanstack/react-router';
import { myDonationsQueryOptions } from '../../../features/donation/api.ts';
import { MyDonationsPage } from '../../../features/donation/MyDonationsPage.tsx';

export const Route = createFileRoute('/_login/my/donation')({
  validateSearch: (search: Record<string, unknown>): { paid?: string } =>
    typeof search.paid === 'string' && /^D[0-9A-F]{14,40}$/.test(search.paid) ? { paid: search.paid } : {},
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(myDonationsQueryOptions()),
  component: function Donations() {
    const { paid } = Route.useSearch();
    return <MyDonationsPage paid={paid} />;
  },
});
