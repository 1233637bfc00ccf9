import type { Queryable } from '../db/connect.ts';

/**
 * Records each key's check value unless its id already has one (another process may record the same at once), and
 * answers the value stored for every id asked about.
 */
export async function keepKeyChecks(db: Queryable, checks: ReadonlyArray<{ keyId: string; checkValue: string }>) {
  const ids = checks.map((c) => c.keyId);
  await db.query(
    `insert into data_key_check (key_id, check_value) select * from unnest($1::text[], $2::text[]) on conflict (key_id) do nothing`,
    [ids, checks.map((c) => c.checkValue)],
  );
  return db.query<{ keyId: string; checkValue: string }>(
    'select key_id as "keyId", check_value as "checkValue" from data_key_check where key_id = any($1::text[])',
    [ids],
  );
}
