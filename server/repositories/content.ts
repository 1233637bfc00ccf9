import type { Queryable } from '../db/connect.ts';
import { memberCountSql } from './figures.ts';
import { scheduled, visible } from './sql.ts';

/** Where a public content area lives in the database. */
export interface ContentTable {
  table: string;
  /** select-list expressions of the list item, with camelCase aliases */
  listColumns: string;
  /** extra expressions only the detail carries */
  detailColumns: string;
  /** column shown as the neighbour's title in prev/next */
  titleColumn: string;
}

const order = 'order by t.published_at desc, t.id desc';

/**
 * A page of the area, newest first, filtered by column equality (`filters`: column -> value, undefined or '' skipped).
 * One statement gives the page and the total (a window count); a page past the end needs the count on its own.
 */
export async function contentPage(
  db: Queryable,
  area: ContentTable,
  filters: Array<[column: string, value: unknown]>,
  pageNum: number,
  pageSize: number,
) {
  const where = [visible('t')];
  const params: unknown[] = [];
  for (const [column, value] of filters) {
    if (value === undefined || value === '') continue;
    params.push(value);
    where.push(`t.${column} = $${params.length}`);
  }
  const whereSql = `where ${where.join(' and ')}`;
  const rows = await db.query<{ _total: number }>(
    `select ${area.listColumns}, count(*) over ()::int as _total from ${area.table} t ${whereSql} ${order}
      limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, pageSize, (pageNum - 1) * pageSize],
  );
  const total = rows.length
    ? rows[0]._total
    : (await db.query<{ total: number }>(`select count(*)::int as total from ${area.table} t ${whereSql}`, params))[0].total;
  const list = rows.map(({ _total, ...item }) => item);
  return { list, total };
}

/** One record with its detail columns and its newer (prev) and older (next) neighbours, or undefined. */
export async function contentDetail(db: Queryable, area: ContentTable, id: number) {
  const [row] = await db.query<Record<string, unknown>>(
    `select ${area.listColumns}, ${area.detailColumns},
       (select json_build_object('id', n.id, 'title', n.${area.titleColumn}) from ${area.table} n
         where ${visible('n')} and (n.published_at, n.id) > (t.published_at, t.id) order by n.published_at, n.id limit 1) as prev,
       (select json_build_object('id', n.id, 'title', n.${area.titleColumn}) from ${area.table} n
         where ${visible('n')} and (n.published_at, n.id) < (t.published_at, t.id) order by n.published_at desc, n.id desc limit 1) as next
     from ${area.table} t where t.id = $1 and ${visible('t')}`,
    [id],
  );
  return row;
}

/** When the area's next scheduled row comes due (ms since the epoch), or undefined when none is scheduled. */
export async function nextDue(db: Queryable, area: ContentTable): Promise<number | undefined> {
  const [row] = await db.query<{ due: number | null }>(
    `select (extract(epoch from min(t.published_at)) * 1000)::float8 as due from ${area.table} t where ${scheduled('t')}`,
  );
  return row?.due ?? undefined;
}

export const newsTable: ContentTable = {
  table: 'news',
  listColumns: 'id, title, summary, cover, source, published_at as "publishedAt"',
  detailColumns: 'content, author, views',
  titleColumn: 'title',
};

export const activityTable: ContentTable = {
  table: 'activity',
  listColumns: `id, title, summary, cover, place, start_time as "startTime", end_time as "endTime", capacity,
      signup_deadline as "signupDeadline", published_at as "publishedAt"`,
  detailColumns: 'content, organizer',
  titleColumn: 'title',
};

export const outstandingTable: ContentTable = {
  table: 'outstanding_alumni',
  listColumns: `id, name, honour, graduation_year as "graduationYear", faculty, major, summary, photo,
      published_at as "publishedAt"`,
  detailColumns: 'content',
  titleColumn: 'name',
};

export const organizationTable: ContentTable = {
  table: 'organization',
  listColumns: `id, name, kind, region, summary, cover, ${memberCountSql('t')} as "memberCount",
      to_char(founded_at, 'YYYY-MM-DD') as "foundedAt", published_at as "publishedAt"`,
  detailColumns: 'content, leader, contact',
  titleColumn: 'name',
};
