import type { Queryable } from '../db/connect.ts';

// Account erasure: the request (disable and sign out everywhere), the sign-in's cancel ticket, the cancellation, and
// the erasure itself. What the erasure keeps, and why, is in README (个人信息保护).

/** What an erased person's row keeps: nothing personal, so donations and sign-ups still point at a valid row. */
export const ERASED_NAME = '已注销用户';

export interface ErasureRow {
  id: number;
  userId: number;
  dueAt: Date;
  requestedAt: Date;
}

/** Records the request; null when one is already pending (the unique index decides, so two clicks make one). */
export async function insertErasureRequest(tx: Queryable, userId: number, requestedAt: Date, dueAt: Date) {
  const rows = await tx.query<{ id: number }>(
    `insert into erasure_request (user_id, requested_at, due_at) values ($1, $2, $3)
     on conflict (user_id) where cancelled_at is null and erased_at is null do nothing returning id`,
    [userId, requestedAt, dueAt],
  );
  return rows[0]?.id ?? null;
}

/**
 * Disables the account and ends every way it is signed in: web sessions, mini-program sessions, unspent login codes
 * and open QR login tickets of its WeChat accounts. Answers how many were ended.
 */
export async function disableAndSignOutEverywhere(tx: Queryable, userId: number): Promise<number> {
  await tx.query('update app_user set disabled = true where id = $1', [userId]);
  const openids = 'select openid from wx_account where user_id = $1';
  const counted = async (sql: string) => (await tx.query(sql, [userId])).length;
  return (
    (await counted('update session_token set revoked_at = now() where user_id = $1 and revoked_at is null returning 1')) +
    (await counted(`delete from mp_session where openid in (${openids}) returning 1`)) +
    (await counted(`delete from login_code where openid in (${openids}) and used_at is null returning 1`)) +
    (await counted(
      `update login_ticket set status = 'cancelled' where openid in (${openids}) and status in ('created', 'scanned', 'confirmed') returning 1`,
    ))
  );
}

/** A person's pending request, if any. */
export const pendingErasure = async (db: Queryable, userId: number) =>
  (
    await db.query<ErasureRow>(
      `select id, user_id as "userId", due_at as "dueAt", requested_at as "requestedAt"
       from erasure_request where user_id = $1 and cancelled_at is null and erased_at is null`,
      [userId],
    )
  )[0];

/** Gives the pending request a fresh cancel ticket (only its hash is kept); the previous one stops working. */
export async function setCancelTicket(db: Queryable, requestId: number, ticketHash: string, expiresAt: Date) {
  await db.query('update erasure_request set cancel_ticket_hash = $2, cancel_ticket_expires_at = $3 where id = $1', [
    requestId,
    ticketHash,
    expiresAt,
  ]);
}

/**
 * Cancels the pending request a live ticket belongs to and re-enables the account: one statement spends the ticket,
 * so it works once. Answers the person, or undefined for an unknown, spent or expired ticket.
 */
export async function cancelByTicket(tx: Queryable, ticketHash: string) {
  const [row] = await tx.query<{ id: number; userId: number }>(
    `update erasure_request set cancelled_at = now(), cancel_ticket_hash = null, cancel_ticket_expires_at = null
      where cancel_ticket_hash = $1 and cancel_ticket_expires_at > now() and cancelled_at is null and erased_at is null
      returning id, user_id as "userId"`,
    [ticketHash],
  );
  if (!row) return undefined;
  const [user] = await tx.query<{ userType: 'alumni' | 'member'; cardStatus: 'verified' | 'pending' | 'rejected' }>(
    `update app_user set disabled = false where id = $1 returning user_type as "userType", card_status as "cardStatus"`,
    [row.userId],
  );
  return { ...row, ...user };
}

/** Pending requests due at `now`, locked for the job's transaction. */
export const dueErasures = (tx: Queryable, now: Date) =>
  tx.query<{ id: number; userId: number }>(
    `select id, user_id as "userId" from erasure_request
      where cancelled_at is null and erased_at is null and due_at <= $1 order by due_at for update`,
    [now],
  );

/**
 * Erases or anonymises every personal field of a person in every table, keeping referential integrity:
 *  - the app_user row stays, holding nothing personal, so donations (kept for the accounts) and other rows still
 *    point at a valid row; its WeChat accounts, sessions, codes, tickets and messages go;
 *  - requests only they had a use for go (certificates, organisation joins, company applications, activity proposals,
 *    visitors of campus visits); appointments and sign-ups stay as counts with their free text cleared, and those
 *    still ahead are cancelled so their places return;
 *  - donations stay (amount, project, date, order number) with the message cleared and the donor anonymous;
 *  - what staff published from their proposals (an activity, a company page) stays public content with the person's
 *    name and contact details removed; uploads they sent are disowned and left to the unreferenced-upload purge.
 */
