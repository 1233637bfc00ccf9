import type { FieldCipher } from '../crypto/field-cipher.ts';
import type { Queryable } from '../db/connect.ts';
import type { ReviewQueue } from '../../src/shared/admin/queues.ts';
import { cardNumber } from '../../src/shared/card-number.ts';
import { siteIdentityNow } from './site.ts';

// The review queues' writes. Each runs inside the caller's transaction (the decision, the applicant's message and the
// audit entry commit together); every update is conditional on the status the decision starts from, so of two
// decisions on one item only the first changes it.

/** What a decision needs to know of an item, read under a row lock. */
export interface LockedItem {
  id: number;
  status: string;
  userId: number;
  applicantName: string;
  title: string;
  delivery?: 'post' | 'pickup';
  organizationId?: number;
  graduationYear?: number | null;
  cardNo?: string;
}

const lockSql: Record<ReviewQueue, string> = {
  cards: `select id, card_status as status, id as "userId", name as "applicantName", '' as title,
                 graduation_year as "graduationYear", card_no as "cardNo"
            from app_user where id = $1 and user_type = 'alumni' and not disabled for update`,
  joins: `select r.id, r.status, r.user_id as "userId", u.name as "applicantName", o.name as title, r.organization_id as "organizationId"
            from org_join_request r join app_user u on u.id = r.user_id join organization o on o.id = r.organization_id
           where r.id = $1 for update of r`,
  companies: `select a.id, a.status, a.user_id as "userId", u.name as "applicantName", a.name as title
                from company_application a join app_user u on u.id = a.user_id where a.id = $1 for update of a`,
  certificates: `select id, status, user_id as "userId", name as "applicantName", certificate_type as title, delivery
                   from proof_application where id = $1 for update`,
  proposals: `select a.id, a.status, a.user_id as "userId", u.name as "applicantName", a.title
                from activity_proposal a join app_user u on u.id = a.user_id where a.id = $1 for update of a`,
};

/** The item, locked until the transaction ends, or undefined when there is none. */
export const lockReviewItem = async (tx: Queryable, queue: ReviewQueue, id: number) =>
  (await tx.query<LockedItem>(lockSql[queue], [id]))[0];

/** Which of `ids` exist in the queue (for a batch's answer), those of one organisation when given. */
export async function existingIds(db: Queryable, queue: 'cards' | 'joins', ids: number[], organizationId?: number) {
  const sql =
    queue === 'cards'
      ? `select id from app_user where id = any($1::int[]) and user_type = 'alumni' and not disabled`
      : `select id from org_join_request where id = any($1::int[]) and ($2::int is null or organization_id = $2)`;
  const rows = await db.query<{ id: number }>(sql, queue === 'cards' ? [ids] : [ids, organizationId ?? null]);
  return new Set(rows.map((r) => r.id));
}

/** A card verified: its status, and a number if it has none (<the college's prefix>-<graduation year>-<serial>). Answers the number. */
export async function verifyCard(tx: Queryable, item: LockedItem): Promise<string> {
  let cardNo = item.cardNo ?? '';
  if (!cardNo) {
    const [{ serial }] = await tx.query<{ serial: number }>(`select nextval('alumni_card_no_seq')::int as serial`);
    cardNo = cardNumber((await siteIdentityNow(tx)).cardPrefix, item.graduationYear, serial);
  }
  await tx.query(
    `update app_user set card_status = 'verified', card_reject_reason = '', card_no = $2, card_reviewed_at = now()
      where id = $1 and card_status = 'pending'`,
    [item.id, cardNo],
  );
  return cardNo;
}

/** A new card for a verified one: the version its codes are signed with moves on, so every earlier code fails. */
export async function reissueCard(tx: Queryable, id: number) {
  await tx.query(`update app_user set card_version = card_version + 1 where id = $1 and card_status = 'verified'`, [id]);
}

export async function rejectCard(tx: Queryable, id: number, reason: string) {
  await tx.query(
    `update app_user set card_status = 'rejected', card_reject_reason = $2, card_reviewed_at = now() where id = $1 and card_status = 'pending'`,
    [id, reason],
  );
}

/** A join request answered; an approval makes the applicant a member (counted from these rows: figures.ts). */
export async function decideJoin(tx: Queryable, item: LockedItem, approve: boolean, note: string) {
  await tx.query(`update org_join_request set status = $2, review_note = $3, reviewed_at = now() where id = $1 and status = 'pending'`, [
    item.id,
    approve ? 'approved' : 'rejected',
    note,
  ]);
}

/** What an approval makes of an applicant's plain text: the stored HTML and a plain-text summary (the route derives both). */
export interface ApplicantText {
  summary: string;
  html: string;
}

