import type { Queryable } from '../db/connect.ts';
import type { JoinRequest } from '../../src/shared/api/organization-join.ts';
import { visible } from './sql.ts';

/** The user's live standing with an organisation: an approved request before a pending one, or undefined. */
export const liveJoinRequest = async (db: Queryable, organizationId: number, userId: number) =>
  (
    await db.query<{ id: number; status: string }>(
      `select id, status from org_join_request
      where organization_id = $1 and user_id = $2 and status in ('pending', 'approved')
      order by status = 'approved' desc limit 1`,
      [organizationId, userId],
    )
  )[0];

export const myJoinRequests = (db: Queryable, userId: number) =>
  db.query<JoinRequest>(
    `select r.id, r.organization_id as "organizationId", o.name as "organizationName", o.cover as "organizationCover",
            r.reason, r.status, r.review_note as "reviewNote", r.created_at as "createdAt"
       from org_join_request r join organization o on o.id = r.organization_id
      where r.user_id = $1
      order by r.created_at desc, r.id desc`,
    [userId],
  );

/** Whether the organisation is one the public sees: a hidden one is joined as little as a missing one. */
export const organizationExists = async (db: Queryable, id: number) =>
  (await db.query(`select o.id from organization o where o.id = $1 and ${visible('o')}`, [id])).length > 0;

/** The organisation, locked so two requests of one user cannot both pass the duplicate check. */
export const lockOrganization = async (tx: Queryable, id: number) =>
  (await tx.query<{ name: string }>(`select o.id, o.name from organization o where o.id = $1 and ${visible('o')} for update`, [id]))[0];

export const insertJoinRequest = async (tx: Queryable, organizationId: number, userId: number, reason: string) =>
  (
    await tx.query<{ id: number }>('insert into org_join_request (organization_id, user_id, reason) values ($1, $2, $3) returning id', [
      organizationId,
      userId,
      reason,
    ])
  )[0].id;

export const myJoinRequestStatus = async (db: Queryable, userId: number, id: number) =>
  (await db.query<{ status: string }>('select status from org_join_request where id = $1 and user_id = $2', [id, userId]))[0]?.status;

export async function deletePendingJoinRequest(db: Queryable, userId: number, id: number) {
  await db.query("delete from org_join_request where id = $1 and user_id = $2 and status = 'pending'", [id, userId]);
}
