import { createFileRoute } from '@tanstack/react-router';
import { loadDetail, parseId } from '../../../features/articles/route-helpers.ts';
import { CompanyDetailPage } from '../../../features/companies/CompanyDetailPage.tsx';
import { companyQueries } from '../../../features/companies/queries.ts';
import { MissingRecord } from '../../../layouts/errors/MissingRecord.tsx';

export const Route = createFileRoute('/_login/article/alumcompanyDetails/$id')({
  notFoundComponent: MissingRecord,
  loader: ({ context: { queryClient }, params }) => loadDetail(params.id, (id) => queryClient.ensureQueryData(companyQueries.detail(id))),
  component: function CompanyDetail() {
    const { id } = Route.useParams();
    return <CompanyDetailPage id={parseId(id)!} />;
  },
});
