import type { FieldCipher } from '../crypto/field-cipher.ts';
import type { Queryable } from '../db/connect.ts';
import type { SubscribeKind } from '../wechat/subscribe-message.ts';

// The mini-program's side of a card application (read one's own, resubmit after a rejection) and the subscribe
// messages: the subscriptions people allowed, the messages to send, and the day-before activity reminders.

export interface MyApplicationRow {
  cardStatus: 'verified' | 'pending' | 'rejected';
  reason: string;
  previousReason: string;
  submittedAt: Date;
  resubmittedAt: Date | null;
  decidedAt: Date | null;
  name: string;
  studentNo: string;
  faculty: string;
  graduationYear: number | null;
}

export const myApplication = async (db: Queryable, userId: number) =>
  (
    await db.query<MyApplicationRow>(
      `select card_status as "cardStatus", card_reject_reason as reason, card_previous_reason as "previousReason",
              created_at as "submittedAt", card_resubmitted_at as "resubmittedAt", card_reviewed_at as "decidedAt",
              name, student_no as "studentNo", faculty, graduation_year as "graduationYear"
         from app_user where id = $1 and not disabled`,
      [userId],
    )
  )[0];

/**
 * A rejected application edited and sent again: waiting for review once more, the reason it was rejected for kept as
 * the earlier reason. Answers false when the application is not rejected (decided meanwhile, or never rejected).
 */
export async function resubmitApplication(
  tx: Queryable,
  cipher: FieldCipher,
  userId: number,
  a: { name: string; studentNo: string; faculty: string; graduationYear: number; idNumberTail: string },
): Promise<boolean> {
  const rows = await tx.query(
    `update app_user
        set name = $2, student_no = $3, faculty = $4, graduation_year = $5, id_number_tail = $6,
            card_status = 'pending', card_previous_reason = card_reject_reason, card_reject_reason = '',
            card_resubmitted_at = now(), card_reviewed_at = null
      where id = $1 and card_status = 'rejected' and not disabled
      returning 1`,
    [userId, a.name, a.studentNo, a.faculty, a.graduationYear, cipher.seal('app_user.id_number_tail', a.idNumberTail)],
  );
  return rows.length > 0;
}

/** Each kind the person allowed in wx.requestSubscribeMessage: one message of that template may be sent. */
export async function recordSubscriptions(
  db: Queryable,
  accountOpenid: string,
  mpOpenid: string,
  allowed: Array<{ kind: SubscribeKind; templateId: string }>,
) {
  for (const a of allowed) {
    await db.query('insert into mp_subscription (account_openid, mp_openid, kind, template_id) values ($1, $2, $3, $4)', [
      accountOpenid,
      mpOpenid,
      a.kind,
      a.templateId,
    ]);
  }
}

/**
 * A subscribe message for `userId`, inside the caller's transaction, when the person has an unspent subscription to
 * the kind's template: the subscription is spent on it (one 允许, one message). The same dedupe key twice writes one.
 * Answers whether a message was queued.
 */
export async function queueSubscribeMessage(
  tx: Queryable,
  m: { userId: number; kind: SubscribeKind; templateId: string; dedupeKey: string; page: string; fields: Record<string, string> },
): Promise<boolean> {
  const [subscription] = await tx.query<{ id: number }>(
    `select s.id from mp_subscription s join wx_account w on w.openid = s.account_openid
      where w.user_id = $1 and s.kind = $2 and s.template_id = $3 and s.used_at is null
      order by s.granted_at, s.id limit 1 for update of s skip locked`,
    [m.userId, m.kind, m.templateId],
  );
  if (!subscription) return false;
  const queued = await tx.query(
    `insert into subscribe_message (dedupe_key, user_id, subscription_id, kind, page, fields)
     values ($1, $2, $3, $4, $5, $6) on conflict (dedupe_key) do nothing returning 1`,
    [m.dedupeKey, m.userId, subscription.id, m.kind, m.page, JSON.stringify(m.fields)],
  );
  if (!queued.length) return false;
  await tx.query('update mp_subscription set used_at = now() where id = $1', [subscription.id]);
  return true;
}

export interface DueMessage {
  id: number;
  userId: number;
  kind: SubscribeKind;
  page: string;
  fields: Record<string, string>;
  attempts: number;
  touser: string;
  templateId: string;
}

/**
 * Up to `limit` messages due now, each leased for five minutes and counted as one more try, so another process (or a
 * run that dies mid-send) does not send it again before the lease ends.
 */
export async function claimDueMessages(db: Queryable, limit: number): Promise<DueMessage[]> {
  const rows = await db.query<DueMessage & { fields: Record<string, string> | string }>(
    `update subscribe_message m set attempts = m.attempts + 1, next_attempt_at = now() + interval '5 minutes'
       from mp_subscription s
      where s.id = m.subscription_id
        and m.id in (select id from subscribe_message where state = 'pending' and next_attempt_at <= now()
                      order by next_attempt_at, id limit $1 for update skip locked)
      returning m.id, m.user_id as "userId", m.kind, m.page, m.fields, m.attempts, s.mp_openid as touser,
                s.template_id as "templateId"`,
    [limit],
  );
  return rows.map((r) => ({ ...r, fields: typeof r.fields === 'string' ? (JSON.parse(r.fields) as Record<string, string>) : r.fields }));
}

export async function finishMessage(
  db: Queryable,
  id: number,
  result: { state: 'sent' | 'failed'; outcome: string } | { state: 'pending'; outcome: string; retryInMinutes: number },
) {
  await db.query(
    `update subscribe_message
        set state = $2, outcome = $3,
            next_attempt_at = case when $2 = 'pending' then now() + make_interval(mins => $4::int) else next_attempt_at end,
            finished_at = case when $2 = 'pending' then null else now() end
      where id = $1`,
    [id, result.state, result.outcome, result.state === 'pending' ? result.retryInMinutes : 0],
  );
}

export interface ReminderRow {
  activityId: number;
  userId: number;
  title: string;
  place: string;
  startTime: Date;
}

/**
 * The sign-ups of activities starting in [from, to) not yet reminded, each marked reminded in the same statement:
 * several processes, or a run repeated within the day, remind each person of each activity once.
 */
export const takeDueReminders = (tx: Queryable, from: Date, to: Date) =>
  tx.query<ReminderRow>(
    `with due as (
       insert into activity_reminder (activity_id, user_id)
       select s.activity_id, s.user_id from activity_signup s join activity a on a.id = s.activity_id
        where s.status = 'signed' and a.start_time >= $1 and a.start_time < $2
       on conflict do nothing
       returning activity_id, user_id)
     select d.activity_id as "activityId", d.user_id as "userId", a.title, a.place, a.start_time as "startTime"
       from due d join activity a on a.id = d.activity_id
      order by d.activity_id, d.user_id`,
    [from, to],
  );
