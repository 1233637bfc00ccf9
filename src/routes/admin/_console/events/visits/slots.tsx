import { createFileRoute } from '@tanstack/react-router';
import { SlotsPage } from '../../../../../features/admin/visits/SlotsPage.tsx';
import { adminVisitsT } from '../../../../../strings/admin-visits.ts';
import { useConsoleTitle } from '../../../-console-title.ts';

export const Route = createFileRoute('/admin/_console/events/visits/slots')({
  loader: async ({ context: { queryClient } }) => {
    const { visitSlotsQueryOptions, visitOverridesQueryOptions } = await import('../../../../../features/admin/visits/queries.ts');
    await Promise.all([queryClient.ensureQueryData(visitSlotsQueryOptions()), queryClient.ensureQueryData(visitOverridesQueryOptions())]);
  },
  component: VisitSlots,
});

function VisitSlots() {
  useConsoleTitle(adminVisitsT.slots.title);
  return <SlotsPage />;
}
