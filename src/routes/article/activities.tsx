import { createFileRoute } from '@tanstack/react-router';
import { ActivityListPage } from '../../features/articles/ActivityListPage.tsx';
import { activityQueries } from '../../features/articles/queries.ts';
import { pagedListOptions, pagedListPage } from '../-route-options.tsx';

export const Route = createFileRoute('/article/activities')({
  ...pagedListOptions(activityQueries.list),
  component: pagedListPage(ActivityListPage),
});
