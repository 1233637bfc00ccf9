import { createFileRoute } from '@tanstack/react-router';
import { OrganizationDetailPage } from '../../features/articles/OrganizationPages.tsx';
import { organizationQueries } from '../../features/articles/queries.ts';
import { loadDetail, parseId } from '../../features/articles/route-helpers.ts';

export const Route = createFileRoute('/article/organizationDetails/$id')({
  loader: ({ context: { queryClient }, params }) => loadDetail(params.id, (id) => queryClient.ensureQueryData(organizationQueries.detail(id))),
  component: function Detail() {
    const { id } = Route.useParams();
    return <OrganizationDetailPage id={parseId(id)!} />;
  },
});
