import {
  claimDay,
  differenceById,
  finishDay,
  insertRun,
  markHandled,
  ordersByTradeNo,
  ordersPaidOn,
  refundsByNo,
  refundsSettledOn,
  type DifferenceRow,
  type LedgerRefund,
  type NewDifference,
} from '../repositories/reconciliation.ts';
import { chinaDay } from '../../src/shared/retention.ts';
import { isRefundKind } from '../../src/shared/api/admin-reconcile.ts';
import { settle, type Settled } from './donation-payments.ts';
import type { PaymentContext } from './payment-context.ts';
import { applyRefund, type RefundApplied } from './donation-refunds.ts';
import { parseTradeBill, WxpayError, type Refund, type TradeBillRow } from './wxpay.ts';

// 对账: WeChat Pay's trade bill of a China day against the orders paid and the refunds that succeeded here that day.

/** Who ran a reconciliation: a member of staff, or the job (系统). */
export interface RunBy {
  staffId: number | null;
  account: string;
}
export const BY_JOB: RunBy = { staffId: null, account: '系统' };

/** WeChat makes a day's bill available from 10:00 the next morning, China time (下载交易账单: 次日 10 点后). */
export const BILL_READY_HOUR = 10;
/** A claim left running this long (minutes) belongs to a process that died: the next run takes the day over. */
const STALE_CLAIM_MINUTES = 60;
const DAY_MS = 24 * 60 * 60_000;

/** Why a bill could not be read, for the office (WeChat's code kept for support). */
export function billFailure(error: WxpayError): string {
  switch (error.code) {
    case 'BILL_HASH_MISMATCH':
      return '账单文件与微信支付给出的校验值不符（下载可能损坏），将在下次对账时重试';
    case 'BAD_BILL':
      return '账单文件格式无法识别，将在下次对账时重试';
    case 'STATEMENT_CREATING':
      return '微信支付尚未生成该日账单，将在下次对账时重试';
    case 'NETWORK_ERROR':
    case 'TIMEOUT':
      return '无法连接微信支付，将在下次对账时重试';
    case 'UNTRUSTED_ANSWER':
      return '微信支付的应答未通过验签，将在下次对账时重试';
    default:
      return `微信支付未能提供账单（${error.code}），将在下次对账时重试`;
  }
}

