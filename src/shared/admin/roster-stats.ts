import type { RosterStats, RosterStatsTable } from '../api/admin-roster.ts';

// 校友信息库's figures as tables: the same columns on the console's page and in its exports.

/** The share registered, as the office reads it: 62.5%; a group with no records has none (—). */
export function registrationRate(records: number, registered: number): string {
  if (records <= 0) return '—';
  return `${(Math.round((registered / records) * 1000) / 10).toFixed(1)}%`;
}

export interface StatsTable {
  title: string;
  /** the file's name in ASCII */
  asciiName: string;
  headers: readonly string[];
  rows: ReadonlyArray<readonly (string | number)[]>;
}

const grouped = (label: string, rows: ReadonlyArray<{ key: string; records: number; registered: number }>) => ({
  headers: [label, '花名册人数', '已注册', '注册率'],
  rows: rows.map((r) => [r.key || '未填写', r.records, r.registered, registrationRate(r.records, r.registered)]),
});

/** One of the figures' tables. */
export function statsTable(stats: RosterStats, table: RosterStatsTable): StatsTable {
  switch (table) {
    case 'year':
      return {
        title: '按届注册率',
        asciiName: 'roster-by-year',
        ...grouped(
          '届别',
          stats.byYear.map((y) => ({ ...y, key: `${y.year} 届` })),
        ),
      };
    case 'faculty':
      return {
        title: '按院系注册率',
        asciiName: 'roster-by-faculty',
        ...grouped(
          '院系',
          stats.byFaculty.map((f) => ({ ...f, key: f.faculty })),
        ),
      };
    case 'city':
      return {
        title: '按所在城市',
        asciiName: 'roster-by-city',
        ...grouped(
          '所在城市',
          stats.byCity.map((c) => ({ ...c, key: c.city })),
        ),
      };
    case 'month':
      return {
        title: '每月新注册',
        asciiName: 'registrations-by-month',
        headers: ['月份', '新注册校友'],
        rows: stats.monthly.map((m) => [m.month, m.registrations]),
      };
  }
}
