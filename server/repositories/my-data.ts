import type { EncryptedField, FieldCipher } from '../crypto/field-cipher.ts';
import type { Queryable } from '../db/connect.ts';
import type { MyCertificate, MyCompanyApplication, MyData, MyProfile, MyRow, MyVisit } from '../../src/shared/api/my-data.ts';
import { recordOfAccount, valuesOf } from './roster.ts';
import { maskPhone } from '../../src/shared/admin/roster.ts';
import { maskIdNumber } from '../../src/shared/appointment-forms.ts';

// Everything the portal holds about one alumnus, for 下载我的数据 (their copy under PIPL). Every query is bound to the
// caller's own user id; nothing here may reach another person's rows (a company's other positions, a visit's other
// bookings), which tests/server/data-export.test.ts checks by scanning the export for a second person's values.

/**
 * The one door every ID-number and phone column passes through on its way into the export: stored encrypted at rest
 * (server/crypto/field-cipher.ts), decrypted here and nowhere else in this module. null (an absent value) stays null.
 */
const openPersonalField = <T extends string | null>(cipher: FieldCipher, field: EncryptedField, value: T): T =>
  (value === null ? value : cipher.open(field, value)) as T;

/** A number of the registrar's record as the export shows it: masked ('' stays '': the roster had none). */
const masked = (mask: (v: string) => string, value: string) => (value ? mask(value) : '');

/** A time as the alumnus reads it: China time, to the second (null stays null). */
const at = (column: string) => `to_char(${column} at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS')`;

const profileSql = `
  select name, user_type as "userType", student_current_status as "studentCurrentStatus", card_status as "cardStatus",
    card_reject_reason as "cardRejectReason", student_no as "studentNo", faculty, major, graduation_year as "graduationYear",
    city, company, phone, photo, card_no as "cardNo", organization_name as "organizationName", id_number_tail as "idNumberTail",
    disabled, ${at('created_at')} as "createdAt", findable, show_city as "showCity", show_company as "showCompany",
    notify_review as "notifyReview", notify_activity as "notifyActivity"
  from app_user where id = $1`;

const messagesSql = `
  select kind, title, content, ${at('created_at')} as "createdAt", ${at('read_at')} as "readAt"
  from message where user_id = $1 order by created_at desc, id desc`;

const signupsSql = `
  select a.title as activity, ${at('a.start_time')} as "startTime", a.place, s.status, ${at('s.created_at')} as "createdAt",
    ${at('s.cancelled_at')} as "cancelledAt", ${at('s.checked_in_at')} as "checkedInAt"
  from activity_signup s join activity a on a.id = s.activity_id
  where s.user_id = $1 order by s.created_at desc, s.id desc`;

const proposalsSql = `
  select title, activity_type as "activityType", ${at('start_time')} as "startTime", ${at('end_time')} as "endTime", place,
    capacity, ${at('signup_deadline')} as "signupDeadline", description, cover, status, review_note as "reviewNote",
    ${at('created_at')} as "createdAt", ${at('reviewed_at')} as "reviewedAt"
  from activity_proposal where user_id = $1 order by created_at desc, id desc`;

const organizationsSql = `
  select o.name as organization, r.reason, r.status, r.review_note as "reviewNote", ${at('r.created_at')} as "createdAt",
    ${at('r.reviewed_at')} as "reviewedAt"
  from org_join_request r join organization o on o.id = r.organization_id
  where r.user_id = $1 order by r.created_at desc, r.id desc`;

const companiesSql = `
  select name, industry, scale, city, logo, introduction, contact_name as "contactName", contact_phone as "contactPhone",
    contact_email as "contactEmail", status, review_note as "reviewNote", ${at('created_at')} as "createdAt",
    ${at('reviewed_at')} as "reviewedAt"
  from company_application where user_id = $1 order by created_at desc, id desc`;

// The positions of the companies this alumnus brought in (an approved application names its company): theirs to
// answer for, so theirs to see. Deleted ones are left out, as the console no longer shows them either.
const jobsSql = `
  select c.name as company, j.title, j.city, j.salary_min as "salaryMin", j.salary_max as "salaryMax", j.education,
    j.experience, j.headcount, j.description, j.status, ${at('j.published_at')} as "publishedAt"
  from job j join company c on c.id = j.company_id
  where j.deleted_at is null
    and j.company_id in (select company_id from company_application where user_id = $1 and status = 'approved' and company_id is not null)
  order by j.published_at desc, j.id desc`;

const donationsSql = `
  select p.title as project, d.amount, d.anonymous, d.message, d.status, d.order_no as "orderNo",
    ${at('d.created_at')} as "createdAt", ${at('d.paid_at')} as "paidAt"
  from donation d join donation_project p on p.id = d.project_id
  where d.user_id = $1 order by d.created_at desc, d.id desc`;

const visitsSql = `
  select a.id, to_char(a.visit_date, 'YYYY-MM-DD') as "visitDate", s.label as slot, a.visitor_count as "visitorCount",
    a.car_plate as "carPlate", a.reason, a.status, ${at('a.created_at')} as "createdAt", ${at('a.cancelled_at')} as "cancelledAt",
    ${at('a.checked_in_at')} as "checkedInAt"
  from appointment a join visit_slot s on s.id = a.slot_id
  where a.user_id = $1 order by a.visit_date desc, a.id desc`;