export async function erasePerson(tx: Queryable, userId: number, today: string) {
  const q = (sql: string, params: unknown[] = [userId]) => tx.query(sql, params);
  // Places of visits and activities still ahead go back to the slot and the activity.
  const upcoming = await tx.query<{ visitDate: string; slotId: number; visitorCount: number }>(
    `update appointment set status = 'cancelled', cancelled_at = now()
      where user_id = $1 and status = 'booked' and visit_date >= $2::date
      returning to_char(visit_date, 'YYYY-MM-DD') as "visitDate", slot_id as "slotId", visitor_count as "visitorCount"`,
    [userId, today],
  );
  for (const a of upcoming) {
    await q('update slot_booking set booked = greatest(booked - $3, 0) where visit_date = $1::date and slot_id = $2', [
      a.visitDate,
      a.slotId,
      a.visitorCount,
    ]);
  }
  const signups = await tx.query<{ activityId: number }>(
    `update activity_signup s set status = 'cancelled', cancelled_at = now()
       from activity a
      where a.id = s.activity_id and s.user_id = $1 and s.status = 'signed' and a.start_time > now()
      returning s.activity_id as "activityId"`,
    [userId],
  );
  for (const s of signups) await q('update activity set signed_count = greatest(signed_count - 1, 0) where id = $1', [s.activityId]);
  await q("update appointment set car_plate = '', reason = '' where user_id = $1");
  await q('delete from appointment_visitor where appointment_id in (select id from appointment where user_id = $1)');

  await q('delete from org_join_request where user_id = $1');
  await q('delete from proof_application where user_id = $1');
  await q(
    `update company set founder_name = '', founder_graduation = '', contact_name = '', contact_phone = '', contact_email = ''
      where id in (select company_id from company_application where user_id = $1 and company_id is not null)`,
  );
  await q('delete from company_application where user_id = $1');
  await q(
    `update activity set organizer = '校友'
      where id in (select activity_id from activity_proposal where user_id = $1 and activity_id is not null)`,
  );
  await q('delete from activity_proposal where user_id = $1');

  await q("update donation set message = '', public_display = 'anonymous' where user_id = $1");
  await q('delete from message where user_id = $1');
  // Consents are kept as long as the account they were given by (migration 019), and go with it.
  await q('delete from consent_record where user_id = $1');
  await q("update upload set user_id = null, original_name = '' where user_id = $1");

  const openids = 'select openid from wx_account where user_id = $1';
  await q(`delete from login_ticket where openid in (${openids})`);
  await q(`delete from login_code where openid in (${openids})`);
  await q(`delete from mp_session where openid in (${openids})`);
  await q('delete from wx_account where user_id = $1');
  await q('delete from session_token where user_id = $1');

  await tx.query(
    `update app_user set name = $2, card_status = 'rejected', card_reject_reason = '', student_no = '', roster_record_id = null,
            faculty = '', major = '', graduation_year = null, city = '', company = '', phone = '', photo = '', card_no = '',
            organization_name = '', id_number_tail = '', disabled = true, findable = false, show_city = false,
            show_company = false, notify_review = false, notify_activity = false
      where id = $1`,
    [userId, ERASED_NAME],
  );
  await q(
    'update erasure_request set erased_at = now(), cancel_ticket_hash = null, cancel_ticket_expires_at = null where user_id = $1 and erased_at is null and cancelled_at is null',
  );
}

export interface ErasureListRow {
  id: number;
  userId: number;
  name: string;
  requestedAt: Date;
  dueAt: Date;
  cancelledAt: Date | null;
  erasedAt: Date | null;
}

/** Pending requests and those cancelled or carried out since `since`, for the console: pending first, then newest. */
export const erasureList = (db: Queryable, since: Date) =>
  db.query<ErasureListRow>(
    `select r.id, r.user_id as "userId", u.name, r.requested_at as "requestedAt", r.due_at as "dueAt",
            r.cancelled_at as "cancelledAt", r.erased_at as "erasedAt"
       from erasure_request r join app_user u on u.id = r.user_id
      where (r.cancelled_at is null and r.erased_at is null) or coalesce(r.erased_at, r.cancelled_at) >= $1
      order by (r.cancelled_at is null and r.erased_at is null) desc, r.due_at, r.id desc
      limit 500`,
    [since],
  );
