import type { Queryable } from '../db/connect.ts';

export type MessageKind = 'system' | 'review' | 'activity';

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

/** Escapes text placed into a message's HTML body. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
