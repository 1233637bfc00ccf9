import type { FieldCipher } from '../crypto/field-cipher.ts';
import type { Queryable } from '../db/connect.ts';
import { listColumns, type RecordListRow } from './roster.ts';

// 校友信息库's likely duplicates: records of the same name and 届, or of the same ID number. ID numbers are encrypted
// with a fresh IV each time, so the same number is found by its blind index (alumni_record.id_number_index, migration
// 050), never by decrypting the roster per request.

const FIELD = 'alumni_record.id_number';
const BATCH = 5000;

/** The index of an ID number as stored (upper case X), under the current key. */
const indexOf = (cipher: FieldCipher, idNumber: string) => cipher.index(FIELD, idNumber.trim().toUpperCase());

/**
 * Writes the blind index of the records that have none (imported, or their number changed, since), 5,000 at a time;
 * with `rekeyed`, also of those indexed under another key than the current one (at start, after `npm run rekey` or a
 * new key). Answers how many. A record whose number changes meanwhile keeps no index for the old one: the update
 * matches the number read.
 */
export async function indexIdNumbers(db: Queryable, cipher: FieldCipher, { rekeyed = false } = {}): Promise<number> {
  let indexed = 0;
  const stale = rekeyed ? ` or (id_number <> '' and id_number_index not like $1)` : '';
  for (;;) {
    const rows = await db.query<{ id: number; stored: string }>(
      `select id, id_number as stored from alumni_record
        where (id_number_index is null and id_number <> '')${stale} order by id limit ${BATCH}`,
      rekeyed ? [`${cipher.keys.current.id}:%`] : [],
    );
    if (!rows.length) return indexed;
    await db.query(
      `update alumni_record r set id_number_index = v.ix
         from unnest($1::int[], $2::text[], $3::text[]) as v(id, stored, ix)
        where r.id = v.id and r.id_number = v.stored`,
      [rows.map((r) => r.id), rows.map((r) => r.stored), rows.map((r) => indexOf(cipher, cipher.open(FIELD, r.stored)))],
    );
    indexed += rows.length;
  }
}

/** Why a record is suggested as a duplicate of another. */
export type DuplicateReason = 'nameYear' | 'idNumber';

/** The records that are likely the same person as record `id` (at most 20), each with why, by 学号. */
export async function likelyDuplicates(
  db: Queryable,
  cipher: FieldCipher,
  id: number,
): Promise<Array<RecordListRow & { reasons: DuplicateReason[] }>> {
  await indexIdNumbers(db, cipher);
  const rows = await db.query<RecordListRow & { sameNameYear: boolean; sameIdNumber: boolean }>(
    `with k as (select id, name, graduation_year, id_number_index from alumni_record where id = $1)
     select ${listColumns},
            (r.name = k.name and r.graduation_year = k.graduation_year) as "sameNameYear",
            coalesce(r.id_number_index = k.id_number_index, false) as "sameIdNumber"
       from alumni_record r, k
      where r.id <> k.id
        and r.id in (select d.id from alumni_record d where d.name = k.name and d.graduation_year = k.graduation_year
                     union all
                     select d.id from alumni_record d where d.id_number_index = k.id_number_index)
      order by r.student_no
      limit 20`,
    [id],
  );
  return rows.map(({ sameNameYear, sameIdNumber, ...row }) => ({
    ...row,
    reasons: [...(sameNameYear ? ['nameYear' as const] : []), ...(sameIdNumber ? ['idNumber' as const] : [])],
  }));
}
