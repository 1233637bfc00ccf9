import type { Queryable } from '../db/connect.ts';
import type { DifferenceKind, ReconcileDifference, ReconcileRun } from '../../src/shared/api/admin-reconcile.ts';

// 对账: the daily job's claims of bill dates (reconcile_day), each run (reconcile_run) and the differences it found
// (reconcile_difference), and the orders paid and refunds made here that a bill is compared with (donation_payment,
// donation_refund).

/**
 * Claims a bill date for this process: a date never claimed, one whose run failed, or one left running for over
 * `staleMinutes` by the database's clock (a process that died). False when another process holds it or has done it.
 */
export async function claimDay(db: Queryable, billDate: string, staleMinutes: number): Promise<boolean> {
  const rows = await db.query(
    `insert into reconcile_day (bill_date, state) values ($1, 'running')
     on conflict (bill_date) do update set state = 'running', claimed_at = now()
      where reconcile_day.state = 'failed'
         or (reconcile_day.state = 'running' and reconcile_day.claimed_at < now() - make_interval(mins => $2))
     returning bill_date`,
    [billDate, staleMinutes],
  );
  return rows.length > 0;
}

export async function finishDay(db: Queryable, billDate: string, state: 'done' | 'failed') {
  await db.query(`update reconcile_day set state = $2 where bill_date = $1`, [billDate, state]);
}

/** An order as the comparison needs it. */
export interface LedgerOrder {
  outTradeNo: string;
  state: 'open' | 'paid' | 'closed';
  totalFen: number;
  donationId: number;
  transactionId: string;
}
const orderColumns = `out_trade_no as "outTradeNo", state, total_fen as "totalFen", donation_id as "donationId",
  transaction_id as "transactionId"`;

/** `column` falls on the China day given as $1 (YYYY-MM-DD), the bill's day. */
const onChinaDay = (column: string) =>
  `${column} >= ($1::date)::timestamp at time zone 'Asia/Shanghai' and ${column} < (($1::date) + 1)::timestamp at time zone 'Asia/Shanghai'`;

/** The orders paid here on a China day. */
export async function ordersPaidOn(db: Queryable, billDate: string): Promise<LedgerOrder[]> {
  return db.query<LedgerOrder>(
    `select ${orderColumns} from donation_payment where state = 'paid'
        and ${onChinaDay('paid_at')}
      order by paid_at, out_trade_no`,
    [billDate],
  );
}

/** The orders here with these numbers, whatever their state or day. */
export async function ordersByTradeNo(db: Queryable, outTradeNos: readonly string[]): Promise<LedgerOrder[]> {
  if (!outTradeNos.length) return [];
  return db.query<LedgerOrder>(`select ${orderColumns} from donation_payment where out_trade_no = any($1::text[])`, [[...outTradeNos]]);
}

/** A refund as the comparison needs it (fen, like the bill). */
export interface LedgerRefund {
  outRefundNo: string;
  outTradeNo: string;
  state: 'processing' | 'success' | 'abnormal' | 'closed';
  refundFen: number;
  donationId: number;
}
const refundColumns = `out_refund_no as "outRefundNo", out_trade_no as "outTradeNo", state, amount * 100 as "refundFen",
  donation_id as "donationId"`;

/** The refunds that succeeded here on a China day. */
export async function refundsSettledOn(db: Queryable, billDate: string): Promise<LedgerRefund[]> {
  return db.query<LedgerRefund>(
    `select ${refundColumns} from donation_refund where state = 'success'
        and ${onChinaDay('settled_at')}
      order by settled_at, out_refund_no`,
    [billDate],
  );
}

/** The refunds here with these numbers, whatever their state or day. */
export async function refundsByNo(db: Queryable, outRefundNos: readonly string[]): Promise<LedgerRefund[]> {
  if (!outRefundNos.length) return [];
  return db.query<LedgerRefund>(`select ${refundColumns} from donation_refund where out_refund_no = any($1::text[])`, [[...outRefundNos]]);
}

export interface NewDifference {
  kind: DifferenceKind;
  outTradeNo: string;
  /** a refund's difference only */
  outRefundNo?: string;
  transactionId: string;
  tradeTime: string;
  billFen: number | null;
  ledgerFen: number | null;
  donationId: number | null;
}

