import type { FieldCipher } from '../crypto/field-cipher.ts';
import type { Queryable } from '../db/connect.ts';
import { matchRoster, type CardClaim } from '../../src/shared/admin/roster.ts';
import { appendAudit } from './audit.ts';
import { deliverAlways, verifyCard } from './review-decisions.ts';
import { escapeHtml } from '../../src/shared/escape-html.ts';
import { rosterCandidate } from './roster.ts';

/**
 * A new card application that agrees with the roster in name, 学号, 毕业年份 and the ID number's last 6 characters is
 * verified at once, in the caller's transaction, audited as 系统核验. Answers whether it was.
 */
export async function verifyByRoster(tx: Queryable, cipher: FieldCipher, userId: number, claim: CardClaim): Promise<boolean> {
  const candidate = await rosterCandidate(tx, cipher, {
    studentNo: claim.studentNo,
    name: claim.name,
    graduationYear: Number(claim.graduationYear),
  });
  const match = matchRoster(claim, candidate);
  if (match.verdict !== 'match') return false;
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
