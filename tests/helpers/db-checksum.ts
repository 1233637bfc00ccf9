import type { Queryable } from '../../server/db/connect.ts';

/**
 * Columns that legitimately move without anyone changing data: a signed-in request slides its session's expiry
 * (at most once a minute) before the request is even read.
 */
const MOVING: Record<string, string[]> = {
  session_token: ['expires_at'],
  staff_session: ['last_seen_at'],
  // A refused console sign-in is counted against its account (the lockout) and recorded in the audit log.
  staff_account: ['failed_attempts', 'locked_until'],
};

/**
 * Rows that record an attempt rather than change data: a refused sign-in leaves one (and counts it per address), and
 * so does a refusal at an activity's door (closed, or a number that cannot be a card's); on PostgreSQL every request
 * to a limited route is counted in rate_limit, refused or not (the limits shared by the processes).
 */
const RECORDS: Record<string, string> = {
  audit_log: "entity not in ('staff-session', 'activity-door')",
  staff_sign_in_failure: 'false',
  rate_limit: 'false',
  // The audit log's kept total (migration 035) counts those entries too.
  row_total: "name <> 'audit_log'",
  row_total_delta: "name <> 'audit_log'",
};

/**
 * The checksum's statement for `db`, built once from the catalogue: the tables do not change while a file runs (the
 * schema is migrated before its server starts), and reading information_schema costs as much as a small checksum.
 */
const statements = new WeakMap<Queryable, Promise<string>>();

async function checksumStatement(db: Queryable): Promise<string> {
  const columns = await db.query<{ table: string; column: string }>(
    `select table_name as "table", column_name as "column" from information_schema.columns
      where table_schema = current_schema() order by table_name, ordinal_position`,
  );
  const tables = new Map<string, string[]>();
  for (const { table, column } of columns) {
    if (MOVING[table]?.includes(column)) continue;
    tables.set(table, [...(tables.get(table) ?? []), `"${column}"`]);
  }
  const parts = [...tables].map(
    ([table, cols]) => `(select '${table}:' || count(*) || ':' || coalesce(md5(string_agg(r::text, '|' order by r::text)), '')
                          from (select ${cols.join(', ')} from "${table}" ${RECORDS[table] ? `where ${RECORDS[table]}` : ''}) r)`,
  );
  return `select md5(concat_ws(',', ${parts.join(', ')})) as sum`;
}

/**
 * One md5 over every row of every table in the schema (tables found in the catalogue, so new ones count too).
 * Equal checksums before and after a request mean it changed nothing: no row added, removed or altered.
 */
export async function dbChecksum(db: Queryable): Promise<string> {
  let statement = statements.get(db);
  if (!statement) statements.set(db, (statement = checksumStatement(db)));
  const [{ sum }] = await db.query<{ sum: string }>(await statement);
  return sum;
}
