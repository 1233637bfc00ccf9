import { createFileRoute } from '@tanstack/react-router';
import { MyApplications } from '../../../features/companies/MyApplications.tsx';
import { companyQueries } from '../../../features/companies/queries.ts';

export const Route = createFileRoute('/_login/my/alumCompany')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(companyQueries.mine()),
  component: () => <MyApplications showTitle={false} showApplyLink />,
});
