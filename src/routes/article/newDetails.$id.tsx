import { createFileRoute } from '@tanstack/react-router';
import { NewsDetailPage } from '../../features/articles/NewsPages.tsx';
import { newsQueries } from '../../features/articles/queries.ts';
import { loadDetail, parseId } from '../../features/articles/route-helpers.ts';
import { MissingRecord } from '../../layouts/errors/MissingRecord.tsx';

export const Route = createFileRoute('/article/newDetails/$id')({
  notFoundComponent: MissingRecord,
  loader: ({ context: { queryClient }, params }) => loadDetail(params.id, (id) => queryClient.ensureQueryData(newsQueries.detail(id))),
  component: function Detail() {
    const { id } = Route.useParams();
    return <NewsDetailPage id={parseId(id)!} />;
  },
});
