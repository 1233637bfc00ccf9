import { createFileRoute } from '@tanstack/react-router';
import { ActivitiesPage } from '../../../../../features/admin/activities/ActivitiesPage.tsx';
import { adminActivitiesT } from '../../../../../strings/admin-activities.ts';
import { useConsoleTitle } from '../../../-console-title.ts';
import { requireOperation } from '../../../-require-operation.ts';

interface Search {
  page?: number;
  keyword?: string;
}

export const Route = createFileRoute('/admin/_console/events/activities/')({
  validateSearch: (search: Record<string, unknown>): Search => {
    const page = Number(search.page);
    const keyword = typeof search.keyword === 'string' ? search.keyword.slice(0, 64) : undefined;
    return { ...(Number.isInteger(page) && page > 1 ? { page } : {}), ...(keyword ? { keyword } : {}) };
  },
  beforeLoad: requireOperation('events'),
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => {
    const { activityPageQueryOptions } = await import('../../../../../features/admin/activities/queries.ts');
    await queryClient.ensureQueryData(activityPageQueryOptions(deps.page ?? 1, deps.keyword));
  },
  component: ConsoleActivities,
});

function ConsoleActivities() {
  const { page, keyword } = Route.useSearch();
  const navigate = Route.useNavigate();
  useConsoleTitle(adminActivitiesT.title);
  return (
    <ActivitiesPage
      key={keyword ?? ''}
      page={page ?? 1}
      keyword={keyword}
      onSearch={(next) => void navigate({ search: next ? { keyword: next } : {} })}
    />
  );
}
