import type { Queryable } from '../db/connect.ts';
import type { StaffInbox } from '../../src/shared/api/admin-money.ts';

export interface NewStaffMessage {
  title: string;
  body: string;
  link?: string;
}

/** One note to every 管理员 whose account is in use, written in the caller's transaction; how many were told. */
export async function messageAllAdmins(tx: Queryable, m: NewStaffMessage): Promise<number> {
  const rows = await tx.query(
    `insert into staff_message (staff_id, title, body, link)
     select id, $1, $2, $3 from staff_account where 'admin' = any (roles) and not disabled returning id`,
    [m.title, m.body, m.link ?? ''],
  );
  return rows.length;
}

/** A member of staff's latest notes, newest first, and how many of all theirs are unread. */
export async function staffInbox(db: Queryable, staffId: number, limit = 20): Promise<StaffInbox> {
  const [list, [{ unread }]] = await Promise.all([
    db.query<StaffInbox['list'][number]>(
      `select id::int as id, title, body, link, created_at as "createdAt", read_at is not null as read
         from staff_message where staff_id = $1 order by id desc limit $2`,
      [staffId, limit],
    ),
    db.query<{ unread: number }>('select count(*)::int as unread from staff_message where staff_id = $1 and read_at is null', [staffId]),
  ]);
  return { unread, list };
}

/** Marks all of a member of staff's notes read; how many were unread. */
export const markInboxRead = async (db: Queryable, staffId: number) =>
  (await db.query('update staff_message set read_at = now() where staff_id = $1 and read_at is null returning id', [staffId])).length;
