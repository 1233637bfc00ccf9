import { queryOptions } from '@tanstack/react-query';
import { PERSONAL_KEY } from '../../session/store.ts';
import { activitySignupApi } from '../../api/activities.ts';

/** Public: anyone reading the activity sees how many signed up. */
export const activityStatsQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['public', 'activities', 'stats', id], queryFn: () => activitySignupApi.stats(id), staleTime: 30_000 });

/** Personal: whether the signed-in user has signed up. */
export const signupStatusQueryOptions = (id: number) =>
  queryOptions({ queryKey: [PERSONAL_KEY, 'activity-signup', id], queryFn: () => activitySignupApi.status(id) });

export const myActivitiesQueryOptions = () => queryOptions({ queryKey: [PERSONAL_KEY, 'activities'], queryFn: activitySignupApi.my });
