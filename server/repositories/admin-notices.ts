import type { Queryable } from '../db/connect.ts';
import type { NoticeTarget } from '../../src/shared/admin/ledger.ts';
import type { NoticeAudiences, SentNotice } from '../../src/shared/api/admin-ledger.ts';
import { memberCountSql } from './figures.ts';
import { LINKED } from './roster.ts';

// Notices from the office: who receives one (every alumnus, one graduation year, an organisation's members, or the
// registered alumni whose roster records a saved filter finds; never a disabled account), and the notices sent.

/** The recipients' ids as a sub-select, and its parameters from $1 on. */
function recipients(target: NoticeTarget): { sql: string; params: unknown[] } {
  if (target.audience === 'year') {
    return {
      sql: `select id from app_user where user_type = 'alumni' and not disabled and graduation_year = $1`,
      params: [target.graduationYear],
    };
  }
  if (target.audience === 'organization') {
    // Members are those whose join request was approved (as 我的组织 counts them).
    return {
      sql: `select u.id from app_user u where not u.disabled and exists (
              select 1 from org_join_request r where r.user_id = u.id and r.organization_id = $1 and r.status = 'approved')`,
      params: [target.organizationId],
    };
  }
  if (target.audience === 'roster') {
    // The filter as saved when the notice goes: an empty criterion matches every record (as the records list reads it).
    return {
      sql: `select u.id from roster_filter f
              join alumni_record r on (f.graduation_year is null or r.graduation_year = f.graduation_year)
                and (f.faculty = '' or r.faculty = f.faculty) and (f.major = '' or r.major = f.major)
                and (f.city = '' or r.city = f.city) and (f.tag = '' or f.tag = any(r.tags))
              join app_user u on ${LINKED} and u.user_type = 'alumni' and not u.disabled
             where f.id = $1`,
      params: [target.rosterFilterId],
    };
  }
  return { sql: `select id from app_user where user_type = 'alumni' and not disabled`, params: [] };
}

export async function recipientCount(db: Queryable, target: NoticeTarget): Promise<number> {
  const { sql, params } = recipients(target);
  return (await db.query<{ count: number }>(`select count(*)::int as count from (${sql}) r`, params))[0].count;
}

/** An organisation's name, unless it is deleted. */
export const organizationName = async (db: Queryable, id: number) =>
  (await db.query<{ name: string }>('select name from organization where id = $1 and deleted_at is null', [id]))[0]?.name;

/** Puts the notice in every recipient's inbox as a system message (always delivered); answers how many. */
export async function deliverNotice(tx: Queryable, target: NoticeTarget, title: string, html: string): Promise<number> {
  const { sql, params } = recipients(target);
  const n = params.length;
  const rows = await tx.query(
    `insert into message (user_id, kind, title, content) select r.id, 'system', $${n + 1}, $${n + 2} from (${sql}) r returning id`,
    [...params, title, html],
  );
  return rows.length;
}

export async function insertNotice(
  tx: Queryable,
  n: {
    title: string;
    content: string;
    target: NoticeTarget;
    audienceLabel: string;
    recipientCount: number;
    staffId: number;
    sender: string;
  },
) {
  const t = n.target;
  const [row] = await tx.query<{ id: number }>(
    `insert into staff_notice (title, content, audience, graduation_year, organization_id, roster_filter_id, audience_label,
       recipient_count, staff_id, sender)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
    [
      n.title,
      n.content,
      t.audience,
      t.audience === 'year' ? t.graduationYear : null,
      t.audience === 'organization' ? t.organizationId : null,
      t.audience === 'roster' ? t.rosterFilterId : null,
      n.audienceLabel,
      n.recipientCount,
      n.staffId,
      n.sender,
    ],
  );
  return row.id;
}

const noticeColumns = `id, title, content, audience, graduation_year as "graduationYear", organization_id as "organizationId",
  roster_filter_id as "rosterFilterId",
  audience_label as "audienceLabel", recipient_count as "recipientCount", sender, created_at as "createdAt"`;

export type NoticeRow = Omit<SentNotice, 'createdAt'> & { createdAt: Date };

/** A page of the notices sent, newest first. */
export async function noticePage(db: Queryable, pageNum: number, pageSize: number) {
  const [list, [{ total }]] = await Promise.all([
    db.query<NoticeRow>(`select ${noticeColumns} from staff_notice order by created_at desc, id desc limit $1 offset $2`, [
      pageSize,
      (pageNum - 1) * pageSize,
    ]),
    db.query<{ total: number }>('select count(*)::int as total from staff_notice'),
  ]);
  return { list, total };
}

export const noticeRow = async (db: Queryable, id: number) =>
  (await db.query<NoticeRow>(`select ${noticeColumns} from staff_notice where id = $1`, [id]))[0];

/**
 * What the notice form offers: how many alumni in all, per graduation year, per organisation with members, and per
 * saved filter of the roster.
 */
export async function noticeAudiences(db: Queryable): Promise<Omit<NoticeAudiences, 'offered'>> {
  const [[{ alumni }], years, organizations, filters] = await Promise.all([
    db.query<{ alumni: number }>(`select count(*)::int as alumni from app_user where user_type = 'alumni' and not disabled`),
    db.query<{ year: number; count: number }>(
      `select graduation_year as year, count(*)::int as count from app_user
        where user_type = 'alumni' and not disabled and graduation_year is not null group by graduation_year order by graduation_year desc`,
    ),
    db.query<{ id: number; name: string; count: number }>(
      `select o.id, o.name, ${memberCountSql('o')} as count
         from organization o where o.deleted_at is null order by o.id`,
    ),
    db.query<{ id: number; name: string }>(`select id, name from roster_filter order by name`),
  ]);
  const rosterFilters = [];
  for (const f of filters) rosterFilters.push({ ...f, count: await recipientCount(db, { audience: 'roster', rosterFilterId: f.id }) });
  return { alumni, years, organizations, rosterFilters };
}

/** This month's notices (China time): how many were sent and how many messages they made. */
export async function noticesThisMonth(db: Queryable) {
  return (
    await db.query<{ sentThisMonth: number; recipientsThisMonth: number }>(
      `select count(*)::int as "sentThisMonth", coalesce(sum(recipient_count), 0)::int as "recipientsThisMonth" from staff_notice
        where created_at >= date_trunc('month', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai'`,
    )
  )[0];
}
