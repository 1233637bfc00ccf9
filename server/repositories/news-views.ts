import type { Queryable } from '../db/connect.ts';
import { visible } from './sql.ts';

/**
 * The day's salt for visitor hashes: `fresh` when this call is the day's first (in any process), which then deletes
 * the past days' views and salts, so yesterday's hashes can no longer be recomputed from an address.
 */
export async function daySalt(db: Queryable, day: string, fresh: string): Promise<string> {
  const [made] = await db.query<{ salt: string }>(
    'insert into view_salt (day, salt) values ($1, $2) on conflict (day) do nothing returning salt',
    [day, fresh],
  );
  if (!made) return (await db.query<{ salt: string }>('select salt from view_salt where day = $1', [day]))[0].salt;
  await db.query('delete from news_view where day < $1', [day]);
  await db.query('delete from view_salt where day < $1', [day]);
  return made.salt;
}

/**
 * Counts a view of a public news article once per visitor and day: a repeat is one insert that does nothing, a first
 * view adds one to the article's counter. Answers the article's views, or undefined when no such article is public.
 */
export async function recordNewsView(db: Queryable, newsId: number, day: string, visitor: string): Promise<number | undefined> {
  const [row] = await db.query<{ views: number | null }>(
    `with seen as (
       insert into news_view (day, news_id, visitor) select $2, t.id, $3 from news t where t.id = $1 and ${visible('t')}
       on conflict do nothing returning news_id),
     counted as (update news t set views = t.views + 1 from seen where t.id = seen.news_id returning t.views)
     select coalesce((select views from counted), (select t.views from news t where t.id = $1 and ${visible('t')})) as views`,
    [newsId, day, visitor],
  );
  return row?.views ?? undefined;
}
