import type { EncryptedField, FieldCipher } from '../crypto/field-cipher.ts';
import type { Queryable } from '../db/connect.ts';
import type { ReviewQueue } from '../../src/shared/admin/queues.ts';
import type { ReviewState } from '../../src/shared/admin/review.ts';
import { PROOF_OPEN_STATUSES } from '../../src/shared/proof-forms.ts';
import type { ReviewItem } from '../../src/shared/api/admin-review.ts';
import { maskIdNumber } from '../../src/shared/proof-forms.ts';
import { INDUSTRY_DICT, SCALE_DICT } from '../../src/shared/company-forms.ts';
import { matchRoster, rosterMatchText } from '../../src/shared/admin/roster.ts';
import { rosterCandidates } from './roster.ts';
import { holdersOf, type RecordHolder } from './roster-link.ts';
import { gramsNarrowName } from './alumni-search.ts';

// The review queues as lists. Each queue is one select giving the same columns, so filtering, ordering and paging are
// written once. `open` says the item waits for the office; `decided` that the office has answered it.

/** A dictionary value's label (the value itself when the dictionary lacks it), as the portal shows it. */
const label = (dict: string, column: string) =>
  `coalesce((select d.dict_label from sys_dict d where d.dict_type = '${dict}' and d.dict_value = ${column} limit 1), ${column})`;

const shanghai = (column: string) => `to_char(${column} at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI')`;

/** What a card application's keyword is matched against, as migration 035's grams index reads it. */
const CARD_HAYSTACK = `u.name || ' ' || u.faculty || ' ' || u.major || ' ' || coalesce(u.graduation_year::text || '届', '')`;

const sources: Record<ReviewQueue, string> = {
  cards: `select u.id, u.card_status as status, u.id as applicant_id, u.name as applicant_name,
            concat_ws(' ', nullif(u.faculty, ''), nullif(u.major, ''), u.graduation_year::text || '届') as title,
            u.created_at, u.card_reviewed_at as reviewed_at, u.card_reject_reason as note, '' as delivery, '' as tracking_no,
            null::int as link_id, null::int as organization_id,
            u.card_status = 'pending' as open, u.card_status <> 'pending' as decided,
            search_grams(${CARD_HAYSTACK}) as grams,
            json_build_object('studentNo', u.student_no, 'faculty', u.faculty, 'major', u.major,
              'graduationYear', coalesce(u.graduation_year::text, ''), 'city', u.city, 'company', u.company, 'phone', u.phone,
              'photo', u.photo, 'cardNo', u.card_no, 'idNumberTail', u.id_number_tail,
              'resubmittedAt', ${shanghai('u.card_resubmitted_at')}, 'previousReason', nullif(u.card_previous_reason, '')) as fields
       from app_user u where u.user_type = 'alumni' and not u.disabled`,
  joins: `select r.id, r.status, r.user_id as applicant_id, u.name as applicant_name, o.name as title, r.created_at,
            r.reviewed_at, r.review_note as note, '' as delivery, '' as tracking_no, null::int as link_id,
            r.organization_id, r.status = 'pending' as open, r.status <> 'pending' as decided,
            json_build_object('organization', o.name, 'reason', r.reason, 'graduationYear', coalesce(u.graduation_year::text, ''),
              'faculty', u.faculty, 'major', u.major, 'city', u.city, 'phone', u.phone) as fields
       from org_join_request r join app_user u on u.id = r.user_id join organization o on o.id = r.organization_id`,
  companies: `select a.id, a.status, a.user_id as applicant_id, u.name as applicant_name, a.name as title, a.created_at,
            a.reviewed_at, a.review_note as note, '' as delivery, '' as tracking_no, a.company_id as link_id,
            null::int as organization_id, a.status = 'submitted' as open, a.status <> 'submitted' as decided,
            json_build_object('companyName', a.name, 'industry', ${label(INDUSTRY_DICT, 'a.industry')}, 'scale', ${label(SCALE_DICT, 'a.scale')}, 'city', a.city, 'logo', a.logo,
              'introduction', a.introduction, 'contactName', a.contact_name, 'contactPhone', a.contact_phone,
              'contactEmail', a.contact_email) as fields
       from company_application a join app_user u on u.id = a.user_id`,
  certificates: `select p.id, p.status, p.user_id as applicant_id, p.name as applicant_name, p.certificate_type as title,
            p.created_at, case when p.status in ('submitted') then null else p.updated_at end as reviewed_at,
            coalesce(p.reject_reason, '') as note, p.delivery, p.tracking_no, null::int as link_id, null::int as organization_id,
            p.status = any(array['${PROOF_OPEN_STATUSES.join("','")}']) as open, p.status <> 'submitted' as decided,
            json_build_object('certificateType', p.certificate_type, 'studentNo', p.student_no, 'faculty', p.faculty,
              'major', p.major, 'graduationYear', p.graduation_year::text, 'reason', p.reason, 'delivery', p.delivery,
              'address', coalesce(p.address, ''), 'phone', p.phone, 'idNumber', p.id_number) as fields
       from proof_application p`,
  proposals: `select a.id, a.status, a.user_id as applicant_id, u.name as applicant_name, a.title, a.created_at, a.reviewed_at,
            a.review_note as note, '' as delivery, '' as tracking_no, a.activity_id as link_id, null::int as organization_id,
            a.status = 'submitted' as open, a.status <> 'submitted' as decided,
            json_build_object('activityTitle', a.title, 'activityType', ${label('activity_type', 'a.activity_type')}, 'startTime', ${shanghai('a.start_time')},
              'endTime', ${shanghai('a.end_time')}, 'place', a.place, 'capacity', a.capacity::text,
              'signupDeadline', ${shanghai('a.signup_deadline')}, 'description', a.description, 'cover', a.cover) as fields
       from activity_proposal a join app_user u on u.id = a.user_id`,
};

