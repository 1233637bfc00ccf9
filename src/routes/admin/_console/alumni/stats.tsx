import { createFileRoute } from '@tanstack/react-router';
import { StatsPage, type ProvinceMapSlot } from '../../../../features/admin/roster/StatsPage.tsx';
import { ProvinceCountMap } from '../../../../features/alumni-map/ProvinceCountMap.tsx';
import { rosterT } from '../../../../strings/admin-roster.ts';
import { useConsoleTitle } from '../../-console-title.ts';
import { requireOperation } from '../../-require-operation.ts';

// 校友信息库 · 统计, for the roles granted `roster` (管理员, 审核员).
export const Route = createFileRoute('/admin/_console/alumni/stats')({
  beforeLoad: requireOperation('roster'),
  loader: async ({ context: { queryClient } }) => {
    const { rosterStatsQueryOptions } = await import('../../../../features/admin/roster/queries.ts');
    await queryClient.ensureQueryData(rosterStatsQueryOptions());
  },
  component: ConsoleRosterStats,
});

// The roster's cities on the map that 校友分布 draws: two features composed here, as neither may import the other.
const provinceMap: ProvinceMapSlot = (counts) => (
  <ProvinceCountMap counts={counts} label={rosterT.stats.mapLabel} describe={rosterT.stats.provinceCount} />
);

function ConsoleRosterStats() {
  useConsoleTitle(rosterT.stats.title);
  return <StatsPage provinceMap={provinceMap} />;
}
