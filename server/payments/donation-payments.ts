import type { Db, Queryable } from '../db/connect.ts';
import type { WxpaySettings } from '../config/wxpay.ts';
import { appendAudit } from '../repositories/audit.ts';
import { countHit } from '../repositories/rate-limit.ts';
import {
  closeOffer,
  flagOffer,
  insertOffer,
  payablePledge,
  markOfferPaid,
  offerByTradeNo,
  openOffersToCheck,
  pledgeOffers,
  notificationSeen,
  serialisedForPledge,
  rememberNotification,
  type PaymentChannel,
  type PaymentOffer,
} from '../repositories/donation-payment.ts';
import { applyRefund, runRefundChecks } from './donation-refunds.ts';
import type { PaymentContext } from './payment-context.ts';
import { WxpayError, type Transaction } from './wxpay.ts';

// 捐赠 paid through WeChat Pay: offering a pledge to WeChat (扫码支付, the phone's payment page, the mini-program), settling what WeChat
// says was paid (its notification, a query on the donor's return, the job), and closing what expired. One settle for
// all three, so a paid gift is counted once whichever word arrives first.

/** How long a WeChat order stays payable; the job closes it after. */
export const PAY_WINDOW_MS = 30 * 60_000;
/** An offer unanswered this long is queried by the job: a lost notification never leaves a paid gift pending. */
export const QUERY_AFTER_MS = 3 * 60_000;
/** A QR code or payment page with less time than this left is not handed out again: a new order is made. */
const REUSE_MARGIN_MS = 2 * 60_000;

export class PaymentRefusal extends Error {}

const yuan = (fen: number) => `${(fen / 100).toFixed(2)} 元`;

/** A system entry in the audit log about money the office must look at. */
const auditPayment = (tx: Queryable, outTradeNo: string, summary: string) =>
  appendAudit(tx, { staffId: null, account: '系统', ip: '', action: 'wxpay', entity: 'donation', entityId: outTradeNo, summary });

export type Offered =
  | { kind: 'native'; codeUrl: string; expiresAt: Date }
  | { kind: 'h5'; h5Url: string; expiresAt: Date }
  | { kind: 'jsapi'; prepayId: string; expiresAt: Date }
  | { kind: 'paid' };

/** What each channel needs of the donor: their IP for the phone's payment page, their openid in the mini-program. */
export type OfferRequest = { donationId: number; userId: number } & (
  { channel: 'native' } | { channel: 'h5'; payerClientIp: string } | { channel: 'jsapi'; openid: string }
);

const SUFFIX: Record<PaymentChannel, string> = { native: 'N', h5: 'H', jsapi: 'J' };

/**
 * The WeChat order through which the donor pays a pledge of theirs now: the open one of this channel while it has time
 * left, else a new one, after closing any other still open (so one pledge is never paid twice; an order WeChat says
 * was paid meanwhile settles the pledge instead). Requests for one pledge take their turn: two at once (a QR code on a
 * desktop and the phone's page, a double tap) never leave two payable orders.
 */
export function offerPayment(ctx: PaymentContext, request: OfferRequest): Promise<Offered> {
  return serialisedForPledge(ctx.db, request.donationId, (db) => offerInTurn({ ...ctx, db }, request));
}

async function offerInTurn(ctx: PaymentContext, request: OfferRequest): Promise<Offered> {
  const now = ctx.now?.() ?? new Date();
  const offers = await pledgeOffers(ctx.db, request.donationId);
  const reusable = offers.find(
    (o) => o.state === 'open' && o.channel === request.channel && o.expiresAt.getTime() - now.getTime() > REUSE_MARGIN_MS,
  );
  for (const o of offers.filter((o) => o.state === 'open' && o !== reusable)) {
    if ((await closeAtWechat(ctx, o)) === 'paid') return { kind: 'paid' };
  }
  const pledge = await payablePledge(ctx.db, request.donationId);
  if (!pledge || pledge.userId !== request.userId) throw new PaymentRefusal('捐赠记录不存在或已删除');
  if (pledge.status === 'paid') return { kind: 'paid' };
  if (pledge.status === 'cancelled') throw new PaymentRefusal('该捐赠已取消，请重新发起');
  if (pledge.status === 'expired') throw new PaymentRefusal('该捐赠已过期，请重新发起');
  if (reusable) return shown(reusable);
  const expiresAt = new Date(now.getTime() + PAY_WINDOW_MS);
  const outTradeNo = `${pledge.orderNo}${SUFFIX[request.channel]}${offers.length + 1}`;
  const order = {
    outTradeNo,
    description: `捐赠-${pledge.projectTitle}`.slice(0, 40),
    totalFen: pledge.amount * 100,
    timeExpire: expiresAt,
    attach: String(pledge.id),
  };
  const made = { codeUrl: '', h5Url: '', prepayId: '' };
  if (request.channel === 'native') made.codeUrl = (await ctx.wxpay.nativeOrder(order)).codeUrl;
  else if (request.channel === 'h5') made.h5Url = (await ctx.wxpay.h5Order({ ...order, payerClientIp: request.payerClientIp })).h5Url;
  else made.prepayId = (await ctx.wxpay.jsapiOrder({ ...order, openid: request.openid })).prepayId;
  await insertOffer(ctx.db, { outTradeNo, donationId: pledge.id, channel: request.channel, totalFen: order.totalFen, expiresAt, ...made });
  return shown((await offerByTradeNo(ctx.db, outTradeNo))!);
}

