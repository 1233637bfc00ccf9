import type { Queryable } from '../db/connect.ts';

// 退款 of gifts paid through WeChat Pay (donation_refund): asked for by a 管理员, settled by WeChat's word.

export type RefundState = 'processing' | 'success' | 'abnormal' | 'closed';

export interface DonationRefund {
  outRefundNo: string;
  donationId: number;
  outTradeNo: string;
  amount: number;
  reason: string;
  state: RefundState;
  refundId: string;
  problem: string;
}

const refundColumns = `out_refund_no as "outRefundNo", donation_id as "donationId", out_trade_no as "outTradeNo", amount, reason,
  state, refund_id as "refundId", problem`;

/** A paid gift as a refund needs it, locked: what it came to, how it was paid, and what is refunded or being refunded. */
export interface RefundableGift {
  id: number;
  userId: number | null;
  amount: number;
  status: string;
  payChannel: string;
  transactionId: string;
  projectTitle: string;
  refunded: number;
  /** processing or abnormal: asked for and not (yet) returned */
  outstanding: number;
  /** the WeChat order that paid it */
  outTradeNo: string | null;
  totalFen: number | null;
}

export async function refundableGift(tx: Queryable, id: number): Promise<RefundableGift | undefined> {
  await tx.query('select id from donation where id = $1 for update', [id]);
  const [row] = await tx.query<RefundableGift>(
    `select d.id, d.user_id as "userId", d.amount, d.status, d.pay_channel as "payChannel", d.transaction_id as "transactionId",
            p.title as "projectTitle", d.refunded,
            (select coalesce(sum(r.amount), 0)::int from donation_refund r
              where r.donation_id = d.id and r.state in ('processing', 'abnormal')) as outstanding,
            o.out_trade_no as "outTradeNo", o.total_fen as "totalFen"
       from donation d join donation_project p on p.id = d.project_id
       left join donation_payment o on o.donation_id = d.id and o.state = 'paid' and o.transaction_id = d.transaction_id
      where d.id = $1`,
    [id],
  );
  return row;
}

export async function insertRefund(
  tx: Queryable,
  r: Pick<DonationRefund, 'outRefundNo' | 'donationId' | 'outTradeNo' | 'amount' | 'reason'> & { staffId: number; staffAccount: string },
) {
  await tx.query(
    `insert into donation_refund (out_refund_no, donation_id, out_trade_no, amount, reason, staff_id, staff_account)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [r.outRefundNo, r.donationId, r.outTradeNo, r.amount, r.reason, r.staffId, r.staffAccount],
  );
}

export async function refundByNo(tx: Queryable, outRefundNo: string, lock = false): Promise<DonationRefund | undefined> {
  const [row] = await tx.query<DonationRefund>(
    `select ${refundColumns} from donation_refund where out_refund_no = $1${lock ? ' for update' : ''}`,
    [outRefundNo],
  );
  return row;
}

/** Moves a refund to `state`; a success also adds its amount to the gift's refunded total (once: the row is locked). */
export async function setRefundState(tx: Queryable, r: DonationRefund, state: RefundState, refundId: string, problem = r.problem) {
  await tx.query(
    `update donation_refund set state = $2, refund_id = $3, problem = $4,
            settled_at = case when $2 in ('success', 'closed') then now() else settled_at end
      where out_refund_no = $1`,
    [r.outRefundNo, state, refundId || r.refundId, problem],
  );
  if (state === 'success') await tx.query('update donation set refunded = refunded + $2 where id = $1', [r.donationId, r.amount]);
}

export async function flagRefund(tx: Queryable, outRefundNo: string, problem: string) {
  await tx.query('update donation_refund set problem = $2 where out_refund_no = $1', [outRefundNo, problem]);
}

/** Refunds WeChat has not settled that were asked for before `before`, oldest first: the job asks about them. */
export async function refundsToCheck(db: Queryable, before: Date, limit = 100): Promise<DonationRefund[]> {
  return db.query<DonationRefund>(
    `select ${refundColumns} from donation_refund where state = 'processing' and created_at < $1 order by created_at limit $2`,
    [before, limit],
  );
}

/** The donor and project of a gift, for the message a refund sends. */
export const giftDonor = async (tx: Queryable, donationId: number) =>
  (
    await tx.query<{ userId: number | null; projectTitle: string }>(
      `select d.user_id as "userId", p.title as "projectTitle" from donation d join donation_project p on p.id = d.project_id where d.id = $1`,
      [donationId],
    )
  )[0];
