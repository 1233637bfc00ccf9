import type { Queryable } from '../db/connect.ts';
import { countUpTo, keysetBatches, type KeysetQuery } from './keyset.ts';
import type { LedgerEntry, LedgerFilter, LedgerTotals, ProjectTotals } from '../../src/shared/api/admin-ledger.ts';

// The donations ledger: every pledge with its donor (named even when anonymous: staff write the letters), filtered,
// totalled per project and overall.

function ledgerWhere(f: LedgerFilter): { sql: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (clause: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  if (f.projectId) add((n) => `d.project_id = ${n}`, f.projectId);
  if (f.status) add((n) => `d.status = ${n}`, f.status);
  // A day is China's: the pledge's time counts (a payment follows it within minutes).
  if (f.from) add((n) => `d.created_at >= (${n}::date)::timestamp at time zone 'Asia/Shanghai'`, f.from);
  if (f.to) add((n) => `d.created_at < ((${n}::date) + 1)::timestamp at time zone 'Asia/Shanghai'`, f.to);
  if (f.keyword)
    add(
      (n) =>
        `(strpos(coalesce(u.name, d.donor_name), ${n}) > 0 or strpos(lower(d.order_no), lower(${n})) > 0 or strpos(lower(d.voucher_no), lower(${n})) > 0)`,
      f.keyword,
    );
  return { sql: where.length ? `where ${where.join(' and ')}` : '', params };
}

// A gift recorded offline may have no account: its donor is the name typed.
const from = `from donation d join donation_project p on p.id = d.project_id left join app_user u on u.id = d.user_id`;
const refundSum = (state: string) =>
  `(select coalesce(sum(r.amount), 0)::int from donation_refund r where r.donation_id = d.id and r.state = '${state}')`;
const entryColumns = `d.id, d.project_id as "projectId", p.title as "projectTitle", d.user_id as "userId",
  coalesce(u.name, d.donor_name) as "donorName", coalesce(u.graduation_year, d.donor_graduation_year) as "graduationYear",
  d.anonymous, d.amount, d.status, d.order_no as "orderNo", d.message, d.created_at as "createdAt", d.paid_at as "paidAt",
  d.pay_channel as "payChannel", case when d.voucher_no <> '' then d.voucher_no else d.transaction_id end as "voucherNo",
  d.voucher_scan as "voucherScan", d.note, d.refunded, ${refundSum('processing')} as "refundPending",
  ${refundSum('abnormal')} as "refundAbnormal"`;
// 认捐 is what still stands: paid or awaiting payment (a cancelled or expired pledge is not). Refunds come off what was
// paid; a gift refunded in full no longer makes its donor one who gave.
const totals = `coalesce(sum(d.amount) filter (where d.status in ('paid', 'awaiting_payment')), 0)::int as pledged,
  coalesce(sum(d.amount - d.refunded) filter (where d.status = 'paid'), 0)::int as paid,
  count(distinct coalesce('u' || d.user_id, 'd' || d.id)) filter (where d.status = 'paid' and d.refunded < d.amount)::int as donors,
  count(*)::int as count`;

/** A row as read: the times as the driver gives them. */
export type LedgerRow = Omit<LedgerEntry, 'createdAt' | 'paidAt'> & { createdAt: Date; paidAt: Date | null };

/** A page of the ledger, newest first, with the totals of everything the filter matches (overall and per project). */
export async function ledgerPage(db: Queryable, f: LedgerFilter, pageNum: number, pageSize: number) {
  const { sql, params } = ledgerWhere(f);
  const [list, [overall], projectTotals, projects] = await Promise.all([
    db.query<LedgerRow>(
      `select ${entryColumns} ${from} ${sql} order by d.created_at desc, d.id desc limit $${params.length + 1} offset $${params.length + 2}`,
      [...params, pageSize, (pageNum - 1) * pageSize],
    ),
    db.query<LedgerTotals>(`select ${totals} ${from} ${sql}`, params),
    db.query<ProjectTotals>(
      `select d.project_id as "projectId", min(p.title) as "projectTitle", ${totals} ${from} ${sql}
        group by d.project_id order by paid desc, d.project_id`,
      params,
    ),
    db.query<{ id: number; title: string }>('select id, title from donation_project order by id'),
  ]);
  return { list, total: overall.count, totals: overall, projectTotals, projects };
}

/** Every record the filter matches, newest first, up to `limit` (an export): how many, and the rows in batches. */
export function ledgerExport(db: Queryable, f: LedgerFilter, limit: number) {
  const { sql, params } = ledgerWhere(f);
  const q: KeysetQuery = { columns: entryColumns, from, where: sql, params, time: 'd.created_at', id: 'd.id', limit };
  return { count: () => countUpTo(db, q), batches: () => keysetBatches<LedgerRow>(db, q) };
}

export const ledgerEntry = async (db: Queryable, id: number) =>
  (await db.query<LedgerRow>(`select ${entryColumns} ${from} where d.id = $1`, [id]))[0];