/** Fields shown only when they have a value: an application's resubmission and the reason of its earlier rejection. */
const ONLY_WHEN_SET = new Set(['resubmittedAt', 'previousReason']);

/** Phone numbers show their first three and last four digits; ID numbers as the portal masks them. */
const maskPhone = (phone: string) => (phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone);
const masked: Record<string, (v: string) => string> = { phone: maskPhone, contactPhone: maskPhone, idNumber: maskIdNumber };

/** The fields of each queue that json_build_object hands back as stored ciphertext, with the column each comes from. */
const encrypted: Record<ReviewQueue, Record<string, EncryptedField>> = {
  cards: { phone: 'app_user.phone', idNumberTail: 'app_user.id_number_tail' },
  joins: { phone: 'app_user.phone' },
  companies: { contactPhone: 'company_application.contact_phone' },
  certificates: { phone: 'proof_application.phone', idNumber: 'proof_application.id_number' },
  proposals: {},
};

/** A field's value for the console: decrypted where stored encrypted, then masked where the console masks it. */
function shownValue(cipher: FieldCipher, queue: ReviewQueue, key: string, value: string | null): string {
  const column = encrypted[queue][key];
  const clear = column && value ? cipher.open(column, value) : String(value ?? '');
  return (masked[key] ?? String)(clear);
}

/** Another account holding a roster row: #12 吴晓岚 · 校友卡已通过 · 卡号 … · 2026-03-01 注册. */
function holderText(h: RecordHolder): string {
  const card = { verified: '校友卡已通过', pending: '校友卡待审核', rejected: '校友卡未通过' }[h.cardStatus];
  const parts = [`#${h.id} ${h.name}`, card, h.cardNo && `卡号 ${h.cardNo}`, `${h.createdOn} 注册`, h.disabled && '已停用'];
  return parts.filter(Boolean).join(' · ');
}

interface Row {
  id: number;
  status: string;
  applicant_id: number;
  applicant_name: string;
  title: string;
  created_at: Date | string;
  reviewed_at: Date | string | null;
  note: string;
  delivery: '' | 'post' | 'pickup';
  tracking_no: string;
  link_id: number | null;
  organization_id: number | null;
  fields: Record<string, string | null> | string;
}

/** The columns of a Row (not the cards' grams, which only narrow a search). */
const ROW = `q.id, q.status, q.applicant_id, q.applicant_name, q.title, q.created_at, q.reviewed_at, q.note, q.delivery, q.tracking_no,
  q.link_id, q.organization_id, q.fields`;

const iso = (v: Date | string) => (v instanceof Date ? v.toISOString() : new Date(v).toISOString());

function itemOf(cipher: FieldCipher, queue: ReviewQueue, r: Row): ReviewItem {
  const fields = typeof r.fields === 'string' ? (JSON.parse(r.fields) as Record<string, string | null>) : r.fields;
  return {
    id: r.id,
    queue,
    status: r.status,
    applicantId: r.applicant_id,
    applicantName: r.applicant_name,
    title: r.title ?? '',
    createdAt: iso(r.created_at),
    reviewedAt: r.reviewed_at ? iso(r.reviewed_at) : null,
    note: r.note ?? '',
    delivery: r.delivery,
    trackingNo: r.tracking_no ?? '',
    linkId: r.link_id,
    organizationId: r.organization_id,
    fields: Object.entries(fields)
      .filter(([key, value]) => value !== null || !ONLY_WHEN_SET.has(key))
      .map(([key, value]) => ({ key, value: shownValue(cipher, queue, key, value) })),
  };
}

export interface ReviewFilter {
  state?: ReviewState;
  keyword?: string;
  from?: string;
  to?: string;
  /** only this organisation's items (a 组织管理员's join requests) */
  organizationId?: number;
}

