import type { Queryable } from '../db/connect.ts';

/** Rows a batch at a time, for an export streaming them out. */
export type RowBatches<Row> = AsyncIterable<Row[]>;

export interface KeysetQuery {
  /** the select list */
  columns: string;
  /** `from …` with its joins */
  from: string;
  /** `where …` or '' (the filter), its parameters $1… in `params` */
  where: string;
  params: unknown[];
  /** the time and the id the rows are ordered by, both descending (e.g. `d.created_at`, `d.id`) */
  time: string;
  id: string;
  limit: number;
  batch?: number;
}

/**
 * Every row of an ordered query, newest first, up to `limit`, read in batches each starting after the last row of the
 * one before (keyset: an index read, not an ever longer OFFSET), so a 50,000-row export never holds the database or
 * the process for more than one batch. The position is kept as the database's text of the time: a JavaScript Date
 * drops microseconds, and rows would be skipped or repeated.
 */
export async function* keysetBatches<Row>(db: Queryable, q: KeysetQuery): RowBatches<Row> {
  const size = q.batch ?? 1000;
  let after: [string, string] | undefined;
  for (let left = q.limit; left > 0;) {
    const params = [...q.params];
    let where = q.where;
    if (after) {
      params.push(...after);
      const next = `(${q.time}, ${q.id}) < ($${params.length - 1}::timestamptz, $${params.length}::bigint)`;
      where = where ? `${where} and ${next}` : `where ${next}`;
    }
    params.push(Math.min(size, left));
    const rows = await db.query<Row & { keyTime: string; keyId: string }>(
      `select ${q.columns}, ${q.time}::text as "keyTime", ${q.id}::text as "keyId" ${q.from} ${where}
        order by ${q.time} desc, ${q.id} desc limit $${params.length}`,
      params,
    );
    if (rows.length === 0) return;
    const last = rows[rows.length - 1];
    after = [last.keyTime, last.keyId];
    left -= rows.length;
    yield rows.map(({ keyTime: _t, keyId: _i, ...row }) => row as Row);
    if (rows.length < size) return;
  }
}

/** How many rows a filter matches, counting no further than `limit` (what an export of at most `limit` holds). */
export const countUpTo = async (db: Queryable, q: Pick<KeysetQuery, 'from' | 'where' | 'params' | 'limit'>) =>
  (
    await db.query<{ n: number }>(`select count(*)::int as n from (select 1 ${q.from} ${q.where} limit $${q.params.length + 1}) t`, [
      ...q.params,
      q.limit,
    ])
  )[0].n;

/** Each batch's rows changed by `fn`. */
export async function* mapBatches<Row, Out>(batches: RowBatches<Row>, fn: (row: Row) => Out): RowBatches<Out> {
  for await (const batch of batches) yield batch.map(fn);
}
