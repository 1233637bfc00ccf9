import { createFileRoute } from '@tanstack/react-router';
import { NewsDetailPage } from '../../features/articles/NewsPages.tsx';
import { newsQueries } from '../../features/articles/queries.ts';
import { loadDetail, parseId } from '../../features/articles/route-helpers.ts';

export const Route = createFileRoute('/article/newDetails/$id')({
  loader: ({ context: { queryClient }, params }) => loadDetail(params.id, (id) => queryClient.ensureQueryData(newsQueries.detail(id))),
  component: function Detail() {
    const { id } = Route.useParams();
    return <NewsDetailPage id={parseId(id)!} />;
  },
});
