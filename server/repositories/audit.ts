import type { Queryable } from '../db/connect.ts';

// The audit log: appended to on every console write (the database refuses to change or remove an entry).

export interface AuditEntry {
  staffId: number | null;
  account: string;
  ip: string;
  action: string;
  entity: string;
  entityId: string;
  summary: string;
}

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