export interface NewRun {
  billDate: string;
  state: 'done' | 'failed';
  staffId: number | null;
  runBy: string;
  reason: string;
  billCount: number;
  billTotalFen: number;
  billRefundFen: number;
  ledgerCount: number;
  ledgerTotalFen: number;
  ledgerRefundFen: number;
}

/** Stores a run and its differences; answers the run's id. */
export async function insertRun(tx: Queryable, run: NewRun, differences: readonly NewDifference[]): Promise<number> {
  const [{ id }] = await tx.query<{ id: number }>(
    `insert into reconcile_run (bill_date, state, staff_id, run_by, reason, bill_count, bill_total_fen, bill_refund_fen,
       ledger_count, ledger_total_fen, ledger_refund_fen, differences)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id`,
    [
      run.billDate,
      run.state,
      run.staffId,
      run.runBy,
      run.reason,
      run.billCount,
      run.billTotalFen,
      run.billRefundFen,
      run.ledgerCount,
      run.ledgerTotalFen,
      run.ledgerRefundFen,
      differences.length,
    ],
  );
  for (const d of differences) {
    await tx.query(
      `insert into reconcile_difference (run_id, kind, out_trade_no, out_refund_no, transaction_id, trade_time, bill_fen, ledger_fen,
         donation_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [id, d.kind, d.outTradeNo, d.outRefundNo ?? '', d.transactionId, d.tradeTime, d.billFen, d.ledgerFen, d.donationId],
    );
  }
  return id;
}

const runColumns = `r.id, to_char(r.bill_date, 'YYYY-MM-DD') as "billDate", r.state, r.started_at as "startedAt", r.run_by as "runBy",
  r.reason, r.bill_count as "billCount", r.bill_total_fen::float8 as "billTotalFen", r.bill_refund_fen::float8 as "billRefundFen",
  r.ledger_count as "ledgerCount", r.ledger_total_fen::float8 as "ledgerTotalFen",
  r.ledger_refund_fen::float8 as "ledgerRefundFen", r.differences,
  (select count(*)::int from reconcile_difference d where d.run_id = r.id and d.handled_at is null) as open`;

/** A run as read: its time as the driver gives it. */
export type RunRow = Omit<ReconcileRun, 'startedAt'> & { startedAt: Date };

export async function runsPage(db: Queryable, pageNum: number, pageSize: number): Promise<{ list: RunRow[]; total: number }> {
  const [list, [{ total }]] = await Promise.all([
    db.query<RunRow>(`select ${runColumns} from reconcile_run r order by r.started_at desc, r.id desc limit $1 offset $2`, [
      pageSize,
      (pageNum - 1) * pageSize,
    ]),
    db.query<{ total: number }>('select count(*)::int as total from reconcile_run'),
  ]);
  return { list, total };
}

export async function runById(db: Queryable, id: number): Promise<RunRow | undefined> {
  const [row] = await db.query<RunRow>(`select ${runColumns} from reconcile_run r where r.id = $1`, [id]);
  return row;
}

export type DifferenceRow = Omit<ReconcileDifference, 'handledAt'> & { handledAt: Date | null };
const differenceColumns = `id, run_id as "runId", kind, out_trade_no as "outTradeNo", out_refund_no as "outRefundNo",
  transaction_id as "transactionId",
  trade_time as "tradeTime", bill_fen::float8 as "billFen", ledger_fen::float8 as "ledgerFen", donation_id as "donationId",
  handled_at as "handledAt", handled_by as "handledBy", note`;

export async function runDifferences(db: Queryable, runId: number): Promise<DifferenceRow[]> {
  return db.query<DifferenceRow>(`select ${differenceColumns} from reconcile_difference where run_id = $1 order by id`, [runId]);
}

export async function differenceById(db: Queryable, id: number, lock = false): Promise<DifferenceRow | undefined> {
  const [row] = await db.query<DifferenceRow>(
    `select ${differenceColumns} from reconcile_difference where id = $1${lock ? ' for update' : ''}`,
    [id],
  );
  return row;
}

/** Marks a difference handled with a note; false when it already was. */
export async function markHandled(tx: Queryable, id: number, by: string, note: string): Promise<boolean> {
  const rows = await tx.query(
    `update reconcile_difference set handled_at = now(), handled_by = $2, note = $3 where id = $1 and handled_at is null returning id`,
    [id, by, note],
  );
  return rows.length > 0;
}
