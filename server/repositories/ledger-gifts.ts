import type { Queryable } from '../db/connect.ts';
import type { OfflineChannel } from '../../src/shared/admin/ledger-gifts.ts';

// 线下捐赠: gifts the office records from a bank statement or a cash receipt, and the scans of their vouchers.

export interface OfflineGift {
  projectId: number;
  donorName: string;
  graduationYear: number | null;
  amount: number;
  /** YYYY-MM-DD, China time */
  arrivedOn: string;
  channel: OfflineChannel;
  voucherNo: string;
  voucherScan: string;
  anonymous: boolean;
  note: string;
  orderNo: string;
  staffId: number;
}

/**
 * The gift already recorded with this channel and voucher, if any: the voucher by its key (donation_voucher_key,
 * migration 049: NFKC, lower case, no spaces or punctuation), so 'BK-001' and 'bk 001' are one voucher.
 */
export const giftByVoucher = async (db: Queryable, channel: string, voucherNo: string) =>
  (
    await db.query<{ id: number }>('select id from donation where pay_channel = $1 and voucher_key = donation_voucher_key($2)', [
      channel,
      voucherNo,
    ])
  )[0];

/**
 * Records a gift as paid on the day it arrived (midnight, China time), and attaches its scan. Answers its id, or null
 * when the voucher was recorded meanwhile (the unique index decides between two clerks typing the same voucher).
 */
export async function insertOfflineGift(tx: Queryable, g: OfflineGift): Promise<number | null> {
  const [row] = await tx.query<{ id: number }>(
    `insert into donation (project_id, user_id, donor_name, donor_graduation_year, amount, public_display, message, note, status,
                           order_no, paid_at, pay_channel, voucher_no, voucher_key, voucher_scan, recorded_by)
     values ($1, null, $2, $3, $4, case when $5 then 'anonymous' else 'name' end, '', $6, 'paid', $7,
             ($8::date)::timestamp at time zone 'Asia/Shanghai', $9, $10, donation_voucher_key($10), $11, $12)
     on conflict (pay_channel, voucher_key) where voucher_key <> '' do nothing
     returning id`,
    [
      g.projectId,
      g.donorName,
      g.graduationYear,
      g.amount,
      g.anonymous,
      g.note,
      g.orderNo,
      g.arrivedOn,
      g.channel,
      g.voucherNo,
      g.voucherScan,
      g.staffId,
    ],
  );
  if (!row) return null;
  if (g.voucherScan) await tx.query('update donation_voucher_scan set donation_id = $2 where name = $1', [g.voucherScan, row.id]);
  return row.id;
}

export const projectExists = async (db: Queryable, id: number) =>
  (await db.query('select 1 from donation_project where id = $1 and deleted_at is null', [id])).length > 0;

export async function saveVoucherScan(db: Queryable, scan: { name: string; contentType: string; bytes: Buffer; staffId: number }) {
  await db.query('insert into donation_voucher_scan (name, content_type, bytes, staff_id) values ($1, $2, $3, $4)', [
    scan.name,
    scan.contentType,
    scan.bytes,
    scan.staffId,
  ]);
}

/** Whether a scan was uploaded and is not yet another gift's. */
export const scanAvailable = async (db: Queryable, name: string) =>
  (await db.query('select 1 from donation_voucher_scan where name = $1 and donation_id is null', [name])).length > 0;

export const voucherScan = async (db: Queryable, name: string) =>
  (
    await db.query<{ contentType: string; bytes: Uint8Array; donationId: number | null }>(
      'select content_type as "contentType", bytes, donation_id as "donationId" from donation_voucher_scan where name = $1',
      [name],
    )
  )[0];
