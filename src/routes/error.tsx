import { createFileRoute } from '@tanstack/react-router';
import { ErrorPage } from '../layouts/errors/ErrorPage.tsx';

export const Route = createFileRoute('/error')({
  // Kept as parsed: the router reads ?to=404 as a number, and rewriting it to a string would quote it in the URL.
  validateSearch: (search: Record<string, unknown>): { to?: string | number } =>
    typeof search.to === 'string' || typeof search.to === 'number' ? { to: search.to } : {},
  component: function Error() {
    const { to } = Route.useSearch();
    return <ErrorPage to={to} />;
  },
});
