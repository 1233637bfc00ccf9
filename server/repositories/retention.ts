import type { Queryable } from '../db/connect.ts';

/** Erases the ID numbers of visitors whose visit day is before `before` (YYYY-MM-DD); '' is shown as 已按规定删除. */
export async function eraseVisitIdNumbers(db: Queryable, before: string): Promise<number> {
  const rows = await db.query(
    `update appointment_visitor v set id_number = ''
       from appointment a
      where a.id = v.appointment_id and a.visit_date < $1::date and v.id_number <> ''
      returning v.id`,
    [before],
  );
  return rows.length;
}

/**
 * Login codes, QR login tickets, alumni, mini-program and staff sessions past their expiry (a revoked one expires
 * within its lifetime too).
 */
export async function purgeExpiredTokens(db: Queryable, now: Date): Promise<number> {
  const counted = async (sql: string) => (await db.query(sql, [now])).length;
  return (
    (await counted('delete from login_code where expires_at < $1 returning 1')) +
    (await counted('delete from login_ticket where expires_at < $1 returning 1')) +
    (await counted('delete from session_token where expires_at < $1 returning 1')) +
    (await counted('delete from mp_session where expires_at < $1 returning 1')) +
    (await counted('delete from staff_session where expires_at < $1 returning 1'))
  );
}

/**
 * Voucher scans uploaded for a 线下捐赠 that was never recorded (the form abandoned), older than the uploads' grace
 * period: they belong to no gift, and the scans are bank slips with names and accounts on them.
 */
export async function forgetUnusedVoucherScans(db: Queryable, before: Date): Promise<number> {
  return (await db.query('delete from donation_voucher_scan where donation_id is null and created_at < $1 returning 1', [before])).length;
}

/**
 * Audit entries before `before`. The append-only trigger (migration 017) lets a DELETE through only inside a
 * transaction that set portal.audit_purge_before, and never for an entry younger than 180 days: `db` must be a
 * transaction, so the setting ends with it.
 */
export async function purgeAuditLog(tx: Queryable, before: Date): Promise<number> {
  await tx.query(`select set_config('portal.audit_purge_before', $1, true)`, [before.toISOString()]);
  const rows = await tx.query('delete from audit_log where at < $1 returning 1', [before]);
  await tx.query(`select set_config('portal.audit_purge_before', '', true)`);
  return rows.length;
}

/** Tries to become the one process running the job now; held until the transaction ends. PGlite is one process. */
export async function tryRetentionLock(tx: Queryable, kind: 'pglite' | 'postgres'): Promise<boolean> {
  if (kind === 'pglite') return true;
  const [row] = await tx.query<{ locked: boolean }>('select pg_try_advisory_xact_lock(hashtext($1)) as locked', ['portal-retention']);
  return row.locked;
}

/** Folds the kept totals' deltas into them (migration 035), so that reading a total sums only what came since. */
export async function foldRowTotals(tx: Queryable): Promise<void> {
  await tx.query(
    `with folded as (delete from row_total_delta returning name, delta),
          sums as (select name, sum(delta) as delta from folded group by name)
     update row_total t set total = t.total + s.delta from sums s where s.name = t.name`,
  );
}