function whereOf(queue: ReviewQueue, f: ReviewFilter) {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (clause: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  const state = f.state ?? 'pending';
  if (state === 'pending') where.push('q.open');
  if (state === 'decided') where.push('q.decided and not q.open');
  if (state === 'all') where.push('(q.open or q.decided)');
  if (f.keyword) add((n) => `(strpos(q.applicant_name, ${n}) > 0 or strpos(q.title, ${n}) > 0)`, f.keyword);
  // Waiting cards: a Chinese keyword's grams narrow them by the index first (the test above stays the answer).
  if (f.keyword && queue === 'cards' && state === 'pending' && gramsNarrowName(f.keyword))
    add((n) => `q.grams @> search_grams(${n})`, f.keyword);
  if (f.from) add((n) => `q.created_at >= (${n}::date)::timestamp at time zone 'Asia/Shanghai'`, f.from);
  if (f.to) add((n) => `q.created_at < ((${n}::date) + 1)::timestamp at time zone 'Asia/Shanghai'`, f.to);
  if (f.organizationId !== undefined) add((n) => `q.organization_id = ${n}`, f.organizationId);
  // What waits is worked oldest first; what was answered is read latest answer first.
  // (Waiting alone, every row is open: ordered as the waiting queue's index is.)
  const order =
    state === 'decided'
      ? 'q.reviewed_at desc nulls last, q.id desc'
      : state === 'pending'
        ? 'q.created_at, q.id'
        : 'q.open desc, q.created_at, q.id';
  return { sql: `where ${where.join(' and ')}`, params, order };
}

/** A page of a queue under a filter, and how many match it. */
export async function reviewPage(
  db: Queryable,
  cipher: FieldCipher,
  queue: ReviewQueue,
  f: ReviewFilter,
  pageNum: number,
  pageSize: number,
) {
  const { sql, params, order } = whereOf(queue, f);
  const from = `from (${sources[queue]}) q ${sql}`;
  const [rows, [{ total }]] = await Promise.all([
    db.query<Row>(`select ${ROW} ${from} order by ${order} limit $${params.length + 1} offset $${params.length + 2}`, [
      ...params,
      pageSize,
      (pageNum - 1) * pageSize,
    ]),
    db.query<{ total: number }>(`select count(*)::int as total ${from}`, params),
  ]);
  const list = rows.map((r) => itemOf(cipher, queue, r));
  return { list: queue === 'cards' ? await withRoster(db, cipher, list) : list, total };
}

/** One item of a queue as the console shows it (after a decision), or undefined. */
export async function reviewItem(db: Queryable, cipher: FieldCipher, queue: ReviewQueue, id: number): Promise<ReviewItem | undefined> {
  const [row] = await db.query<Row>(`select ${ROW} from (${sources[queue]}) q where q.id = $1`, [id]);
  const item = row && itemOf(cipher, queue, row);
  return item && queue === 'cards' ? (await withRoster(db, cipher, [item]))[0] : item;
}

/**
 * Card applications with how each stands against the roster (`roster`: 与花名册一致, 部分不符 with the differences, or
 * 花名册中无此人) and the roster row it was compared with (`rosterRecord`); the ID number's tail is not shown. When
 * that row is linked to another account, the item shows that account too (`rosterHolder`): the reviewer sees both
 * accounts that claim one graduate. A page's roster rows and their accounts are read together.
 */
async function withRoster(db: Queryable, cipher: FieldCipher, items: ReviewItem[]): Promise<ReviewItem[]> {
  const claims = items.map((item) => {
    const value = (key: string) => item.fields.find((f) => f.key === key)?.value ?? '';
    const graduationYear = value('graduationYear');
    return { name: item.applicantName, studentNo: value('studentNo'), graduationYear, idNumberTail: value('idNumberTail') };
  });
  const candidates = await rosterCandidates(
    db,
    cipher,
    claims.map((c) => ({ ...c, graduationYear: /^\d{4}$/.test(c.graduationYear) ? Number(c.graduationYear) : null })),
  );
  const holders = await holdersOf(
    db,
    candidates.flatMap((c) => (c ? [c.id] : [])),
  );
  return items.map((item, i) => {
    const candidate = candidates[i];
    const match = matchRoster(claims[i], candidate);
    const fields = item.fields.filter((f) => f.key !== 'idNumberTail');
    fields.push({ key: 'roster', value: rosterMatchText(match) });
    if (candidate) {
      const row = [candidate.name, `学号 ${candidate.studentNo}`, `${candidate.graduationYear} 届`, candidate.faculty, candidate.major];
      fields.push({ key: 'rosterRecord', value: row.filter(Boolean).join(' · ') });
      const holder = holders.get(candidate.id);
      if (holder && holder.id !== item.applicantId) fields.push({ key: 'rosterHolder', value: holderText(holder) });
    }
    return { ...item, fields };
  });
}
