import { createFileRoute, redirect } from '@tanstack/react-router';

// The section's address opens its first page.
export const Route = createFileRoute('/admin/_console/events/')({
  beforeLoad: () => {
    throw redirect({ to: '/admin/events/visits', replace: true });
  },
});
