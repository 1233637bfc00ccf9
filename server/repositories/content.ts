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
  /** the list's order (sort expressions on alias `t`) when it is not newest first */
  order?: string;
}

const newestFirst = 't.published_at desc, t.id desc';

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
    `select ${area.listColumns}, count(*) over ()::int as _total from ${area.table} t ${whereSql} order by ${area.order ?? newestFirst}
      limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, pageSize, (pageNum - 1) * pageSize],
  );
  const total = rows.length
    ? rows[0]._total
    : (await db.query<{ total: number }>(`select count(*)::int as total from ${area.table} t ${whereSql}`, params))[0].total;
  const list = rows.map(({ _total, ...item }) => item);
  return { list, total };
}

/** One record with its detail columns and its neighbours in the list (prev before it, next after it), or undefined. */
export async function contentDetail(db: Queryable, area: ContentTable, id: number) {
  if (area.order) return orderedDetail(db, area, area.order, id);
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

/**
 * `contentDetail` for a list in an order of its own: the neighbours are the rows beside it in that order, found over
 * the area's visible ids and titles (the newest-first order above uses its index instead).
 */
async function orderedDetail(db: Queryable, area: ContentTable, order: string, id: number) {
  const neighbour = `json_build_object('id', t.id, 'title', t.${area.titleColumn})`;
  const [row] = await db.query<Record<string, unknown>>(
    `with ordered as (
       select t.id, lag(${neighbour}) over w as prev, lead(${neighbour}) over w as next
         from ${area.table} t where ${visible('t')} window w as (order by ${order}))
     select ${area.listColumns}, ${area.detailColumns}, o.prev, o.next from ${area.table} t join ordered o using (id) where id = $1`,
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
  // What a visitor can still attend comes first, soonest first (one under way counts until it ends); then the past
  // ones, the latest first.
  order: `t.end_time <= now(), case when t.end_time > now() then t.start_time end asc, t.start_time desc, t.id desc`,
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

export const noticeTable: ContentTable = {
  table: 'notice',
  listColumns: 'id, title, published_at as "publishedAt"',
  detailColumns: 'content',
  titleColumn: 'title',
};
