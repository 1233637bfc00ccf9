import { createFileRoute, notFound, useRouterState } from '@tanstack/react-router';
import { ReviewPage } from '../../../../features/admin/review/ReviewPage.tsx';
import { parseReviewSearch } from '../../../../features/admin/review/search.ts';
import { REVIEW_QUEUES, type ReviewQueue } from '../../../../shared/admin/queues.ts';
import { adminReviewT } from '../../../../strings/admin-review.ts';
import { useConsoleTitle } from '../../-console-title.ts';

const isQueue = (value: string): value is ReviewQueue => (REVIEW_QUEUES as readonly string[]).includes(value);

// 审核 → one queue: its pending count among the tabs, the filters in the address.
export const Route = createFileRoute('/admin/_console/review/$queue')({
  validateSearch: parseReviewSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, params, deps }) => {
    if (!isQueue(params.queue)) throw notFound();
    const { reviewPageQueryOptions, reviewCountsQueryOptions } = await import('../../../../features/admin/review/queries.ts');
    await Promise.all([
      queryClient.ensureQueryData(reviewPageQueryOptions('review', params.queue, deps)),
      queryClient.ensureQueryData(reviewCountsQueryOptions()),
    ]);
  },
  component: ReviewQueuePage,
});

function ReviewQueuePage() {
  const queue = Route.useParams().queue as ReviewQueue;
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const loading = useRouterState({ select: (s) => s.isLoading });
  useConsoleTitle(`${adminReviewT.queues[queue]} - ${adminReviewT.title}`);
  return <ReviewPage scope="review" queue={queue} search={search} loading={loading} onFilter={(f) => void navigate({ search: f })} />;
}
