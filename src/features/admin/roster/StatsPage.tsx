import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { statsTable } from '../../../shared/admin/roster-stats.ts';
import type { RosterStats, RosterStatsTable } from '../../../shared/api/admin-roster.ts';
import { rosterT } from '../../../strings/admin-roster.ts';
import { ScrollTable } from '../../../ui/ScrollTable.tsx';
import { ExportButtons } from '../common/ExportButtons.tsx';
import { rosterApi } from './api.ts';
import { rosterStatsQueryOptions } from './queries.ts';
import { StatsChart, type StatsSeries } from './StatsChart.tsx';
import './roster.css';

const t = rosterT.stats;
const RECORDS = '#9db7d8';
const REGISTERED = '#2b6cb0';
/** The groups a chart draws; the table lists them all. */
const CHART_GROUPS = 12;

/** What each table's chart draws: its groups (largest first, as listed) and their series. */
function chartOf(stats: RosterStats, table: RosterStatsTable): { labels: string[]; series: StatsSeries[] } {
  if (table === 'month') {
    return {
      labels: stats.monthly.map((m) => m.month),
      series: [{ label: t.registrations, data: stats.monthly.map((m) => m.registrations), color: REGISTERED }],
    };
  }
  const rows = (
    table === 'year'
      ? stats.byYear.map((y) => ({ ...y, key: `${y.year}` }))
      : table === 'faculty'
        ? stats.byFaculty.map((f) => ({ ...f, key: f.faculty || t.blank }))
        : stats.byCity.map((c) => ({ ...c, key: c.city || t.blank }))
  ).slice(0, CHART_GROUPS);
  return {
    labels: rows.map((r) => r.key),
    series: [
      { label: t.records, data: rows.map((r) => r.records), color: RECORDS },
      { label: t.registered, data: rows.map((r) => r.registered), color: REGISTERED },
    ],
  };
}

/** Draws the roster's provinces on a map; handed in by the route, the map being another feature's. */
export type ProvinceMapSlot = (counts: Array<{ province: string; count: number }>) => ReactNode;

function StatsSection({ stats, table, provinceMap }: { stats: RosterStats; table: RosterStatsTable; provinceMap?: ProvinceMapSlot }) {
  const figures = statsTable(stats, table);
  // The React compiler keeps this from changing between renders of the same figures (the chart draws again on a change).
  const chart = chartOf(stats, table);
  const id = `roster-stats-${table}`;
  return (
    <section className="roster-stats__section console-card" aria-labelledby={id} data-testid={id}>
      <div className="roster-stats__head">
        <h2 id={id} className="roster-section__title">
          {figures.title}
        </h2>
        <div className="roster-records__export">
          <ExportButtons fetchFile={(format) => rosterApi.statsFile(table, format)} testId={`${id}-export`} />
        </div>
      </div>
      {figures.rows.length === 0 ? (
        <p className="roster-saved__none">{t.empty}</p>
      ) : (
        <>
          {table === 'city' && provinceMap && stats.byProvince.length > 0 ? (
            provinceMap(stats.byProvince.map((p) => ({ province: p.province, count: p.records })))
          ) : (
            <StatsChart labels={chart.labels} series={chart.series} label={t.chartLabel(figures.title)} />
          )}
          <ScrollTable label={t.tableLabel(figures.title)}>
            <Table size="small" className="roster-stats__table">
              <TableHeader>
                <TableRow>
                  {figures.headers.map((h) => (
                    <TableHeaderCell key={h}>{h}</TableHeaderCell>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {figures.rows.map((row) => (
                  <TableRow key={String(row[0])} data-testid="roster-stats-row">
                    {row.map((cell, i) => (
                      <TableCell key={i} className="scroll-table__nowrap">
                        {cell}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollTable>
        </>
      )}
    </section>
  );
}

/**
 * 校友信息库 · 统计: registration by 届 and 院系, the roster by city (on the map of China when the route hands one in), new
 * registrations a month; each table exportable.
 */
export function StatsPage({ provinceMap }: { provinceMap?: ProvinceMapSlot }) {
  const { data: stats } = useSuspenseQuery(rosterStatsQueryOptions());
  return (
    <div className="admin-page roster-stats" data-testid="admin-roster-stats">
      <Link to="/admin/alumni" className="roster-record__back">
        {t.back}
      </Link>
      <h1 className="admin-page__title">{t.title}</h1>
      <p className="roster-page__intro">{t.intro}</p>
      {(['year', 'faculty', 'city', 'month'] as const).map((table) => (
        <StatsSection key={table} stats={stats} table={table} provinceMap={provinceMap} />
      ))}
    </div>
  );
}