/** The bill's rows, or why there are none: a day without trade has no bill (NO_STATEMENT_EXIST) and nothing to compare. */
async function billRows(ctx: PaymentContext, billDate: string): Promise<{ rows: TradeBillRow[] } | { reason: string }> {
  try {
    return { rows: parseTradeBill(await ctx.wxpay.tradeBill(billDate)) };
  } catch (error) {
    if (!(error instanceof WxpayError)) throw error;
    if (error.code === 'NO_STATEMENT_EXIST') return { rows: [] };
    return { reason: billFailure(error) };
  }
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/**
 * Reconciles one China day and stores the run: each payment of the bill must be an order paid here for the same
 * amount, and each order paid here that day must be in the bill. Answers the run's id and state.
 */
export async function reconcileDay(ctx: PaymentContext, billDate: string, by: RunBy): Promise<{ id: number; state: 'done' | 'failed' }> {
  const bill = await billRows(ctx, billDate);
  const run = { billDate, staffId: by.staffId, runBy: by.account };
  if ('reason' in bill) {
    const empty = { billCount: 0, billTotalFen: 0, billRefundFen: 0, ledgerCount: 0, ledgerTotalFen: 0, ledgerRefundFen: 0 };
    const id = await insertRun(ctx.db, { ...run, ...empty, state: 'failed', reason: bill.reason }, []);
    return { id, state: 'failed' };
  }
  const payments = bill.rows.filter((r) => r.tradeState === 'SUCCESS');
  const refunds = bill.rows.filter((r) => r.tradeState === 'REFUND');
  const ledger = await ordersPaidOn(ctx.db, billDate);
  const known = new Map(
    (
      await ordersByTradeNo(
        ctx.db,
        payments.map((p) => p.outTradeNo),
      )
    ).map((o) => [o.outTradeNo, o]),
  );
  const differences: NewDifference[] = [];
  for (const p of payments) {
    const order = known.get(p.outTradeNo);
    const base = { outTradeNo: p.outTradeNo, transactionId: p.transactionId, tradeTime: p.tradeTime, billFen: p.totalFen };
    if (!order || order.state !== 'paid')
      differences.push({ ...base, kind: 'missing_here', ledgerFen: null, donationId: order?.donationId ?? null });
    else if (order.totalFen !== p.totalFen)
      differences.push({ ...base, kind: 'amount', ledgerFen: order.totalFen, donationId: order.donationId });
  }
  const billed = new Set(payments.map((p) => p.outTradeNo));
  for (const o of ledger.filter((o) => !billed.has(o.outTradeNo))) {
    differences.push({
      kind: 'missing_there',
      outTradeNo: o.outTradeNo,
      transactionId: o.transactionId,
      tradeTime: '',
      billFen: null,
      ledgerFen: o.totalFen,
      donationId: o.donationId,
    });
  }
  const refunded = await refundsSettledOn(ctx.db, billDate);
  differences.push(...(await refundDifferences(ctx, refunds, refunded)));
  const totals = {
    billCount: payments.length,
    billTotalFen: sum(payments.map((p) => p.totalFen)),
    billRefundFen: sum(refunds.map((r) => r.refundFen)),
    ledgerCount: ledger.length,
    ledgerTotalFen: sum(ledger.map((o) => o.totalFen)),
    ledgerRefundFen: sum(refunded.map((r) => r.refundFen)),
  };
  const id = await ctx.db.transaction((tx) => insertRun(tx, { ...run, ...totals, state: 'done', reason: '' }, differences));
  return { id, state: 'done' };
}

/**
 * The bill's refunds against ours: each refund WeChat made (退款状态 SUCCESS) must be one of ours that succeeded, for
 * the same amount, and each of ours that succeeded that day must be among them. Refunds the bill shows still processing
 * or closed moved no money, and are not compared.
 */
async function refundDifferences(ctx: PaymentContext, rows: TradeBillRow[], refunded: LedgerRefund[]): Promise<NewDifference[]> {
  const made = rows.filter((r) => r.refundStatus === 'SUCCESS');
  const known = new Map((await refundsByNo(ctx.db, made.map((r) => r.outRefundNo).filter(Boolean))).map((r) => [r.outRefundNo, r]));
  const differences: NewDifference[] = [];
  for (const r of made) {
    const ours = known.get(r.outRefundNo);
    const base = {
      outTradeNo: r.outTradeNo,
      outRefundNo: r.outRefundNo,
      transactionId: r.transactionId,
      tradeTime: r.tradeTime,
      billFen: r.refundFen,
      donationId: ours?.donationId ?? null,
    };
    if (!ours || ours.state !== 'success') differences.push({ ...base, kind: 'refund_missing_here', ledgerFen: null });
    else if (ours.refundFen !== r.refundFen) differences.push({ ...base, kind: 'refund_amount', ledgerFen: ours.refundFen });
  }
  const billed = new Set(made.map((r) => r.outRefundNo));
  for (const r of refunded.filter((r) => !billed.has(r.outRefundNo))) {
    differences.push({
      kind: 'refund_missing_there',
      outTradeNo: r.outTradeNo,
      outRefundNo: r.outRefundNo,
      transactionId: '',
      tradeTime: '',
      billFen: null,
      ledgerFen: r.refundFen,
      donationId: r.donationId,
    });
  }
  return differences;
}

/**
 * The daily job at `now`: from 10:00 China time, yesterday's bill, once whatever the number of processes (the day is
 * claimed in the database); a failed day is claimed and run again by the next run. Answers the run, or null when there
 * was nothing to do.
 */
export async function runReconcileJob(ctx: PaymentContext): Promise<{ id: number; state: 'done' | 'failed' } | null> {
  const now = ctx.now?.() ?? new Date();
  if (new Date(now.getTime() + 8 * 3_600_000).getUTCHours() < BILL_READY_HOUR) return null;
  const billDate = chinaDay(new Date(now.getTime() - DAY_MS));
  if (!(await claimDay(ctx.db, billDate, STALE_CLAIM_MINUTES))) return null;
  let state: 'done' | 'failed' = 'failed';
  try {
    const run = await reconcileDay(ctx, billDate, BY_JOB);
    state = run.state;
    return run;
  } finally {
    await finishDay(ctx.db, billDate, state);
  }
}

/**
 * 查询该订单 (查询该退款 for a refund's difference): asks WeChat about the difference's order or refund and applies what
 * it says (as the notification would). A payment or refund missing here that is now counted marks the difference
 * handled. Answers null for no such difference.
 */
export async function queryDifference(
  ctx: PaymentContext,
  id: number,
  by: RunBy,
): Promise<{ outcome: Settled | RefundApplied; difference: DifferenceRow } | null> {
  const difference = await differenceById(ctx.db, id);
  if (!difference) return null;
  if (isRefundKind(difference.kind)) return queryRefundDifference(ctx, difference, by);
  const transaction = await ctx.wxpay.queryOrder(difference.outTradeNo);
  const outcome: Settled = transaction ? await settle(ctx.db, ctx.settings, transaction) : 'unknown';
  if ((outcome === 'paid' || outcome === 'already') && difference.kind === 'missing_here' && !difference.handledAt) {
    await ctx.db.transaction((tx) => markHandled(tx, id, by.account, '查询订单：微信支付显示已支付，已记为到账'));
  }
  return { outcome, difference: (await differenceById(ctx.db, id))! };
}

async function queryRefundDifference(
  ctx: PaymentContext,
  difference: DifferenceRow,
  by: RunBy,
): Promise<{ outcome: RefundApplied; difference: DifferenceRow }> {
  let answer: Refund | null = null;
  try {
    answer = await ctx.wxpay.queryRefund(difference.outRefundNo);
  } catch (error) {
    // Not WeChat's refund: someone else's number, or a refund of ours WeChat never received.
    if (!(error instanceof WxpayError && error.code === 'RESOURCE_NOT_EXISTS')) throw error;
  }
  const outcome = await ctx.db.transaction(async (tx) => {
    const applied: RefundApplied = answer ? await applyRefund(tx, answer) : 'unknown';
    const [ours] = await refundsByNo(tx, [difference.outRefundNo]);
    if (
      difference.kind === 'refund_missing_here' &&
      !difference.handledAt &&
      ours?.state === 'success' &&
      ours.refundFen === difference.billFen
    )
      await markHandled(tx, difference.id, by.account, '查询退款：微信支付显示已退款，已记为退款成功');
    return applied;
  });
  return { outcome, difference: (await differenceById(ctx.db, difference.id))! };
}
