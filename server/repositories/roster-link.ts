import type { Queryable } from '../db/connect.ts';

// An account's link to the roster (issue 48): a link to one record (app_user.roster_record_id), made when the account's
// card is verified against that record, never because the account carries a 学号 that another account may carry too.
// One record links to one account at most (a unique constraint, migration 046); an account erased loses its link.

/** The account holding a record's link, as the card queue shows it beside an application for the same record. */
export interface RecordHolder {
  recordId: number;
  id: number;
  name: string;
  cardStatus: 'pending' | 'verified' | 'rejected';
  cardNo: string;
  /** the day the account was made, China time: YYYY-MM-DD */
  createdOn: string;
  disabled: boolean;
}

/** The accounts linked to these records, keyed by record (a disabled account awaiting erasure still holds its link). */
export async function holdersOf(db: Queryable, recordIds: readonly number[]): Promise<Map<number, RecordHolder>> {
  if (!recordIds.length) return new Map();
  const rows = await db.query<RecordHolder>(
    `select roster_record_id as "recordId", id, name, card_status as "cardStatus", card_no as "cardNo", disabled,
            to_char(created_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as "createdOn"
       from app_user where roster_record_id = any($1::int[])`,
    [recordIds],
  );
  return new Map(rows.map((r) => [r.recordId, r]));
}

/**
 * Takes record `recordId` for account `userId` inside the caller's transaction: the record's row is locked first, so
 * of two applications for one record the second waits for the first and then finds the record taken. Answers the
 * account that already holds it (another one), or null when it is now linked to `userId`.
 */
export async function linkRecord(tx: Queryable, recordId: number, userId: number): Promise<RecordHolder | null> {
  const locked = await tx.query('select id from alumni_record where id = $1 for update', [recordId]);
  if (!locked.length) throw new Error(`roster record ${recordId} is gone`);
  const holder = (await holdersOf(tx, [recordId])).get(recordId);
  if (holder && holder.id !== userId) return holder;
  await tx.query('update app_user set roster_record_id = $2 where id = $1', [userId, recordId]);
  return null;
}

/**
 * New records of an import linked to the verified account carrying their 学号, where exactly one does and it has no
 * link yet (an alumnus the office verified before the roster had their record). Answers how many were linked.
 */
export async function linkNewRecords(tx: Queryable, recordIds: readonly number[]): Promise<number> {
  if (!recordIds.length) return 0;
  const rows = await tx.query(
    `update app_user u set roster_record_id = r.id
       from alumni_record r
      where r.id = any($1::int[]) and u.student_no = r.student_no and u.roster_record_id is null
        and u.user_type = 'alumni' and u.card_status = 'verified' and not u.disabled
        and not exists (select 1 from app_user h where h.roster_record_id = r.id)
        and (select count(*) from app_user o
              where o.student_no = r.student_no and o.user_type = 'alumni' and o.card_status = 'verified' and not o.disabled) = 1
      returning u.id`,
    [recordIds],
  );
  return rows.length;
}
