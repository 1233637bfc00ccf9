import type { Queryable } from '../db/connect.ts';
import type { PendingCounts } from '../../src/shared/admin/queues.ts';

/**
 * What waits in each review queue: card applications not yet answered, join requests pending (of one organisation
 * when `organizationId` is given), company applications and activity proposals submitted, certificate requests not yet
 * finished. One statement, so the dashboard's figures are of one moment.
 */
export async function pendingCounts(db: Queryable, organizationId?: number | null): Promise<PendingCounts> {
  const [row] = await db.query<PendingCounts>(
    `select
       (select count(*)::int from app_user where user_type = 'alumni' and card_status = 'pending' and not disabled) as cards,
       (select count(*)::int from org_join_request where status = 'pending' and ($1::int is null or organization_id = $1)) as joins,
       (select count(*)::int from company_application where status = 'submitted') as companies,
       (select count(*)::int from proof_application where status in ('submitted', 'accepted', 'processing')) as certificates,
       (select count(*)::int from activity_proposal where status = 'submitted') as proposals`,
    [organizationId ?? null],
  );
  return row;
}
