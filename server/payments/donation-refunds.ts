import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/connect.ts';
import { appendAudit } from '../repositories/audit.ts';
import {
  flagRefund,
  giftDonor,
  insertRefund,
  refundableGift,
  refundByNo,
  refundsToCheck,
  setRefundState,
  type DonationRefund,
} from '../repositories/donation-refunds.ts';
import { deliver } from '../repositories/messages.ts';
import { escapeHtml } from '../../src/shared/admin/ledger.ts';
import { WXPAY_CHANNELS } from '../../src/shared/admin/ledger-gifts.ts';
import type { PaymentContext } from './payment-context.ts';
import { WxpayError, type Refund } from './wxpay.ts';

// 退款 through WeChat Pay: a 管理员 asks, WeChat answers PROCESSING (mostly), and its notification (REFUND.*, at the
// payments' notify_url) or the job's query settles it. One apply for both, so a refund is counted once.

/** Why a refund is not asked for: the answer's status, the message, and the field at fault (if one is). */
export class RefundRefusal extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 502,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** What the office must do about a refund WeChat could not complete (退款异常: the donor's card can no longer take it). */
export const ABNORMAL_ADVICE =
  '退款异常：原支付银行卡已注销或冻结，请在微信支付商户平台发起异常退款（退至用户零钱或其他账户），或与捐赠人联系线下退回';

const auditRefund = (q: Queryable, outRefundNo: string, summary: string) =>
  appendAudit(q, { staffId: null, account: '系统', ip: '', action: 'wxpay', entity: 'donation', entityId: outRefundNo, summary });

const newRefundNo = (donationId: number) =>
  `R${donationId}T${Date.now().toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`;

/** WeChat takes a reason of at most 80 bytes: the typed one cut at a whole character (the full one is kept here). */
function wechatReason(reason: string): string {
  let out = '';
  for (const c of reason) {
    if (Buffer.byteLength(out + c) > 80) break;
    out += c;
  }
  return out;
}

export interface RefundAsked {
  outRefundNo: string;
  state: DonationRefund['state'];
  /** the gift and its donor, for the audit entry of the request */
  projectTitle: string;
}

/**
 * Asks WeChat Pay to refund `amount` yuan of a paid gift. The refund is kept (processing) before WeChat is called, so
 * two 管理员 at once cannot refund more than was paid, and an answer lost on the way is found by the job's query.
 */
export async function requestRefund(
  ctx: PaymentContext,
  r: { donationId: number; amount: number; reason: string; staffId: number; staffAccount: string },
): Promise<RefundAsked> {
  const asked = await ctx.db.transaction(async (tx) => {
    const gift = await refundableGift(tx, r.donationId);
    if (!gift) throw new RefundRefusal(404, '捐赠记录不存在');
    if (gift.payChannel === 'bank' || gift.payChannel === 'cash') throw new RefundRefusal(409, '线下捐赠不能通过微信支付退款，请线下退回');
    if (gift.status !== 'paid') throw new RefundRefusal(409, '该笔捐赠尚未到账，不能退款');
    if (!(WXPAY_CHANNELS as readonly string[]).includes(gift.payChannel) || !gift.transactionId || !gift.outTradeNo || !gift.totalFen)
      throw new RefundRefusal(409, '只有通过微信支付到账的捐赠可以在此退款');
    const left = gift.amount - gift.refunded - gift.outstanding;
    if (left <= 0) throw new RefundRefusal(409, gift.outstanding ? '该笔捐赠的退款正在处理中' : '该笔捐赠已全部退款');
    if (r.amount > left) throw new RefundRefusal(400, `退款金额不能超过可退金额 ${left} 元`, 'amount');
    const outRefundNo = newRefundNo(gift.id);
    await insertRefund(tx, { ...r, outRefundNo, outTradeNo: gift.outTradeNo });
    return { outRefundNo, outTradeNo: gift.outTradeNo, totalFen: gift.totalFen, projectTitle: gift.projectTitle };
  });
  let answer: Refund;
  try {
    answer = await ctx.wxpay.refund({
      outTradeNo: asked.outTradeNo,
      outRefundNo: asked.outRefundNo,
      reason: wechatReason(r.reason),
      refundFen: r.amount * 100,
      totalFen: asked.totalFen,
    });
  } catch (error) {
    // WeChat's own refusal (a signed 4xx) means no refund was made: closed, with its code. Silence or an answer that
    // failed verification leaves it processing, for the job to ask about.
    if (error instanceof WxpayError && error.status >= 400 && error.status < 500 && error.code !== 'UNTRUSTED_ANSWER') {
      await ctx.db.transaction(async (tx) => {
        const refund = await refundByNo(tx, asked.outRefundNo, true);
        if (refund) await setRefundState(tx, refund, 'closed', '', `微信支付拒绝退款：${error.code}`);
      });
      throw new RefundRefusal(502, `微信支付拒绝了该退款（${error.code}），未退款`);
    }
    throw error;
  }
  const state = await ctx.db.transaction((tx) => applyRefund(tx, answer));
  return { outRefundNo: asked.outRefundNo, state: state === 'settled' ? 'success' : 'processing', projectTitle: asked.projectTitle };
}

export type RefundApplied = 'settled' | 'pending' | 'already' | 'refused' | 'unknown';

const STATES: Record<string, DonationRefund['state']> = {
  SUCCESS: 'success',
  ABNORMAL: 'abnormal',
  CLOSED: 'closed',
  PROCESSING: 'processing',
};

/**
 * What WeChat says of one refund, applied once, inside the caller's transaction: it must be a refund we asked for, of
 * the order and amount we asked; a success counts the refund and tells the donor, an abnormal one is audited for the
 * office to act. A settled refund (success, closed) never changes again.
 */
export async function applyRefund(tx: Queryable, r: Refund): Promise<RefundApplied> {
  const refund = await refundByNo(tx, r.outRefundNo, true);
  if (!refund) return 'unknown';
  if (r.outTradeNo !== refund.outTradeNo || r.refundFen !== refund.amount * 100) {
    const problem = `退款信息不符：微信支付 ${r.outTradeNo} ${(r.refundFen / 100).toFixed(2)} 元`;
    if (refund.problem !== problem) {
      await flagRefund(tx, refund.outRefundNo, problem);
      await auditRefund(tx, refund.outRefundNo, `捐赠退款 ${refund.outRefundNo} 未入账：${problem}，请核对`);
    }
    return 'refused';
  }
  const state = STATES[r.status];
  if (refund.state === 'success' || refund.state === 'closed') return 'already';
  if (!state || state === 'processing') return 'pending';
  if (state === refund.state) return 'already';
  const summary = `捐赠 #${refund.donationId} 退款 ${refund.amount} 元（${refund.outRefundNo}）`;
  if (state === 'abnormal') {
    await setRefundState(tx, refund, 'abnormal', r.refundId, ABNORMAL_ADVICE);
    await auditRefund(tx, refund.outRefundNo, `${summary}异常：${ABNORMAL_ADVICE}`);
    return 'pending';
  }
  await setRefundState(tx, refund, state, r.refundId, state === 'closed' ? '退款已关闭' : '');
  await auditRefund(tx, refund.outRefundNo, `${summary}${state === 'success' ? '成功' : '已关闭'}`);
  if (state === 'success') {
    const donor = await giftDonor(tx, refund.donationId);
    if (donor?.userId) {
      await deliver(
        tx,
        donor.userId,
        'system',
        '捐赠退款',
        `<p>您对「${escapeHtml(donor.projectTitle)}」的捐赠已退款 ${refund.amount} 元，款项将原路退回您的微信支付账户。</p>` +
          `<p>退款原因：${escapeHtml(refund.reason)}</p>`,
      );
    }
  }
  return 'settled';
}

/** The job's part: refunds still processing a while after they were asked for are queried and applied. */
export async function runRefundChecks(ctx: PaymentContext, before: Date): Promise<number> {
  let settled = 0;
  for (const refund of await refundsToCheck(ctx.db, before)) {
    let answer: Refund;
    try {
      answer = await ctx.wxpay.queryRefund(refund.outRefundNo);
    } catch (error) {
      // WeChat never received it (the request was lost): nothing was refunded, and nothing will be.
      if (error instanceof WxpayError && error.code === 'RESOURCE_NOT_EXISTS') {
        await ctx.db.transaction(async (tx) => {
          const locked = await refundByNo(tx, refund.outRefundNo, true);
          if (locked?.state === 'processing') await setRefundState(tx, locked, 'closed', '', '微信支付未收到该退款申请');
        });
        continue;
      }
      throw error;
    }
    if ((await ctx.db.transaction((tx) => applyRefund(tx, answer))) === 'settled') settled++;
  }
  return settled;
}
