// 对账 (issue 33), against the fake WeChat Pay: the daily job claims a bill date once and tries a failed one again; each
// kind of difference is found (paid there and not here, amounts that differ, paid here and absent from the bill); 查询该订单
// settles; the bill's refunds against ours (made there and not here, amounts that differ, made here and absent from the
// bill), 查询该退款 settles; a difference is marked handled with a note; a manual run is for a past day only; only
// `donations` may.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BY_JOB, reconcileDay, runReconcileJob } from '../../server/payments/reconciliation.ts';
import { chinaDay } from '../../src/shared/retention.ts';
import type { ReconcileDifference, ReconcileRunDetail } from '../../src/shared/api/admin-reconcile.ts';
import type { FakeWxpay } from '../helpers/fake-wxpay.ts';
import { signInThroughStandin, startTestServer, staffToken, type TestServer } from '../helpers/server.ts';
import { startWxpayTestServer } from '../helpers/wxpay-server.ts';

const DAY = 24 * 60 * 60 * 1000;
let fake: FakeWxpay;
let server: TestServer;
let close: () => Promise<void>;
let donor: string;
let clerk: string;
let editor: string;
let admin: string;

beforeAll(async () => {
  ({ fake, server, close } = await startWxpayTestServer());
  donor = await signInThroughStandin(server, 'demo-zhangming');
  clerk = await staffToken(server, 'reviewer');
  editor = await staffToken(server, 'editor');
  admin = await staffToken(server, 'admin');
});
afterAll(() => close?.());

const call = async (token: string, method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await server.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
};
/** The server's own WeChat Pay context (the one its jobs use), at `now`. */
const ctx = (now?: Date) => ({ ...server.app.payments!, ...(now ? { now: () => now } : {}) });
const today = () => chinaDay(new Date());
const yesterday = () => chinaDay(new Date(Date.now() - DAY));

/** A pledge of 张明's offered as a QR code: its WeChat order number. */
async function offered(amount: number) {
  const pledge = await call(donor, 'POST', '/api/donation/pledge', { projectId: 1, amount, anonymous: false, message: '' });
  const id = pledge.body.data.id as number;
  expect((await call(donor, 'POST', `/api/donation/${id}/pay`, { channel: 'native' })).status).toBe(200);
  const [offer] = await server.db.query<{ outTradeNo: string }>(
    `select out_trade_no as "outTradeNo" from donation_payment where donation_id = $1 and state = 'open'`,
    [id],
  );
  return { id, outTradeNo: offer.outTradeNo };
}
const runs = (billDate: string) =>
  server.db.query<{ state: string; runBy: string; reason: string; billCount: number }>(
    `select state, run_by as "runBy", reason, bill_count as "billCount" from reconcile_run where bill_date = $1 order by id`,
    [billDate],
  );
const detail = async (id: number) =>
  (await call(clerk, 'GET', `/api/admin/donations/reconciliation/runs/${id}`)).body.data as ReconcileRunDetail;
const lastAudit = async () =>
  (
    await server.db.query<{ account: string; action: string; entity: string; summary: string }>(
      'select account, action, entity, summary from audit_log order by id desc limit 1',
    )
  )[0];

