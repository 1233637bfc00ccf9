import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_login/my/')({
  beforeLoad: () => {
    throw redirect({ to: '/my/message', replace: true });
  },
});
