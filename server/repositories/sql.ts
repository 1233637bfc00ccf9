import type { Queryable } from '../db/connect.ts';
/** `%text%` for LIKE / ILIKE (with `escape '\'`, PostgreSQL's default), the wildcards in `text` matched literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The one rule of what the public sees of a publishable table (alias `t`): published, its publication time come, not
 * deleted. Every public query of news, activities, outstanding alumni, organisations, notices, scenery, donation
 * projects, companies and positions filters with it; the console reads every row.
 */
export const visible = (t: string) => `(${t}.publish_state = 'published' and ${t}.published_at <= now() and ${t}.deleted_at is null)`;

/** Rows `visible` will show once their publication time comes: published for later, not deleted. */
export const scheduled = (t: string) => `(${t}.publish_state = 'published' and ${t}.published_at > now() and ${t}.deleted_at is null)`;

/**
 * A total the database keeps up to date as rows change (row_total plus the deltas since the clean-up job folded them
 * in, migration 035), answered as the page queries answer a count.
 */
export const rowTotal = (db: Queryable, name: 'directory' | 'audit_log') =>
  db.query<{ total: number }>(
    `select (t.total + coalesce((select sum(d.delta) from row_total_delta d where d.name = t.name), 0))::int as total
       from row_total t where t.name = $1`,
    [name],
  );
