import { createFileRoute, notFound } from '@tanstack/react-router';
import { ActivityPage } from '../../../../../features/admin/activities/ActivityPage.tsx';
import { adminActivitiesT } from '../../../../../strings/admin-activities.ts';
import { useConsoleTitle } from '../../../-console-title.ts';
import { requireOperation } from '../../../-require-operation.ts';

export const Route = createFileRoute('/admin/_console/events/activities/$id')({
  params: {
    parse: ({ id }) => {
      if (!/^[1-9]\d{0,9}$/.test(id)) throw notFound();
      return { id: Number(id) };
    },
    stringify: ({ id }) => ({ id: String(id) }),
  },
  beforeLoad: requireOperation('events'),
  loader: async ({ context: { queryClient }, params }) => {
    const { activityQueryOptions, signupsQueryOptions } = await import('../../../../../features/admin/activities/queries.ts');
    await Promise.all([
      queryClient.ensureQueryData(activityQueryOptions(params.id)),
      queryClient.ensureQueryData(signupsQueryOptions(params.id)),
    ]);
  },
  component: ConsoleActivity,
});

function ConsoleActivity() {
  const { id } = Route.useParams();
  useConsoleTitle(adminActivitiesT.title);
  return <ActivityPage id={id} />;
}
