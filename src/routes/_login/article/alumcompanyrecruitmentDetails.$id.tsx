import { createFileRoute } from '@tanstack/react-router';
import { loadDetail, parseId } from '../../../features/articles/route-helpers.ts';
import { JobDetailPage } from '../../../features/companies/JobDetailPage.tsx';
import { jobQueries } from '../../../features/companies/queries.ts';
import { MissingRecord } from '../../../features/errors/MissingRecord.tsx';

export const Route = createFileRoute('/_login/article/alumcompanyrecruitmentDetails/$id')({
  notFoundComponent: MissingRecord,
  loader: ({ context: { queryClient }, params }) => loadDetail(params.id, (id) => queryClient.ensureQueryData(jobQueries.detail(id))),
  component: function JobDetail() {
    const { id } = Route.useParams();
    return <JobDetailPage id={parseId(id)!} />;
  },
});
