import { createFileRoute, redirect } from '@tanstack/react-router';

// 审核 opens on its first queue.
export const Route = createFileRoute('/admin/_console/review/')({
  beforeLoad: () => {
    throw redirect({ to: '/admin/review/$queue', params: { queue: 'cards' }, replace: true });
  },
});
