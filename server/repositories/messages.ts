import type { Queryable } from '../db/connect.ts';
import type { Message, MessageKind } from '../../src/shared/api/account.ts';

/**
 * Puts a message in a user's inbox, inside the caller's transaction so it exists exactly when the record does.
 * Review results and activity reminders respect the user's preferences (account settings); system notices always arrive.
 * Answers whether a message was written.
 */
export async function deliver(tx: Queryable, userId: number, kind: MessageKind, title: string, content: string): Promise<boolean> {
  const rows = await tx.query(
    `insert into message (user_id, kind, title, content)
     select id, $2, $3, $4 from app_user
      where id = $1 and case $2 when 'review' then notify_review when 'activity' then notify_activity else true end
     returning id`,
    [userId, kind, title, content],
  );
  return rows.length > 0;
}

/** A page of the user's messages, unread first, then newest, and their total. */
export async function messagePage(db: Queryable, userId: number, pageNum: number, pageSize: number) {
  const [list, [{ total }]] = await Promise.all([
    db.query<Message>(
      `select id, kind, title, content, read_at is not null as read, created_at as "createdAt"
         from message where user_id = $1
        order by read_at is not null, created_at desc, id desc limit $2 offset $3`,
      [userId, pageSize, (pageNum - 1) * pageSize],
    ),
    db.query<{ total: number }>('select count(*)::int as total from message where user_id = $1', [userId]),
  ]);
  return { list, total };
}

export const unreadCount = async (db: Queryable, userId: number) =>
  (await db.query<{ count: number }>('select count(*)::int as count from message where user_id = $1 and read_at is null', [userId]))[0]
    .count;

/** Marks one of the user's messages read; false when the user has no such message. */
export const markRead = async (db: Queryable, userId: number, id: number) =>
  (await db.query('update message set read_at = coalesce(read_at, now()) where id = $1 and user_id = $2 returning id', [id, userId]))
    .length > 0;

/** Marks all the user's unread messages read; answers how many. */
export const markAllRead = async (db: Queryable, userId: number) =>
  (await db.query('update message set read_at = now() where user_id = $1 and read_at is null returning id', [userId])).length;
