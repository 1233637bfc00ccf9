import { useSuspenseQuery } from '@tanstack/react-query';
import { ListPage } from './ListPage.tsx';
import { ActivityCard } from './cards.tsx';
import { activityQueries } from './queries.ts';

// A module of its own, apart from the detail page: the list would otherwise fetch and evaluate the sign-up panel
// (Fluent's Field and ProgressBar, its icons and stylesheet) on every visit, for a page that never shows it.
export function ActivityListPage({ page }: { page: number }) {
  const { data } = useSuspenseQuery(activityQueries.list(page));
  return (
    <ListPage
      area="activities"
      page={page}
      data={data}
      layout="grid"
      render={(item, index) => <ActivityCard key={item.id} item={item} eager={index === 0} />}
    />
  );
}
