import { createFileRoute } from '@tanstack/react-router';
import { OrganizationDetailPage } from '../../../features/articles/OrganizationPages.tsx';
import { JoinPanel } from '../../../features/organization-join/JoinPanel.tsx';
import { organizationQueries } from '../../../features/articles/queries.ts';
import { loadDetail, parseId } from '../../../features/articles/route-helpers.ts';
import { MissingRecord } from '../../../layouts/errors/MissingRecord.tsx';

export const Route = createFileRoute('/_login/article/organizationDetails/$id')({
  notFoundComponent: MissingRecord,
  loader: ({ context: { queryClient }, params }) => loadDetail(params.id, (id) => queryClient.ensureQueryData(organizationQueries.detail(id))),
  component: function Detail() {
    const { id } = Route.useParams();
    const organizationId = parseId(id)!;
    return (
      <OrganizationDetailPage
        id={organizationId}
        join={(organization) => <JoinPanel organizationId={organizationId} organizationName={organization.name} />}
      />
    );
  },
});
