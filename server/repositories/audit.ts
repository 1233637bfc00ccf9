import type { Queryable } from '../db/connect.ts';
import type { AuditRecord } from '../../src/shared/admin/audit-words.ts';
import type { AuditFilter } from '../../src/shared/api/admin-audit.ts';
import { countUpTo, keysetBatches, type KeysetQuery } from './keyset.ts';
import { rowTotal } from './sql.ts';

// The audit log: appended to on every console write (the database refuses to change or remove an entry).

/** A new entry: what is recorded (worded for the console by auditWords), who by and from where. */
export type AuditEntry = AuditRecord & { staffId: number | null; account: string; ip: string };

export async function appendAudit(db: Queryable, e: AuditEntry) {
  await db.query(`insert into audit_log (staff_id, account, ip, action, entity, entity_id, summary) values ($1, $2, $3, $4, $5, $6, $7)`, [
    e.staffId,
    e.account,
    e.ip,
    e.action,
    e.entity,
    e.entityId,
    e.summary,
  ]);
}

export type { AuditFilter };

function auditWhere(f: AuditFilter): { sql: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (clause: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  if (f.account) add((n) => `lower(account) = lower(${n})`, f.account);
  if (f.entity) add((n) => `entity = ${n}`, f.entity);
  if (f.from) add((n) => `at >= (${n}::date)::timestamp at time zone 'Asia/Shanghai'`, f.from);
  if (f.to) add((n) => `at < ((${n}::date) + 1)::timestamp at time zone 'Asia/Shanghai'`, f.to);
  if (f.keyword) add((n) => `strpos(summary, ${n}) > 0`, f.keyword);
  return { sql: where.length ? `where ${where.join(' and ')}` : '', params };
}

const auditColumns = `id::int as id, at, account, ip, action, entity, entity_id as "entityId", summary`;

/** A page of the audit log, newest first, and the total matching the filter. */
export async function auditPage(db: Queryable, f: AuditFilter, pageNum: number, pageSize: number) {
  const { sql, params } = auditWhere(f);
  const [list, [{ total }]] = await Promise.all([
    db.query<AuditRow>(
      `select ${auditColumns} from audit_log ${sql} order by at desc, id desc limit $${params.length + 1} offset $${params.length + 2}`,
      [...params, pageSize, (pageNum - 1) * pageSize],
    ),
    // Unfiltered, the total the database keeps (the log only grows); a filter counts what it matches.
    sql ? db.query<{ total: number }>(`select count(*)::int as total from audit_log ${sql}`, params) : rowTotal(db, 'audit_log'),
  ]);
  return { list, total };
}

/** Every entry matching the filter, newest first, up to `limit` (an export): how many, and the rows in batches. */
export function auditExport(db: Queryable, f: AuditFilter, limit: number) {
  const { sql, params } = auditWhere(f);
  const q: KeysetQuery = { columns: auditColumns, from: 'from audit_log', where: sql, params, time: 'at', id: 'id', limit };
  return { count: () => countUpTo(db, q), batches: () => keysetBatches<AuditRow>(db, q) };
}

/** An entry as read back, the time as the driver gives it. */
export type AuditRow = AuditRecord & { id: number; at: Date; account: string; ip: string };
