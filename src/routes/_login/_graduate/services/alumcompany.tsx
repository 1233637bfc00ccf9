import { createFileRoute } from '@tanstack/react-router';
import { CompanyListPage } from '../../../../features/companies/CompanyListPage.tsx';
import { companyQueries, parseCompanySearch } from '../../../../features/companies/queries.ts';
import { filteredListOptions, filteredListPage } from '../../../-route-options.tsx';

export const Route = createFileRoute('/_login/_graduate/services/alumcompany')({
  ...filteredListOptions(parseCompanySearch, companyQueries.list),
  component: filteredListPage(CompanyListPage),
});
