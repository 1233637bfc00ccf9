import { createFileRoute, Outlet } from '@tanstack/react-router';
import { VisitsTabs } from '../../../../../features/admin/visits/EventsSection.tsx';

export const Route = createFileRoute('/admin/_console/events/visits')({
  component: VisitsFrame,
});

function VisitsFrame() {
  return (
    <VisitsTabs>
      <Outlet />
    </VisitsTabs>
  );
}
