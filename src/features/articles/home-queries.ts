import { activityQueries, alumniQueries, newsQueries, organizationQueries } from './queries.ts';

/** What the home page shows of each area: the first page, sized for its section. */
export const homeQueries = {
  news: () => newsQueries.list(1, 6),
  activities: () => activityQueries.list(1, 3),
  alumni: () => alumniQueries.list(1, 4),
  organizations: () => organizationQueries.list(1, 3),
};
