import { createFileRoute } from '@tanstack/react-router';
import { pageSearch } from '../../../../features/articles/route-helpers.ts';
import { CompanyListPage } from '../../../../features/companies/CompanyListPage.tsx';
import { companyQueries, parseCompanySearch } from '../../../../features/companies/queries.ts';

export const Route = createFileRoute('/_login/_graduate/services/alumcompany')({
  validateSearch: (search: Record<string, unknown>) => ({ ...pageSearch(search), ...parseCompanySearch(search) }),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps: { page = 1, ...filter } }) => queryClient.ensureQueryData(companyQueries.list(page, filter)),
  component: function Companies() {
    const { page = 1, ...filter } = Route.useSearch();
    return <CompanyListPage page={page} filter={filter} />;
  },
});