describe('the daily job', () => {
  it('waits for 10:00 China time, then claims yesterday once however many run; a day without trade is a clean run', async () => {
    // 2031-03-02 09:00 in China: the bill of 03-01 is not there yet.
    expect(await runReconcileJob(ctx(new Date('2031-03-02T01:00:00Z')))).toBeNull();
    expect(await runs('2031-03-01')).toEqual([]);
    // WeChat has no bill for a day without trade.
    fake.failNext('/v3/bill/tradebill', 400, 'NO_STATEMENT_EXIST');
    const at = new Date('2031-03-02T03:00:00Z');
    const [a, b] = await Promise.all([runReconcileJob(ctx(at)), runReconcileJob(ctx(at))]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    expect((a ?? b)!.state).toBe('done');
    // An hour later the day is done: nothing is run again.
    expect(await runReconcileJob(ctx(new Date(at.getTime() + 3_600_000)))).toBeNull();
    expect(await runs('2031-03-01')).toEqual([{ state: 'done', runBy: '系统', reason: '', billCount: 0 }]);
    expect((await detail((a ?? b)!.id)).differences).toEqual([]);
  });

  it('records a corrupt bill as a failed run with its reason, and the next run tries the day again', async () => {
    fake.corruptNextBill();
    const at = new Date('2031-04-02T04:00:00Z');
    expect(await runReconcileJob(ctx(at))).toMatchObject({ state: 'failed' });
    const [failed] = await runs('2031-04-01');
    expect(failed).toMatchObject({ state: 'failed', runBy: '系统' });
    expect(failed.reason).toContain('校验值不符');
    expect(await runReconcileJob(ctx(new Date(at.getTime() + 3_600_000)))).toMatchObject({ state: 'done' });
    expect((await runs('2031-04-01')).map((r) => r.state)).toEqual(['failed', 'done']);
    expect(await runReconcileJob(ctx(new Date(at.getTime() + 7_200_000)))).toBeNull();
  });

  it('says in Chinese what WeChat answered when it gives no bill', async () => {
    fake.failNext('/v3/bill/tradebill', 500, 'SYSTEM_ERROR');
    const run = await reconcileDay(ctx(), '2031-05-01', BY_JOB);
    expect(run.state).toBe('failed');
    expect((await detail(run.id)).run.reason).toBe('微信支付未能提供账单（SYSTEM_ERROR），将在下次对账时重试');
  });
});

describe('the comparison', () => {
  it('finds a payment missing here, an amount that differs and a payment missing from the bill; what matches is no difference', async () => {
    const altered = await offered(120);
    const matching = await offered(80);
    const unbilled = await offered(60);
    expect(await fake.pay(altered.outTradeNo)).toBe(204);
    expect(await fake.pay(matching.outTradeNo)).toBe(204);
    fake.alterBillAmount(altered.outTradeNo, 11000);
    fake.plantBillRow({ tradeTime: `${today()} 08:00:00`, outTradeNo: 'DSTRANGER000000001N1', totalFen: 5000 });
    // The ledger says paid what WeChat never took.
    await server.db.query(
      `update donation_payment set state = 'paid', paid_at = now(), transaction_id = '4200000000000000000000000001' where out_trade_no = $1`,
      [unbilled.outTradeNo],
    );

    const run = await reconcileDay(ctx(), today(), BY_JOB);
    const { run: stored, differences } = await detail(run.id);
    const of = (no: string) => differences.filter((d) => d.outTradeNo === no);
    expect(of(altered.outTradeNo)).toEqual([
      expect.objectContaining({ kind: 'amount', billFen: 11000, ledgerFen: 12000, donationId: altered.id, handledAt: null }),
    ]);
    expect(of('DSTRANGER000000001N1')).toEqual([
      expect.objectContaining({ kind: 'missing_here', billFen: 5000, ledgerFen: null, donationId: null, tradeTime: `${today()} 08:00:00` }),
    ]);
    expect(of(unbilled.outTradeNo)).toEqual([
      expect.objectContaining({ kind: 'missing_there', billFen: null, ledgerFen: 6000, donationId: unbilled.id }),
    ]);
    expect(of(matching.outTradeNo)).toEqual([]);

    // The totals: the bill's as WeChat serves it, the ledger's as paid here that day.
    const billed = [...fake.orders.values()].filter((o) => o.paidAt !== null && chinaDay(new Date(o.paidAt)) === today());
    expect(stored.billCount).toBe(billed.length + 1);
    expect(stored.billTotalFen).toBe(billed.reduce((sum, o) => sum + (o.billTotalFen ?? o.totalFen), 5000));
    const [ledger] = await server.db.query<{ n: number; fen: number }>(
      `select count(*)::int as n, sum(total_fen)::int as fen from donation_payment where state = 'paid' and paid_at >= $1`,
      [new Date(`${today()}T00:00:00+08:00`)],
    );
    expect([stored.ledgerCount, stored.ledgerTotalFen]).toEqual([ledger.n, ledger.fen]);
    expect(stored.differences).toBe(differences.length);
    expect(stored.open).toBe(differences.length);
  });
});

/** A gift of 张明's paid through WeChat, and `amount` yuan of it refunded by a 管理员: the refund's number. */
async function refunded(amount: number, gift = 200) {
  const paid = await offered(gift);
  expect(await fake.pay(paid.outTradeNo)).toBe(204);
  const asked = await call(admin, 'POST', `/api/admin/donations/${paid.id}/refund`, { amount, reason: '捐赠人申请退回' });
  expect(asked.status).toBe(200);
  return { ...paid, outRefundNo: [...fake.refunds.values()].at(-1)!.outRefundNo };
}

describe('the refunds', () => {
  it('finds a refund WeChat made that is not a success here; 查询该退款 settles ours, audited; a refund made on both sides is no difference', async () => {
    const done = await refunded(100);
    expect(await fake.settleRefund(done.outRefundNo)).toBe(204);
    // WeChat refunded it; its word never came, so it is only processing here.
    const unheard = await refunded(50);
    expect(await fake.settleRefund(unheard.outRefundNo, { notify: false })).toBeNull();
    fake.plantBillRow({
      tradeTime: `${today()} 09:30:00`,
      outTradeNo: 'DSTRANGER000000003N1',
      tradeState: 'REFUND',
      refundFen: 2500,
      outRefundNo: 'RSTRANGER000000001',
    });

    const run = await reconcileDay(ctx(), today(), BY_JOB);
    const { run: stored, differences } = await detail(run.id);
    const of = (no: string) => differences.filter((d) => d.outRefundNo === no);
    expect(of(done.outRefundNo)).toEqual([]);
    const [missing] = of(unheard.outRefundNo);
    expect(of(unheard.outRefundNo)).toEqual([
      expect.objectContaining({
        kind: 'refund_missing_here',
        outTradeNo: unheard.outTradeNo,
        billFen: 5000,
        ledgerFen: null,
        donationId: unheard.id,
      }),
    ]);
    const [stranger] = of('RSTRANGER000000001');
    expect(stranger).toMatchObject({ kind: 'refund_missing_here', outTradeNo: 'DSTRANGER000000003N1', billFen: 2500, donationId: null });
    // Our refunds of the day beside the bill's.
    const [ours] = await server.db.query<{ fen: number }>(
      `select (sum(amount) * 100)::int as fen from donation_refund where state = 'success' and settled_at >= $1`,
      [new Date(`${today()}T00:00:00+08:00`)],
    );
    expect(stored.ledgerRefundFen).toBe(ours.fen);
    expect(stored.ledgerRefundFen).toBeGreaterThanOrEqual(10000);

    const url = (id: number) => `/api/admin/donations/reconciliation/differences/${id}/query`;
    const queried = await call(clerk, 'POST', url(missing.id), {});
    expect(queried.status).toBe(200);
    expect(queried.body.data.outcome).toBe('settled');
    expect(queried.body.data.difference).toMatchObject({ handledBy: 'reviewer', handledAt: expect.any(String) });
    const [refund] = await server.db.query<{ state: string }>('select state from donation_refund where out_refund_no = $1', [
      unheard.outRefundNo,
    ]);
    expect(refund.state).toBe('success');
    expect((await server.db.query<{ refunded: number }>('select refunded from donation where id = $1', [unheard.id]))[0].refunded).toBe(50);
    expect(await lastAudit()).toMatchObject({ account: 'reviewer', entity: 'reconciliation' });
    expect((await lastAudit()).summary).toBe(`对账差异：查询退款 ${unheard.outRefundNo}，微信支付显示退款已有结果，已记入台账`);

    // A refund number WeChat and the ledger both lack: someone else's, left for the office.
    const unknown = await call(clerk, 'POST', url(stranger.id), {});
    expect(unknown.status).toBe(200);
    expect(unknown.body.data.outcome).toBe('unknown');
    expect(unknown.body.data.difference.handledAt).toBeNull();
  });

  it('finds a refund amount that differs and a refund of ours missing from the bill', async () => {
    const altered = await refunded(100);
    await fake.settleRefund(altered.outRefundNo);
    // The ledger says 90 yuan of what WeChat refunded as 100.
    await server.db.query('update donation_refund set amount = 90 where out_refund_no = $1', [altered.outRefundNo]);
    // The ledger says refunded what WeChat never refunded.
    const paid = await offered(70);
    expect(await fake.pay(paid.outTradeNo)).toBe(204);
    await server.db.query(
      `insert into donation_refund (out_refund_no, donation_id, out_trade_no, amount, reason, state, settled_at)
       values ('RLOCALONLY00000001', $1, $2, 30, '台账记录', 'success', now())`,
      [paid.id, paid.outTradeNo],
    );

    const run = await reconcileDay(ctx(), today(), BY_JOB);
    const { differences } = await detail(run.id);
    const of = (no: string) => differences.filter((d) => d.outRefundNo === no);
    expect(of(altered.outRefundNo)).toEqual([
      expect.objectContaining({ kind: 'refund_amount', billFen: 10000, ledgerFen: 9000, donationId: altered.id }),
    ]);
    const [unbilled] = of('RLOCALONLY00000001');
    expect(of('RLOCALONLY00000001')).toEqual([
      expect.objectContaining({
        kind: 'refund_missing_there',
        outTradeNo: paid.outTradeNo,
        billFen: null,
        ledgerFen: 3000,
        donationId: paid.id,
      }),
    ]);
    expect(
      (await call(clerk, 'POST', `/api/admin/donations/reconciliation/differences/${unbilled.id}/handle`, { note: '已在商户平台核实' }))
        .status,
    ).toBe(200);
    expect((await lastAudit()).summary).toBe('对账差异：退款 RLOCALONLY00000001 标记为已处理（已在商户平台核实）');
  });
});

describe('the console', () => {
  it('runs a past day: a payment WeChat took and the ledger lacks; 查询该订单 settles it, audited', async () => {
    const lost = await offered(90);
    await fake.pay(lost.outTradeNo, { notify: false });
    // The bill of yesterday lists it (a payment made before midnight whose word never came).
    fake.plantBillRow({ tradeTime: `${yesterday()} 23:59:30`, outTradeNo: lost.outTradeNo, totalFen: 9000 });
    const ran = await call(clerk, 'POST', '/api/admin/donations/reconciliation/runs', { date: yesterday() });
    expect(ran.status).toBe(200);
    const { run, differences } = ran.body.data as ReconcileRunDetail;
    expect(run).toMatchObject({ billDate: yesterday(), state: 'done', runBy: 'reviewer', differences: 1, open: 1 });
    const [missing] = differences;
    expect(missing).toMatchObject({ kind: 'missing_here', outTradeNo: lost.outTradeNo, billFen: 9000, donationId: lost.id });
    expect(await lastAudit()).toMatchObject({
      account: 'reviewer',
      entity: 'reconciliation',
      action: 'POST /api/admin/donations/reconciliation/runs',
    });
    expect((await lastAudit()).summary).toBe(`对账 ${yesterday()}：账单 1 笔 90.00 元，台账 0 笔 0.00 元，差异 1 笔`);

    const listed = await call(clerk, 'GET', '/api/admin/donations/reconciliation?pageNum=1&pageSize=10');
    expect(listed.body.data).toMatchObject({ configured: true });
    expect(listed.body.data.list[0]).toMatchObject({ id: run.id, billDate: yesterday() });

    const queried = await call(clerk, 'POST', `/api/admin/donations/reconciliation/differences/${missing.id}/query`, {});
    expect(queried.status).toBe(200);
    expect(queried.body.data.outcome).toBe('paid');
    expect(queried.body.data.difference).toMatchObject({ handledBy: 'reviewer', handledAt: expect.any(String) });
    expect((await call(donor, 'GET', `/api/donation/${lost.id}`)).body.data.status).toBe('paid');
    expect(await lastAudit()).toMatchObject({ account: 'reviewer', entity: 'reconciliation' });
    expect((await lastAudit()).summary).toContain(lost.outTradeNo);
    expect((await detail(run.id)).run.open).toBe(0);
  });

  it('marks a difference handled with a note, once, audited', async () => {
    fake.plantBillRow({ tradeTime: `${yesterday()} 09:00:00`, outTradeNo: 'DSTRANGER000000002N1', totalFen: 3000 });
    const ran = (await call(clerk, 'POST', '/api/admin/donations/reconciliation/runs', { date: yesterday() })).body
      .data as ReconcileRunDetail;
    const strange = ran.differences.find((d) => d.outTradeNo === 'DSTRANGER000000002N1')!;
    const url = `/api/admin/donations/reconciliation/differences/${strange.id}/handle`;
    const blank = await call(clerk, 'POST', url, { note: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.data).toEqual({ field: 'note' });
    const handled = await call(clerk, 'POST', url, { note: '已联系微信支付客服核实' });
    expect(handled.status).toBe(200);
    expect(handled.body.data as ReconcileDifference).toMatchObject({
      handledBy: 'reviewer',
      note: '已联系微信支付客服核实',
      handledAt: expect.any(String),
    });
    expect(await lastAudit()).toMatchObject({
      account: 'reviewer',
      entity: 'reconciliation',
      summary: '对账差异：订单 DSTRANGER000000002N1 标记为已处理（已联系微信支付客服核实）',
    });
    expect((await call(clerk, 'POST', url, { note: '再次' })).status).toBe(409);
    expect((await call(clerk, 'POST', '/api/admin/donations/reconciliation/differences/2147483647/handle', { note: 'x' })).status).toBe(
      404,
    );
  });

  it('refuses today, the future and no date, naming the field', async () => {
    for (const date of [today(), chinaDay(new Date(Date.now() + DAY)), '2026-02-30']) {
      const refused = await call(clerk, 'POST', '/api/admin/donations/reconciliation/runs', { date });
      expect(refused.status, date).toBe(400);
      expect(refused.body.data).toEqual({ field: 'date' });
    }
    expect((await call(clerk, 'POST', '/api/admin/donations/reconciliation/runs', {})).status).toBe(400);
    expect((await call(clerk, 'GET', '/api/admin/donations/reconciliation/runs/2147483647')).status).toBe(404);
  });

  it('is for the roles with `donations` only', async () => {
    expect((await call(editor, 'GET', '/api/admin/donations/reconciliation?pageNum=1&pageSize=10')).status).toBe(403);
    const before = (await server.db.query<{ n: number }>('select count(*)::int as n from reconcile_run'))[0].n;
    expect((await call(editor, 'POST', '/api/admin/donations/reconciliation/runs', { date: yesterday() })).status).toBe(403);
    expect((await server.db.query<{ n: number }>('select count(*)::int as n from reconcile_run'))[0].n).toBe(before);
  });
});

describe('without WeChat Pay', () => {
  it('says there is nothing to reconcile, and runs nothing', async () => {
    const plain = await startTestServer({ loginStandin: false });
    try {
      const token = await staffToken(plain, 'reviewer');
      const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
        plain.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
      const listed = await inject('GET', '/api/admin/donations/reconciliation?pageNum=1&pageSize=10');
      expect(listed.json()).toMatchObject({ msg: '未开通微信支付：没有在线支付的订单，无需对账', data: { configured: false, list: [] } });
      const ran = await inject('POST', '/api/admin/donations/reconciliation/runs', { date: yesterday() });
      expect(ran.statusCode).toBe(409);
      expect(ran.json().msg).toBe('未开通微信支付：没有在线支付的订单，无需对账');
    } finally {
      await plain.close();
    }
  });
});
