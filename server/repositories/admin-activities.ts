import type { FieldCipher } from '../crypto/field-cipher.ts';
import type { Queryable } from '../db/connect.ts';
import type { AdminActivity, AdminSignup, AdminWalkIn, CheckinMethod } from '../../src/shared/api/admin-activities.ts';
import { containsPattern } from './sql.ts';

/** Everyone let in (signed-up alumni checked in, and walk-ins), and the walk-ins alone: the counts every door shows. */
const countColumns = `(select count(*)::int from activity_signup s where s.activity_id = a.id and s.checked_in_at is not null)
    + (select count(*)::int from activity_walkin w where w.activity_id = a.id) as "checkedInCount",
  (select count(*)::int from activity_walkin w where w.activity_id = a.id) as "walkInCount"`;

const activityColumns = `a.id, a.title, a.place, a.start_time as "startTime", a.end_time as "endTime",
  a.signup_deadline as "signupDeadline", a.capacity, a.signed_count as "signedCount", a.publish_state as "publishState",
  ${countColumns}`;

/** A page of the activities (not deleted), the next to start first, then the latest past; and their total. */
export async function activityPage(db: Queryable, keyword: string | undefined, pageNum: number, pageSize: number) {
  const where = `a.deleted_at is null and ($1::text is null or a.title ilike $1 or a.place ilike $1)`;
  const pattern = keyword?.trim() ? containsPattern(keyword.trim()) : null;
  const [list, [{ total }]] = await Promise.all([
    db.query<AdminActivity>(
      `select ${activityColumns} from activity a where ${where}
        order by (a.end_time < now()), case when a.end_time >= now() then a.start_time end asc, a.start_time desc, a.id desc
        limit $2 offset $3`,
      [pattern, pageSize, (pageNum - 1) * pageSize],
    ),
    db.query<{ total: number }>(`select count(*)::int as total from activity a where ${where}`, [pattern]),
  ]);
  return { list, total };
}

/** One activity with its counts; undefined when there is none (or it was deleted). */
export const adminActivity = async (db: Queryable, id: number) =>
  (await db.query<AdminActivity>(`select ${activityColumns} from activity a where a.id = $1 and a.deleted_at is null`, [id]))[0];

const signupColumns = `s.id, s.user_id as "userId", u.name, u.phone, u.faculty, u.graduation_year as "graduationYear",
  u.card_no as "cardNo", s.created_at as "signedAt", s.status, s.cancelled_at as "cancelledAt",
  s.checked_in_at as "checkedInAt", s.checkin_method as "checkinMethod"`;

/** A sign-up as read, its phone decrypted (undefined stays undefined). */
const opened = <T extends AdminSignup | undefined>(cipher: FieldCipher, row: T): T =>
  (row && { ...row, phone: cipher.open('app_user.phone', row.phone) }) as T;

/** An activity's sign-ups, the earliest first (the phone whole: the caller masks it where it is only shown). */
export const activitySignups = async (db: Queryable, cipher: FieldCipher, activityId: number, limit = 5000) =>
  (
    await db.query<AdminSignup>(
      `select ${signupColumns} from activity_signup s join app_user u on u.id = s.user_id
      where s.activity_id = $1 order by s.created_at, s.id limit $2`,
      [activityId, limit],
    )
  ).map((row) => opened(cipher, row));

/** One sign-up of an activity, locked for a decision on it. */
export const signupForUpdate = async (tx: Queryable, cipher: FieldCipher, activityId: number, signupId: number) =>
  opened(
    cipher,
    (
      await tx.query<AdminSignup>(
        `select ${signupColumns} from activity_signup s join app_user u on u.id = s.user_id
        where s.id = $1 and s.activity_id = $2 for update of s`,
        [signupId, activityId],
      )
    )[0] as AdminSignup | undefined,
  );

/** A user's live sign-up to an activity (else the latest one), locked: the one a check-in is about. */
export const doorSignup = async (tx: Queryable, cipher: FieldCipher, activityId: number, userId: number) =>
  opened(
    cipher,
    (
      await tx.query<AdminSignup>(
        `select ${signupColumns} from activity_signup s join app_user u on u.id = s.user_id
        where s.activity_id = $1 and s.user_id = $2
        order by (s.status = 'signed') desc, s.created_at desc, s.id desc limit 1 for update of s`,
        [activityId, userId],
      )
    )[0] as AdminSignup | undefined,
  );

/** The alumnus a typed card number names (the number compared without case), with what decides whether it is good. */
export const userByCardNo = async (db: Queryable, cardNo: string) =>
  (
    await db.query<{ id: number; cardNo: string; cardVersion: number; cardStatus: string; disabled: boolean; userType: string }>(
      `select id, card_no as "cardNo", card_version as "cardVersion", card_status as "cardStatus", disabled, user_type as "userType"
         from app_user where upper(card_no) = upper($1) and card_no <> '' order by id limit 1`,
      [cardNo.trim()],
    )
  )[0];

/** Checks a live sign-up in, once: answers the time, or undefined when it was checked in meanwhile. */
export const markCheckedIn = async (tx: Queryable, signupId: number, staffId: number, method: CheckinMethod) =>
  (
    await tx.query<{ checkedInAt: string }>(
      `update activity_signup set checked_in_at = now(), checked_in_by = $2, checkin_method = $3
        where id = $1 and status = 'signed' and checked_in_at is null returning checked_in_at as "checkedInAt"`,
      [signupId, staffId, method],
    )
  )[0]?.checkedInAt;

/** The counts the door shows after a check-in. */
export const doorCounts = async (tx: Queryable, activityId: number) =>
  (
    await tx.query<{ signedCount: number; checkedInCount: number; walkInCount: number }>(
      `select a.signed_count as "signedCount", ${countColumns} from activity a where a.id = $1`,
      [activityId],
    )
  )[0];

/** Writes a walk-in down as let in now by `staffId`; answers the row as listed. */
export const insertWalkIn = async (
  tx: Queryable,
  cipher: FieldCipher,
  activityId: number,
  staffId: number,
  walkIn: { name: string; phone: string; cardNo: string },
) =>
  (
    await tx.query<{ id: number; checkedInAt: string }>(
      `insert into activity_walkin (activity_id, name, phone, card_no, checked_in_by) values ($1, $2, $3, $4, $5)
       returning id, checked_in_at as "checkedInAt"`,
      [activityId, walkIn.name, walkIn.phone ? cipher.seal('activity_walkin.phone', walkIn.phone) : '', walkIn.cardNo, staffId],
    )
  )[0];

/** An activity's walk-ins, the latest first (the phone whole: the caller masks it). */
export const activityWalkIns = async (db: Queryable, cipher: FieldCipher, activityId: number) =>
  (
    await db.query<AdminWalkIn>(
      `select id, name, phone, card_no as "cardNo", checked_in_at as "checkedInAt" from activity_walkin
        where activity_id = $1 order by checked_in_at desc, id desc limit 5000`,
      [activityId],
    )
  ).map((row) => ({ ...row, phone: row.phone ? cipher.open('activity_walkin.phone', row.phone) : '' }));
