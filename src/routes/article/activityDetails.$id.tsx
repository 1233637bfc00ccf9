import { createFileRoute } from '@tanstack/react-router';
import { ActivityDetailPage } from '../../features/articles/ActivityDetailPage.tsx';
import { activityQueries } from '../../features/articles/queries.ts';
import { activityStatsQueryOptions } from '../../features/activity-signup/queries.ts';
import { SignupPanel } from '../../features/activity-signup/SignupPanel.tsx';
import { MissingRecord } from '../../layouts/errors/MissingRecord.tsx';
import { loadDetail, parseId } from '../-route-options.tsx';

export const Route = createFileRoute('/article/activityDetails/$id')({
  notFoundComponent: MissingRecord,
  loader: ({ context: { queryClient }, params }) =>
    loadDetail(params.id, (id) =>
      Promise.all([
        queryClient.ensureQueryData(activityQueries.detail(id)),
        // The sign-up count comes with the page (drawn by the server too); a failure leaves it to the panel.
        queryClient.prefetchQuery(activityStatsQueryOptions(id)),
      ]),
    ),
  component: function Detail() {
    const { id } = Route.useParams();
    return <ActivityDetailPage id={parseId(id)!} Signup={SignupPanel} />;
  },
});
