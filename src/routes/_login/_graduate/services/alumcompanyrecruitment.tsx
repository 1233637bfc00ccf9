import { createFileRoute } from '@tanstack/react-router';
import { JobListPage } from '../../../../features/companies/JobListPage.tsx';
import { jobQueries, parseJobSearch } from '../../../../features/companies/queries.ts';
import { filteredListOptions, filteredListPage } from '../../../-route-options.tsx';

export const Route = createFileRoute('/_login/_graduate/services/alumcompanyrecruitment')({
  ...filteredListOptions(parseJobSearch, jobQueries.list),
  component: filteredListPage(JobListPage),
});