const visitorsSql = `
  select v.appointment_id as "appointmentId", v.name, v.id_number as "idNumber"
  from appointment_visitor v join appointment a on a.id = v.appointment_id
  where a.user_id = $1 order by v.id`;

const certificatesSql = `
  select name, student_no as "studentNo", faculty, major, graduation_year as "graduationYear",
    certificate_type as "certificateType", reason, delivery, address, phone, id_number as "idNumber", status,
    reject_reason as "rejectReason", tracking_no as "trackingNo", ${at('created_at')} as "createdAt", ${at('updated_at')} as "updatedAt"
  from proof_application where user_id = $1 order by created_at desc, id desc`;

const uploadsSql = `
  select path, original_name as "originalName", size, ${at('created_at')} as "createdAt"
  from upload where user_id = $1 order by created_at desc, path`;

// The sign-ins, without the token's hash: when each began and how it ended.
const sessionsSql = `
  select ${at('created_at')} as "createdAt", ${at('expires_at')} as "expiresAt", ${at('revoked_at')} as "revokedAt"
  from session_token where user_id = $1 order by created_at desc`;

// The consents given or refused: to the privacy policy's versions, and to giving an ID number for a purpose.
const consentsSql = `
  select kind, policy_version as "policyVersion", decision, purpose, ${at('created_at')} as "createdAt"
  from consent_record where user_id = $1 order by created_at desc, id desc`;

const subscribeMessagesSql = `
  select kind, state, outcome, ${at('created_at')} as "createdAt", ${at('finished_at')} as "finishedAt"
  from subscribe_message where user_id = $1 order by created_at desc, id desc`;

/** Every record about user `userId`, read in one transaction so the copy is of one moment; undefined if no such user. */
export async function myData(db: Queryable, cipher: FieldCipher, userId: number): Promise<MyData | undefined> {
  const [profile] = await db.query<MyProfile>(profileSql, [userId]);
  if (!profile) return undefined;
  const [
    wechat,
    messages,
    signups,
    proposals,
    organizations,
    companies,
    jobs,
    donations,
    visits,
    visitors,
    certificates,
    uploads,
    sessions,
    consents,
    subscribeMessages,
    roster,
  ] = await Promise.all([
    // Only the nickname: the openid and unionid are WeChat's identifiers of the account, not something to hand out.
    db.query<{ nickname: string }>('select nickname from wx_account where user_id = $1 order by nickname', [userId]),
    db.query<MyRow>(messagesSql, [userId]),
    db.query<MyRow>(signupsSql, [userId]),
    db.query<MyRow>(proposalsSql, [userId]),
    db.query<MyRow>(organizationsSql, [userId]),
    db.query<MyCompanyApplication>(companiesSql, [userId]),
    db.query<MyRow>(jobsSql, [userId]),
    db.query<MyRow>(donationsSql, [userId]),
    db.query<Omit<MyVisit, 'visitors'> & { id: number }>(visitsSql, [userId]),
    db.query<{ appointmentId: number; name: string; idNumber: string }>(visitorsSql, [userId]),
    db.query<MyCertificate>(certificatesSql, [userId]),
    db.query<MyRow>(uploadsSql, [userId]),
    db.query<MyRow>(sessionsSql, [userId]),
    db.query<MyRow>(consentsSql, [userId]),
    db.query<MyRow>(subscribeMessagesSql, [userId]),
    recordOfAccount(db, userId),
  ]);
  return {
    profile: {
      ...profile,
      phone: openPersonalField(cipher, 'app_user.phone', profile.phone),
      idNumberTail: openPersonalField(cipher, 'app_user.id_number_tail', profile.idNumberTail),
    },
    wechat,
    messages,
    signups,
    proposals,
    organizations,
    companies: companies.map((c) => ({
      ...c,
      contactPhone: openPersonalField(cipher, 'company_application.contact_phone', c.contactPhone),
    })),
    jobs,
    donations,
    visits: visits.map(({ id, ...visit }) => ({
      ...visit,
      visitors: visitors
        .filter((v) => v.appointmentId === id)
        .map((v) => ({ name: v.name, idNumber: openPersonalField(cipher, 'appointment_visitor.id_number', v.idNumber) })),
    })),
    certificates: certificates.map((c) => ({
      ...c,
      phone: openPersonalField(cipher, 'proof_application.phone', c.phone),
      idNumber: openPersonalField(cipher, 'proof_application.id_number', c.idNumber),
    })),
    uploads,
    sessions,
    consents,
    subscribeMessages,
    roster: roster
      ? [
          {
            ...valuesOf(roster),
            tags: roster.tags.join('、'),
            // The registrar's numbers, not the person's own words: shown as the portal shows them anywhere else, masked.
            idNumber: masked(maskIdNumber, openPersonalField(cipher, 'alumni_record.id_number', roster.idNumber)),
            phone: masked(maskPhone, openPersonalField(cipher, 'alumni_record.phone', roster.phone)),
          },
        ]
      : [],
  };
}
