import { createFileRoute } from '@tanstack/react-router';
import { AlumniSearchPage } from '../../../features/alumni-search/AlumniSearchPage.tsx';
import { alumniSearchQueries } from '../../../features/alumni-search/queries.ts';
import { filterOf, knownFilter, parseAlumniSearch } from '../../../features/alumni-search/search-params.ts';

export const Route = createFileRoute('/_login/services/seachSchool')({
  validateSearch: parseAlumniSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => {
    const options = await queryClient.ensureQueryData(alumniSearchQueries.options());
    return queryClient.ensureQueryData(alumniSearchQueries.list(knownFilter(filterOf(deps), options), deps.page ?? 1));
  },
  component: function SeachSchool() {
    return <AlumniSearchPage search={Route.useSearch()} />;
  },
});
