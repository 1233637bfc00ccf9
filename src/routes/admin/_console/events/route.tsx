import { createFileRoute, Outlet } from '@tanstack/react-router';
import { EventsSection } from '../../../../features/admin/visits/EventsSection.tsx';
import { requireOperation } from '../../-require-operation.ts';

// 返校与活动: campus visits and activities, for the roles granted `events` (管理员, 内容编辑, 审核员); anyone else
// typing its address is sent to the console's home (the server refuses them its API anyway).
export const Route = createFileRoute('/admin/_console/events')({
  beforeLoad: requireOperation('events'),
  component: EventsFrame,
});

function EventsFrame() {
  return (
    <EventsSection>
      <Outlet />
    </EventsSection>
  );
}
