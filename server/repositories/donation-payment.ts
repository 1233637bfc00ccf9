import type { Db, Queryable } from '../db/connect.ts';

// The WeChat orders behind pledges (donation_payment) and the notifications received (wxpay_notification).

export type PaymentChannel = 'native' | 'h5' | 'jsapi';

export interface PaymentOffer {
  outTradeNo: string;
  donationId: number;
  channel: PaymentChannel;
  totalFen: number;
  codeUrl: string;
  h5Url: string;
  prepayId: string;
  expiresAt: Date;
  state: 'open' | 'paid' | 'closed';
  transactionId: string;
  problem: string;
}

const offerColumns = `out_trade_no as "outTradeNo", donation_id as "donationId", channel, total_fen as "totalFen",
  code_url as "codeUrl", h5_url as "h5Url", prepay_id as "prepayId", expires_at as "expiresAt", state,
  transaction_id as "transactionId", problem`;

const asOffer = (o: PaymentOffer): PaymentOffer => ({ ...o, expiresAt: new Date(o.expiresAt) });

/** A pledge as payment needs it: its owner, amount in yuan, state and project. */
export interface PayablePledge {
  id: number;
  userId: number;
  amount: number;
  status: 'awaiting_payment' | 'paid' | 'cancelled' | 'expired';
  orderNo: string;
  projectTitle: string;
}

export async function payablePledge(tx: Queryable, id: number): Promise<PayablePledge | undefined> {
  const [row] = await tx.query<PayablePledge>(
    `select d.id, d.user_id as "userId", d.amount, d.status, d.order_no as "orderNo", p.title as "projectTitle"
       from donation d join donation_project p on p.id = d.project_id where d.id = $1`,
    [id],
  );
  return row;
}

export async function pledgeOffers(db: Queryable, donationId: number): Promise<PaymentOffer[]> {
  return (
    await db.query<PaymentOffer>(`select ${offerColumns} from donation_payment where donation_id = $1 order by created_at`, [donationId])
  ).map(asOffer);
}

export async function offerByTradeNo(tx: Queryable, outTradeNo: string, lock = false): Promise<PaymentOffer | undefined> {
  const [row] = await tx.query<PaymentOffer>(
    `select ${offerColumns} from donation_payment where out_trade_no = $1${lock ? ' for update' : ''}`,
    [outTradeNo],
  );
  return row && asOffer(row);
}

export async function insertOffer(
  tx: Queryable,
  o: Pick<PaymentOffer, 'outTradeNo' | 'donationId' | 'channel' | 'totalFen' | 'codeUrl' | 'h5Url' | 'prepayId' | 'expiresAt'>,
) {
  await tx.query(
    `insert into donation_payment (out_trade_no, donation_id, channel, total_fen, code_url, h5_url, prepay_id, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (out_trade_no) do nothing`,
    [o.outTradeNo, o.donationId, o.channel, o.totalFen, o.codeUrl, o.h5Url, o.prepayId, o.expiresAt],
  );
}

export async function closeOffer(tx: Queryable, outTradeNo: string) {
  await tx.query(`update donation_payment set state = 'closed' where out_trade_no = $1 and state = 'open'`, [outTradeNo]);
}

export async function flagOffer(tx: Queryable, outTradeNo: string, problem: string) {
  await tx.query(`update donation_payment set problem = $2 where out_trade_no = $1`, [outTradeNo, problem]);
}

/**
 * Records WeChat's word that an offer was paid, and the pledge as paid by it unless another offer paid it first (then
 * answers false, and the offer is flagged for a refund). A pledge the donor cancelled meanwhile is paid all the same:
 * the money has arrived.
 */
export async function markOfferPaid(tx: Queryable, offer: PaymentOffer, transactionId: string, paidAt: Date): Promise<boolean> {
  await tx.query(`update donation_payment set state = 'paid', transaction_id = $2, paid_at = $3 where out_trade_no = $1`, [
    offer.outTradeNo,
    transactionId,
    paidAt,
  ]);
  const paid = await tx.query(
    `update donation set status = 'paid', paid_at = $2, pay_channel = $3, transaction_id = $4
      where id = $1 and status <> 'paid' returning id`,
    [offer.donationId, paidAt, offer.channel, transactionId],
  );
  return paid.length > 0;
}

/** Offers still open that were made before `before` (to query) or have expired by `now` (to close), oldest first. */
export async function openOffersToCheck(db: Queryable, before: Date, limit = 100): Promise<PaymentOffer[]> {
  return (
    await db.query<PaymentOffer>(
      `select ${offerColumns} from donation_payment where state = 'open' and created_at < $1 order by created_at limit $2`,
      [before, limit],
    )
  ).map(asOffer);
}

export async function notificationSeen(db: Queryable, id: string): Promise<boolean> {
  return (await db.query('select 1 from wxpay_notification where id = $1', [id])).length > 0;
}

/** Keeps a notification's id; false when it was already kept (a replay or a duplicate). */
export async function rememberNotification(tx: Queryable, n: { id: string; eventType: string; outTradeNo: string; outcome: string }) {
  const rows = await tx.query(
    `insert into wxpay_notification (id, event_type, out_trade_no, outcome) values ($1, $2, $3, $4) on conflict (id) do nothing returning id`,
    [n.id, n.eventType, n.outTradeNo, n.outcome],
  );
  return rows.length > 0;
}

/** The advisory lock class of a pledge's payment (the pledge's id is the second key); appointments use 2013. */
const PLEDGE_PAYMENT_LOCKS = 2048;
/** This process's queue per pledge: each entry settles when the work before it is done. */
const pledgeQueues = new Map<number, Promise<unknown>>();

/**
 * Runs `work` for one pledge's payment while no other does, in this process and, on PostgreSQL, in any other: under an
 * advisory lock of a transaction (not a row lock on the pledge, which settling it would wait for), on whose connection
 * `work` runs every query, its own transactions included, so a busy pool never leaves it waiting for a second one. On
 * the embedded database, which serves one process, this process's queue is enough: no transaction is held across the
 * calls to WeChat Pay there, which would hold up every other request.
 */
export async function serialisedForPledge<T>(db: Db, donationId: number, work: (db: Db) => Promise<T>): Promise<T> {
  const before = pledgeQueues.get(donationId) ?? Promise.resolve();
  const run = before.then(() =>
    db.kind === 'postgres'
      ? db.transaction(async (tx) => {
          await tx.query(`select pg_advisory_xact_lock(${PLEDGE_PAYMENT_LOCKS}, $1)`, [donationId]);
          const within: Db = { ...db, query: (sql, params) => tx.query(sql, params), transaction: (fn) => fn(tx) };
          return work(within);
        })
      : work(db),
  );
  const settled = run.catch(() => undefined);
  pledgeQueues.set(donationId, settled);
  void settled.then(() => pledgeQueues.get(donationId) === settled && pledgeQueues.delete(donationId));
  return run;
}
