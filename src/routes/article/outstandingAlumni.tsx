import { createFileRoute } from '@tanstack/react-router';
import { AlumniListPage } from '../../features/articles/AlumniPages.tsx';
import { alumniQueries } from '../../features/articles/queries.ts';
import { pageSearch } from '../../features/articles/route-helpers.ts';

export const Route = createFileRoute('/article/outstandingAlumni')({
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(alumniQueries.list(deps.page)),
  component: function OutstandingAlumni() {
    const { page = 1 } = Route.useSearch();
    return <AlumniListPage page={page} />;
  },
});
