import { createFileRoute, useRouterState } from '@tanstack/react-router';
import { ReviewPage } from '../../../../features/admin/review/ReviewPage.tsx';
import { parseReviewSearch } from '../../../../features/admin/review/search.ts';
import { adminReviewT } from '../../../../strings/admin-review.ts';
import { useConsoleTitle } from '../../-console-title.ts';

// 本组织 → 入会申请: the requests to join the organisation the member of staff looks after (the server scopes them).
export const Route = createFileRoute('/admin/_console/organization/join-requests')({
  validateSearch: parseReviewSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => {
    const { reviewPageQueryOptions } = await import('../../../../features/admin/review/queries.ts');
    await queryClient.ensureQueryData(reviewPageQueryOptions('organization', 'joins', deps));
  },
  component: JoinRequests,
});

function JoinRequests() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const loading = useRouterState({ select: (s) => s.isLoading });
  useConsoleTitle(adminReviewT.organization.joinsTitle);
  return <ReviewPage scope="organization" queue="joins" search={search} loading={loading} onFilter={(f) => void navigate({ search: f })} />;
}
