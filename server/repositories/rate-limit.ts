import type { Queryable } from '../db/connect.ts';

/**
 * Counts one hit on `key` in a window of `windowMs` that starts at its first hit (as @fastify/rate-limit's memory store
 * does): one statement, so hits from several processes at once are each counted. The database's clock decides, so the
 * processes agree on when a window ends. Answers the hits so far and the milliseconds left in the window.
 */
export async function countHit(db: Queryable, key: string, windowMs: number): Promise<{ hits: number; ttlMs: number }> {
  const [row] = await db.query<{ hits: number; ttl_ms: number }>(
    `insert into rate_limit as r (key, window_start, hits) values ($1, now(), 1)
     on conflict (key) do update set
       window_start = case when r.window_start + $2 * interval '1 millisecond' <= now() then now() else r.window_start end,
       hits = case when r.window_start + $2 * interval '1 millisecond' <= now() then 1 else r.hits + 1 end
     returning hits, greatest(0, $2 - extract(epoch from (now() - window_start)) * 1000)::float8 as ttl_ms`,
    [key, windowMs],
  );
  return { hits: row.hits, ttlMs: Math.ceil(row.ttl_ms) };
}

/** Forgets the keys whose window began before `before` (every limit's window is far shorter). */
export async function purgeRateLimits(db: Queryable, before: Date): Promise<number> {
  return (await db.query('delete from rate_limit where window_start < $1 returning 1', [before])).length;
}
