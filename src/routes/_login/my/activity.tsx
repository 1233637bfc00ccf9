import { createFileRoute } from '@tanstack/react-router';
import { MyActivitiesPage, type MyActivityTab } from '../../../features/activity-signup/MyActivitiesPage.tsx';
import { myActivitiesQueryOptions } from '../../../features/activity-signup/queries.ts';

export const Route = createFileRoute('/_login/my/activity')({
  validateSearch: (search: Record<string, unknown>): { tab?: MyActivityTab } =>
    search.tab === 'proposed' || search.tab === 'signedUp' ? { tab: search.tab } : {},
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(myActivitiesQueryOptions()),
  component: function MyActivities() {
    const { tab = 'signedUp' } = Route.useSearch();
    return <MyActivitiesPage tab={tab} />;
  },
});
