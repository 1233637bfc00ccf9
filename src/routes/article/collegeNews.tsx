import { createFileRoute } from '@tanstack/react-router';
import { NewsListPage } from '../../features/articles/NewsPages.tsx';
import { newsQueries } from '../../features/articles/queries.ts';
import { pageSearch } from '../../features/articles/route-helpers.ts';

export const Route = createFileRoute('/article/collegeNews')({
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(newsQueries.list(deps.page)),
  component: function CollegeNews() {
    const { page = 1 } = Route.useSearch();
    return <NewsListPage page={page} />;
  },
});
