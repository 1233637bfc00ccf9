import type { FieldCipher } from '../crypto/field-cipher.ts';
import type { Queryable } from '../db/connect.ts';
import { matchRoster, type CardClaim } from '../../src/shared/admin/roster.ts';
import { appendAudit } from './audit.ts';
import { deliverAlways, verifyCard } from './review-decisions.ts';
import { escapeHtml } from '../../src/shared/escape-html.ts';
import { rosterCandidate } from './roster.ts';
import { linkRecord } from './roster-link.ts';

/**
 * A new card application that agrees with the roster in name, 学号, 毕业年份 and the ID number's last 6 characters is
 * verified at once and linked to that record, in the caller's transaction, audited as 系统核验. A record already linked
 * to another account is not taken: the application waits for a reviewer, who sees both accounts (review-queues.ts),
 * and the applicant is told no more than that it waits. Answers whether it was verified.
 */
export async function verifyByRoster(tx: Queryable, cipher: FieldCipher, userId: number, claim: CardClaim): Promise<boolean> {
  const candidate = await rosterCandidate(tx, cipher, {
    studentNo: claim.studentNo,
    name: claim.name,
    graduationYear: Number(claim.graduationYear),
  });
  const match = matchRoster(claim, candidate);
  if (match.verdict !== 'match' || !candidate) return false;
  const holder = await linkRecord(tx, candidate.id, userId);
  if (holder) {
    await appendAudit(tx, {
      staffId: null,
      account: '系统',
      ip: '',
      action: 'roster-verify-refused',
      entity: 'review-cards',
      entityId: String(userId),
      summary: `系统核验：校友卡申请 #${userId}（${claim.name}，学号 ${claim.studentNo}）与花名册一致，但该花名册记录已关联账号 #${holder.id}（${holder.name}），转人工审核`,
    });
    return false;
  }
  const cardNo = await verifyCard(tx, {
    id: userId,
    status: 'pending',
    userId,
    applicantName: claim.name,
    title: '',
    graduationYear: Number(claim.graduationYear),
  });
  await deliverAlways(
    tx,
    userId,
    '校友卡审核通过',
    `<p>${escapeHtml(`您的校友卡申请与学校花名册核对一致，已通过，卡号 ${cardNo}。`)}</p><p>现在即可使用校友服务，并在“我的校友卡”中查看电子校友卡。</p>`,
  );
  await appendAudit(tx, {
    staffId: null,
    account: '系统',
    ip: '',
    action: 'roster-verify',
    entity: 'review-cards',
    entityId: String(userId),
    summary: `系统核验：校友卡申请 #${userId}（${claim.name}，学号 ${claim.studentNo}）与花名册一致，已通过，卡号 ${cardNo}`,
  });
  return true;
}

/**
 * A reviewer's approval of account `userId`'s card: the account is linked to the roster record its application was
 * compared with (the one the queue showed), unless another account holds that record. Answers what became of it, for
 * the audit entry: '' when the roster has no record for it.
 */
export async function linkOnApproval(tx: Queryable, cipher: FieldCipher, userId: number): Promise<string> {
  const [claim] = await tx.query<{ name: string; studentNo: string; graduationYear: number | null }>(
    `select name, student_no as "studentNo", graduation_year as "graduationYear" from app_user where id = $1`,
    [userId],
  );
  if (!claim?.studentNo) return '';
  const candidate = await rosterCandidate(tx, cipher, claim);
  if (!candidate) return '';
  const holder = await linkRecord(tx, candidate.id, userId);
  return holder
    ? `；花名册记录（学号 ${candidate.studentNo}）已关联账号 #${holder.id}（${holder.name}），未关联本账号`
    : `，关联花名册记录（学号 ${candidate.studentNo}）`;
}
