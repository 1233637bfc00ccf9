import { createFileRoute } from '@tanstack/react-router';
import { pageSearch } from '../../../../features/articles/route-helpers.ts';
import { JobListPage } from '../../../../features/companies/JobListPage.tsx';
import { jobQueries, parseJobSearch } from '../../../../features/companies/queries.ts';

export const Route = createFileRoute('/_login/_graduate/services/alumcompanyrecruitment')({
  validateSearch: (search: Record<string, unknown>) => ({ ...pageSearch(search), ...parseJobSearch(search) }),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps: { page = 1, ...filter } }) => queryClient.ensureQueryData(jobQueries.list(page, filter)),
  component: function Recruitment() {
    const { page = 1, ...filter } = Route.useSearch();
    return <JobListPage page={page} filter={filter} />;
  },
});