function shown(o: PaymentOffer): Offered {
  if (o.channel === 'native') return { kind: 'native', codeUrl: o.codeUrl, expiresAt: o.expiresAt };
  if (o.channel === 'h5') return { kind: 'h5', h5Url: o.h5Url, expiresAt: o.expiresAt };
  return { kind: 'jsapi', prepayId: o.prepayId, expiresAt: o.expiresAt };
}

/** Closes an open offer at WeChat and here; one WeChat says was paid is settled instead. */
async function closeAtWechat(ctx: PaymentContext, offer: PaymentOffer): Promise<'closed' | 'paid'> {
  try {
    await ctx.wxpay.closeOrder(offer.outTradeNo);
  } catch (error) {
    if (!(error instanceof WxpayError) || error.code !== 'ORDERPAID') throw error;
    const transaction = await ctx.wxpay.queryOrder(offer.outTradeNo);
    if (transaction && (await settle(ctx.db, ctx.settings, transaction)) !== 'refused') return 'paid';
    return 'closed';
  }
  await ctx.db.transaction((tx) => closeOffer(tx, offer.outTradeNo));
  return 'closed';
}

export type Settled = 'paid' | 'already' | 'refused' | 'unknown' | 'unpaid';

/**
 * What WeChat says of one order, applied once: paid (the pledge counted), already settled, refused (merchant or amount
 * not the order's: flagged for the office and audited, nothing counted), unknown to us, or not paid (yet).
 */
export async function settle(db: Db, settings: WxpaySettings, t: Transaction, tx?: Queryable): Promise<Settled> {
  const work = async (q: Queryable): Promise<Settled> => {
    const offer = await offerByTradeNo(q, t.outTradeNo, true);
    if (!offer) return 'unknown';
    const wrong =
      t.mchid !== settings.mchid || t.appid !== settings.appid
        ? `商户号或应用不符（通知：${t.mchid} / ${t.appid}）`
        : t.totalFen !== offer.totalFen
          ? `金额不符：订单 ${yuan(offer.totalFen)}，微信支付 ${yuan(t.totalFen)}`
          : '';
    if (wrong) {
      if (offer.problem !== wrong) {
        await flagOffer(q, offer.outTradeNo, wrong);
        await auditPayment(q, offer.outTradeNo, `微信支付订单 ${offer.outTradeNo} 未入账：${wrong}，请核对`);
      }
      return 'refused';
    }
    if (t.tradeState !== 'SUCCESS') return 'unpaid';
    if (offer.state === 'paid') return 'already';
    const counted = await markOfferPaid(q, offer, t.transactionId, t.successTime ? new Date(t.successTime) : new Date());
    if (!counted) {
      const problem = `重复支付：该捐赠已由另一笔订单支付，微信支付单号 ${t.transactionId}（${yuan(t.totalFen)}）须退款`;
      await flagOffer(q, offer.outTradeNo, problem);
      await auditPayment(q, offer.outTradeNo, `微信支付订单 ${offer.outTradeNo}：${problem}`);
    }
    return 'paid';
  };
  return tx ? work(tx) : db.transaction(work);
}

/**
 * How often the donor's 我已完成支付 may ask WeChat about one pledge: a press within this of the last one (40 taps at
 * once, a script) is answered with the pledge as it stands, which the notification and the job keep true.
 */
export const CHECK_EVERY_MS = 10_000;

