import {
  claimDay,
  differenceById,
  finishDay,
  insertRun,
  markHandled,
  ordersByTradeNo,
  ordersPaidOn,
  type DifferenceRow,
  type NewDifference,
} from '../repositories/reconciliation.ts';
import { chinaDay } from '../../src/shared/retention.ts';
import { settle, type PaymentContext, type Settled } from './donation-payments.ts';
import { parseTradeBill, WxpayError, type TradeBillRow } from './wxpay.ts';

// 对账: WeChat Pay's trade bill of a China day against the orders paid here that day. Payments only: the portal keeps
// no refunds of its own yet, so the bill's refund rows are totalled and shown, not compared.

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
    const empty = { billCount: 0, billTotalFen: 0, billRefundFen: 0, ledgerCount: 0, ledgerTotalFen: 0 };
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
  const totals = {
    billCount: payments.length,
    billTotalFen: sum(payments.map((p) => p.totalFen)),
    billRefundFen: sum(refunds.map((r) => r.refundFen)),
    ledgerCount: ledger.length,
    ledgerTotalFen: sum(ledger.map((o) => o.totalFen)),
  };
  const id = await ctx.db.transaction((tx) => insertRun(tx, { ...run, ...totals, state: 'done', reason: '' }, differences));
  return { id, state: 'done' };
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
 * 查询该订单: asks WeChat about a difference's order and settles what it says (as the notification would). A payment
 * missing here that is now counted marks the difference handled. Answers null for no such difference.
 */
export async function queryDifference(
  ctx: PaymentContext,
  id: number,
  by: RunBy,
): Promise<{ outcome: Settled; difference: DifferenceRow } | null> {
  const difference = await differenceById(ctx.db, id);
  if (!difference) return null;
  const transaction = await ctx.wxpay.queryOrder(difference.outTradeNo);
  const outcome: Settled = transaction ? await settle(ctx.db, ctx.settings, transaction) : 'unknown';
  if ((outcome === 'paid' || outcome === 'already') && difference.kind === 'missing_here' && !difference.handledAt) {
    await ctx.db.transaction((tx) => markHandled(tx, id, by.account, '查询订单：微信支付显示已支付，已记为到账'));
  }
  return { outcome, difference: (await differenceById(ctx.db, id))! };
}
