import { createFileRoute } from '@tanstack/react-router';
import { SearchPage } from '../features/search/SearchPage.tsx';
import { loadSearch } from '../features/search/queries.ts';
import { parseSearchParams } from '../features/search/search-params.ts';

export const Route = createFileRoute('/search')({
  validateSearch: parseSearchParams,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => loadSearch(queryClient, deps),
  component: function Search() {
    return <SearchPage search={Route.useSearch()} />;
  },
});