/**
 * Asks WeChat about a pledge's open orders (the donor is back from paying) and settles what it says, at most once in
 * CHECK_EVERY_MS for the pledge (counted in the database, so across processes too). Answers whether it asked.
 */
export async function checkPledge(ctx: PaymentContext, donationId: number): Promise<boolean> {
  if ((await countHit(ctx.db, `wxpay-check:${donationId}`, CHECK_EVERY_MS)).hits > 1) return false;
  for (const offer of (await pledgeOffers(ctx.db, donationId)).filter((o) => o.state === 'open')) {
    const transaction = await ctx.wxpay.queryOrder(offer.outTradeNo);
    if (transaction) await settle(ctx.db, ctx.settings, transaction);
  }
  return true;
}

/**
 * The job: every open order older than QUERY_AFTER_MS is queried and settled; one past its expiry and still unpaid is
 * closed at WeChat; every refund still processing after QUERY_AFTER_MS is queried and applied. Answers how many of each.
 */
export async function runPaymentChecks(ctx: PaymentContext): Promise<{ queried: number; paid: number; closed: number; refunded: number }> {
  const now = ctx.now?.() ?? new Date();
  const due = await openOffersToCheck(ctx.db, new Date(now.getTime() - QUERY_AFTER_MS));
  const counts = { queried: 0, paid: 0, closed: 0, refunded: 0 };
  for (const offer of due) {
    counts.queried++;
    const transaction = await ctx.wxpay.queryOrder(offer.outTradeNo);
    const outcome = transaction ? await settle(ctx.db, ctx.settings, transaction) : 'unpaid';
    if (outcome === 'paid') counts.paid++;
    else if (offer.expiresAt <= now && (await closeAtWechat(ctx, offer)) === 'closed') counts.closed++;
  }
  counts.refunded = await runRefundChecks(ctx, new Date(now.getTime() - QUERY_AFTER_MS));
  // A gift settled here, not in a request: the projects' totals on drawn pages must not wait for the next write.
  if (counts.paid || counts.refunded) await ctx.publicDataChanged?.();
  return counts;
}

/** WeChat's answer to a notification: 200/204 taken as received; 4xx/5xx with { code: 'FAIL' } sent again later. */
export interface NotifyAnswer {
  status: number;
  body?: { code: 'FAIL'; message: string };
}

/**
 * A notification from WeChat Pay: its signature and timestamp checked before anything is read (wxpay.verifyNotification),
 * then applied once: a replay or a duplicate (the same id) is answered as received and changes nothing.
 */
export async function receiveNotification(
  ctx: PaymentContext,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
): Promise<NotifyAnswer> {
  let notification;
  try {
    notification = ctx.wxpay.verifyNotification(headers, rawBody);
  } catch (error) {
    if (error instanceof WxpayError) return { status: 400, body: { code: 'FAIL', message: '验签失败' } };
    throw error;
  }
  if (notification.kind === 'refund') {
    const refund = notification.refund;
    return ctx.db.transaction(async (tx) => {
      if (await notificationSeen(tx, notification.id)) return { status: 204 };
      const outcome = await applyRefund(tx, refund);
      // As with payments: a refund we never asked for, or not as we asked it, is refused each time it comes.
      if (outcome === 'refused') return { status: 400, body: { code: 'FAIL', message: '退款信息不符' } };
      if (outcome === 'unknown') return { status: 404, body: { code: 'FAIL', message: '退款单不存在' } };
      await rememberNotification(tx, {
        id: notification.id,
        eventType: notification.eventType,
        outTradeNo: refund.outTradeNo,
        outcome: `refund ${refund.outRefundNo} ${outcome}`,
      });
      return { status: 204 };
    });
  }
  const t = notification.transaction;
  return ctx.db.transaction(async (tx) => {
    if (await notificationSeen(tx, notification.id)) return { status: 204 };
    const outcome = await settle(ctx.db, ctx.settings, t, tx);
    // A refused or unknown order is not remembered: WeChat sends it again and it is refused again, never taken.
    if (outcome === 'refused') return { status: 400, body: { code: 'FAIL', message: '订单信息不符' } };
    if (outcome === 'unknown') return { status: 404, body: { code: 'FAIL', message: '订单不存在' } };
    await rememberNotification(tx, { id: notification.id, eventType: notification.eventType, outTradeNo: t.outTradeNo, outcome });
    return { status: 204 };
  });
}
