import { createFileRoute } from '@tanstack/react-router';
import { ErrorPage } from '../features/errors/ErrorPage.tsx';

export const Route = createFileRoute('/error')({
  validateSearch: (search: Record<string, unknown>): { to?: string } => (search.to != null ? { to: String(search.to) } : {}),
  component: function Error() {
    const { to } = Route.useSearch();
    return <ErrorPage to={to} />;
  },
});
