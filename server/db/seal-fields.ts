import type { Queryable } from './connect.ts';
import { ENCRYPTED_FIELDS, type EncryptedField, type FieldCipher } from '../crypto/field-cipher.ts';

/** How many stored values of each field a pass rewrote. */
export type SealCounts = Record<EncryptedField, number>;

/**
 * Rewrites stored values of every encrypted field under the current key (a data migration, kept in db beside the
 * schema's because the seed uses it too):
 *  - 'clear': only values still in clear (rows from before encryption, or a seed's) — the start-up pass, cheap when
 *    every value already carries the prefix;
 *  - 'rekey': also every ciphertext under an older key (`npm run rekey` after a new key is put first in DATA_KEYS).
 * Each row is updated only while it still holds the value read, so a value another process writes meanwhile is kept.
 * Every table of ENCRYPTED_FIELDS has an integer `id` key.
 */
export async function sealFields(tx: Queryable, cipher: FieldCipher, mode: 'clear' | 'rekey'): Promise<SealCounts> {
  const counts = {} as SealCounts;
  const current = `enc1:${cipher.keys.current.id}:%`;
  for (const field of ENCRYPTED_FIELDS) {
    const [table, column] = field.split('.');
    const stale = mode === 'clear' ? `${column} not like 'enc1:%'` : `${column} not like $1`;
    const rows = await tx.query<{ id: number; value: string }>(
      `select id, ${column} as value from ${table} where ${column} <> '' and ${stale} order by id`,
      mode === 'clear' ? [] : [current],
    );
    counts[field] = rows.length;
    if (!rows.length) continue;
    const sealed = rows.map((r) => cipher.seal(field, cipher.open(field, r.value)));
    await tx.query(
      `update ${table} t set ${column} = v.sealed
         from unnest($1::int[], $2::text[], $3::text[]) as v(id, old, sealed)
        where t.id = v.id and t.${column} = v.old`,
      [rows.map((r) => r.id), rows.map((r) => r.value), sealed],
    );
  }
  return counts;
}

/** The ids of the keys the stored values are encrypted under, each once. */
export async function storedKeyIds(db: Queryable): Promise<string[]> {
  const each = ENCRYPTED_FIELDS.map((field) => {
    const [table, column] = field.split('.');
    return `select split_part(${column}, ':', 2) as id from ${table} where ${column} like 'enc1:%'`;
  });
  return (await db.query<{ id: string }>(`${each.join(' union ')} order by 1`)).map((r) => r.id);
}
