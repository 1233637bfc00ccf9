import { createFileRoute } from '@tanstack/react-router';
import { AlumnusDetailPage } from '../../features/articles/AlumniPages.tsx';
import { alumniQueries } from '../../features/articles/queries.ts';
import { loadDetail, parseId } from '../../features/articles/route-helpers.ts';
import { MissingRecord } from '../../layouts/errors/MissingRecord.tsx';

export const Route = createFileRoute('/article/alumniDetails/$id')({
  notFoundComponent: MissingRecord,
  loader: ({ context: { queryClient }, params }) => loadDetail(params.id, (id) => queryClient.ensureQueryData(alumniQueries.detail(id))),
  component: function Detail() {
    const { id } = Route.useParams();
    return <AlumnusDetailPage id={parseId(id)!} />;
  },
});
