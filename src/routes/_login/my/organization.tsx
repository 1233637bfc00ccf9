import { createFileRoute } from '@tanstack/react-router';
import { myJoinRequestsQueryOptions } from '../../../features/organization-join/api.ts';
import { MyOrganizationsPage } from '../../../features/organization-join/MyOrganizationsPage.tsx';

export const Route = createFileRoute('/_login/my/organization')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(myJoinRequestsQueryOptions()),
  component: MyOrganizationsPage,
});
