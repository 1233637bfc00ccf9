import type { Queryable } from '../db/connect.ts';
import { withoutInvisible } from '../../src/shared/hidden-characters.ts';

export interface UploadRecord {
  path: string;
  userId: number | null;
  staffId: number | null;
  size: number;
  originalName: string;
}

/** The client's file name as a note only (never a path): its last segment, without control or invisible characters, capped. */
export const cleanName = (name: string) =>
  // eslint-disable-next-line no-control-regex
  withoutInvisible((name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '')).slice(0, 200);

export async function recordUpload(db: Queryable, u: UploadRecord) {
  await db.query('insert into upload (path, user_id, staff_id, size, original_name) values ($1, $2, $3, $4, $5)', [
    u.path,
    u.userId,
    u.staffId,
    u.size,
    cleanName(u.originalName),
  ]);
}

/** A record whose file could not be written. */
export async function forgetUpload(db: Queryable, path: string) {
  await db.query('delete from upload where path = $1', [path]);
}

/** Holds the alumnus's row until the transaction ends: one quota count at a time per person. */
export async function lockUser(tx: Queryable, userId: number) {
  await tx.query('select 1 from app_user where id = $1 for update', [userId]);
}

/** What an alumnus stored since `since`: the quota's count. */
export async function uploadsSince(db: Queryable, userId: number, since: Date) {
  const [row] = await db.query<{ files: number; bytes: number }>(
    'select count(*)::int as files, coalesce(sum(size), 0)::bigint::float8 as bytes from upload where user_id = $1 and created_at >= $2',
    [userId, since],
  );
  return row;
}

/**
 * Tables whose text could name an upload (a cover, a logo, a picture in an article): every text column but these (the
 * database store's own rows hold the pictures, they do not refer to them).
 */
const notReferences = new Set(['upload', 'upload_blob', 'audit_log', 'schema_migrations']);

/**
 * Uploads stored before `before` that no row of any table refers to (in any text column, so pictures inside
 * articles count too). The audit log is not a reference: it records the upload itself.
 */
export async function unreferencedUploads(db: Queryable, before: Date): Promise<string[]> {
  const candidates = (await db.query<{ path: string }>('select path from upload where created_at < $1', [before])).map((r) => r.path);
  if (candidates.length === 0) return [];
  const columns = await db.query<{ table: string; column: string }>(
    `select c.table_name as "table", c.column_name as "column"
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character varying', 'json', 'jsonb')`,
  );
  const byTable = new Map<string, string[]>();
  for (const c of columns) {
    if (notReferences.has(c.table)) continue;
    byTable.set(c.table, [...(byTable.get(c.table) ?? []), c.column]);
  }
  const left = new Set(candidates);
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
  // One pass over each table: the upload addresses its text holds, cut out and matched against the candidates by
  // equality (a hash join), rather than every candidate searched for in every row (hours of strpos at 100,000 rows).
  // Upload names are hex and an extension (server/routes/uploads.ts), so an address ends where those characters do
  // (a full stop after it ends a sentence).
  for (const [table, cols] of byTable) {
    if (left.size === 0) break;
    const text = `concat_ws(' ', ${cols.map((c) => `t.${quote(c)}::text`).join(', ')})`;
    const found = await db.query<{ path: string }>(
      `select distinct u.path from unnest($1::text[]) as u(path)
         join (select rtrim(m[1], '.') as path from ${quote(table)} t, regexp_matches(${text}, '(/uploads/[A-Za-z0-9._-]+)', 'g') as m
                where strpos(${text}, '/uploads/') > 0) r on r.path = u.path`,
      [[...left]],
    );
    for (const f of found) left.delete(f.path);
  }
  return [...left];
}

export async function forgetUploads(db: Queryable, paths: string[]) {
  if (paths.length > 0) await db.query('delete from upload where path = any($1::text[])', [paths]);
}
