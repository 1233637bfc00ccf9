import type { Queryable } from '../db/connect.ts';
import { ID_NUMBER_PURPOSES, type IdNumberForm } from '../../src/shared/consent.ts';

/**
 * The privacy policy's current version and its publication time; `lock` holds it (for share) until the transaction
 * ends, so a version published meanwhile waits for a decision being recorded on the one it replaces.
 */
export const currentPolicyVersion = async (db: Queryable, lock = false) =>
  (
    await db.query<{ version: number; publishedAt: string }>(
      `select version, published_at as "publishedAt" from site_document where key = 'privacyPolicy' ${lock ? 'for share' : ''}`,
    )
  )[0];

/** Whether the user's latest decision on `version` of the privacy policy is to agree. */
export async function hasAgreed(db: Queryable, userId: number, version: number): Promise<boolean> {
  const [row] = await db.query<{ decision: string }>(
    `select decision from consent_record where user_id = $1 and kind = 'privacy_policy' and policy_version = $2
     order by created_at desc, id desc limit 1`,
    [userId, version],
  );
  return row?.decision === 'agreed';
}

/** Records a decision on one version of the privacy policy. */
export async function recordPolicyDecision(db: Queryable, userId: number, version: number, decision: 'agreed' | 'declined') {
  await db.query(`insert into consent_record (user_id, kind, policy_version, decision) values ($1, 'privacy_policy', $2, $3)`, [
    userId,
    version,
    decision,
  ]);
}

/** Records the separate consent a form took with an ID number: inside the submission's transaction. */
export async function recordIdNumberConsent(tx: Queryable, userId: number, form: IdNumberForm, subject: string) {
  await tx.query(`insert into consent_record (user_id, kind, decision, purpose, subject) values ($1, 'id_number', 'agreed', $2, $3)`, [
    userId,
    ID_NUMBER_PURPOSES[form],
    subject,
  ]);
}
