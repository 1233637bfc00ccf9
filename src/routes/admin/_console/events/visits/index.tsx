import { createFileRoute } from '@tanstack/react-router';
import { GatePage } from '../../../../../features/admin/visits/GatePage.tsx';
import { gateDateOf, parseGateSearch } from '../../../../../features/admin/visits/gate-search.ts';
import { adminVisitsT } from '../../../../../strings/admin-visits.ts';
import { useConsoleTitle } from '../../../-console-title.ts';

// 门岗名单: `?date=` picks the day; without it, today in China (the day the gate works on).
export const Route = createFileRoute('/admin/_console/events/visits/')({
  validateSearch: parseGateSearch,
  loaderDeps: ({ search }) => ({ date: gateDateOf(search) }),
  loader: async ({ context: { queryClient }, deps }) => {
    const { gateListQueryOptions } = await import('../../../../../features/admin/visits/queries.ts');
    await queryClient.ensureQueryData(gateListQueryOptions(deps.date));
  },
  component: GateList,
});

function GateList() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  useConsoleTitle(adminVisitsT.gate.title);
  return <GatePage date={gateDateOf(search)} onDate={(date) => void navigate({ search: { date } })} />;
}