/**
 * A company application or an activity proposal decided, while still submitted: approved with the row it became
 * (`made`: its column and id), or rejected (no `made`). `note` is the reviewer's note or the reason.
 */
async function decideSubmitted(
  tx: Queryable,
  table: 'company_application' | 'activity_proposal',
  id: number,
  note: string,
  made?: { company_id: number } | { activity_id: number },
) {
  const [column, madeId] = made ? Object.entries(made)[0] : [];
  await tx.query(
    `update ${table} set status = $3, review_note = $2, reviewed_at = now()${column ? `, ${column} = $4` : ''}
      where id = $1 and status = 'submitted'`,
    made ? [id, note, 'approved', madeId] : [id, note, 'rejected'],
  );
}

/** The 企业简介 of a company application, plain text as the applicant typed it. */
export const companyIntroduction = async (tx: Queryable, id: number) =>
  (await tx.query<{ introduction: string }>('select introduction from company_application where id = $1', [id]))[0]?.introduction ?? '';

/**
 * A company application approved: a draft company prefilled from it (an editor completes the summary and publishes it
 * in 内容发布 → 校友企业), its introduction from `text`. Answers the company's number.
 */
export async function approveCompany(tx: Queryable, cipher: FieldCipher, id: number, note: string, text: ApplicantText): Promise<number> {
  // The phone's ciphertext is bound to its column: it is decrypted and sealed again for the company's.
  const [{ phone }] = await tx.query<{ phone: string }>('select contact_phone as phone from company_application where id = $1', [id]);
  const contactPhone = cipher.seal('company.contact_phone', cipher.open('company_application.contact_phone', phone));
  const [{ companyId }] = await tx.query<{ companyId: number }>(
    `insert into company (name, industry, scale, city, logo, summary, introduction, founder_name, founder_graduation,
                          contact_name, contact_phone, contact_email, publish_state, published_at)
     select a.name, a.industry, a.scale, a.city, a.logo, $3, $4, u.name,
            trim(concat_ws(' ', u.graduation_year::text || '届', nullif(u.major, ''))), a.contact_name, $2,
            a.contact_email, 'draft', now()
       from company_application a join app_user u on u.id = a.user_id where a.id = $1
     returning id as "companyId"`,
    [id, contactPhone, text.summary, text.html],
  );
  await decideSubmitted(tx, 'company_application', id, note, { company_id: companyId });
  return companyId;
}

export const rejectCompany = (tx: Queryable, id: number, reason: string) => decideSubmitted(tx, 'company_application', id, reason);

/** A proposal accepted: a draft activity with its fields (organised by the proposer), its text from `text`, to complete and publish. */
export async function acceptProposal(tx: Queryable, id: number, note: string, text: ApplicantText): Promise<number> {
  const [{ activityId }] = await tx.query<{ activityId: number }>(
    `insert into activity (title, summary, cover, content, place, organizer, start_time, end_time, capacity, signup_deadline,
                           published_at, publish_state)
     select a.title, $3, coalesce(nullif(a.cover, ''), '/media/cover-01.svg'), $2, a.place,
            '校友 ' || u.name, a.start_time, a.end_time, a.capacity, a.signup_deadline, now(), 'draft'
       from activity_proposal a join app_user u on u.id = a.user_id where a.id = $1
     returning id as "activityId"`,
    [id, text.html, text.summary],
  );
  await decideSubmitted(tx, 'activity_proposal', id, note, { activity_id: activityId });
  return activityId;
}

export const declineProposal = (tx: Queryable, id: number, reason: string) => decideSubmitted(tx, 'activity_proposal', id, reason);

/** The description of a proposal, to become its activity's text. */
export const proposalDescription = async (tx: Queryable, id: number) =>
  (await tx.query<{ description: string }>('select description from activity_proposal where id = $1', [id]))[0]?.description ?? '';

/** A certificate request moved to its next stage (from one of `from`). */
export async function moveProof(tx: Queryable, id: number, status: string, from: readonly string[], reason: string, trackingNo: string) {
  await tx.query(
    `update proof_application
        set status = $2, updated_at = now(),
            reject_reason = case when $2 = 'rejected' then $3 else reject_reason end,
            tracking_no = case when $2 = 'posted' then $4 else tracking_no end
      where id = $1 and status = any($5::text[])`,
    [id, status, reason, trackingNo, [...from]],
  );
}

/**
 * A card decision's message: it always arrives (the issue: "a card decision always"), whatever the alumnus's switch for
 * review results, and is filed under 审核结果 like the other answers.
 */
export async function deliverAlways(tx: Queryable, userId: number, title: string, content: string) {
  await tx.query(`insert into message (user_id, kind, title, content) values ($1, 'review', $2, $3)`, [userId, title, content]);
}
