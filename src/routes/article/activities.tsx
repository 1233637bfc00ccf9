import { createFileRoute } from '@tanstack/react-router';
import { ActivityListPage } from '../../features/articles/ActivityListPage.tsx';
import { activityQueries } from '../../features/articles/queries.ts';
import { pageSearch } from '../../features/articles/route-helpers.ts';

export const Route = createFileRoute('/article/activities')({
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(activityQueries.list(deps.page)),
  component: function Activities() {
    const { page = 1 } = Route.useSearch();
    return <ActivityListPage page={page} />;
  },
});
