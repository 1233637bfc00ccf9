import type { Queryable } from '../db/connect.ts';
import type { HistoryKind } from '../../src/shared/admin/record-history.ts';

// What an alumni account has done, newest first, for its roster record's page: sign-ups, proposals, organisations,
// company applications, donations, campus visits and certificate requests. No numbers, notes or messages: what and when.

export interface HistoryItem {
  kind: HistoryKind;
  title: string;
  status: string;
  at: string;
}

const HISTORY = `
  select 'signup' as kind, a.title, s.status, s.created_at as at
    from activity_signup s join activity a on a.id = s.activity_id where s.user_id = $1
  union all select 'proposal', title, status, created_at from activity_proposal where user_id = $1
  union all select 'organization', o.name, r.status, r.created_at
    from org_join_request r join organization o on o.id = r.organization_id where r.user_id = $1
  union all select 'company', name, status, created_at from company_application where user_id = $1
  union all select 'donation', p.title || ' ￥' || d.amount, d.status, d.created_at
    from donation d join donation_project p on p.id = d.project_id where d.user_id = $1
  union all select 'visit', to_char(a.visit_date, 'YYYY-MM-DD') || ' ' || s.label, a.status, a.created_at
    from appointment a join visit_slot s on s.id = a.slot_id where a.user_id = $1
  union all select 'certificate', certificate_type, status, created_at from proof_application where user_id = $1`;

/** The account's latest `limit` records of every kind, and how many of each it has in all. */
export async function accountHistory(
  db: Queryable,
  userId: number,
  limit = 50,
): Promise<{ items: HistoryItem[]; counts: Partial<Record<HistoryKind, number>> }> {
  const [items, counts] = await Promise.all([
    db.query<HistoryItem & { at: Date | string }>(`select * from (${HISTORY}) h order by at desc limit ${limit}`, [userId]),
    db.query<{ kind: HistoryKind; n: number }>(`select kind, count(*)::int as n from (${HISTORY}) h group by kind`, [userId]),
  ]);
  return {
    items: items.map((i) => ({ ...i, at: new Date(i.at).toISOString() })),
    counts: Object.fromEntries(counts.map((c) => [c.kind, c.n])),
  };
}
