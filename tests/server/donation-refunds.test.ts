import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUERY_AFTER_MS, runPaymentChecks } from '../../server/payments/donation-payments.ts';
import { createWxpay } from '../../server/payments/wxpay.ts';
import type { FakeWxpay } from '../helpers/fake-wxpay.ts';
import { signInThroughStandin, staffToken, type TestServer } from '../helpers/server.ts';
import { startWxpayTestServer } from '../helpers/wxpay-server.ts';

// 退款 of a gift paid through WeChat Pay (issue 33), against the fake WeChat Pay: asked for by a 管理员 only, settled by
// WeChat's REFUND notification or, when that is lost, by the job's query; the gift's refunded amount, the project's
// total and donor count, the ledger and 我的捐赠 follow; the donor is told; forged or replayed notifications change
// nothing; an offline gift or more than is left is refused.
let fake: FakeWxpay;
let server: TestServer;
let close: () => Promise<void>;
let donor: string;
let admin: string;
let reviewer: string;

beforeAll(async () => {
  ({ fake, server, close } = await startWxpayTestServer());
  donor = await signInThroughStandin(server, 'demo-zhangming');
  [admin, reviewer] = await Promise.all([staffToken(server, 'admin'), staffToken(server, 'reviewer')]);
});
afterAll(async () => {
  await close?.();
});

const call = async (token: string, method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await server.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json(), raw: res.body };
};
const projectId = 1;
/** 张明 pledges `amount` and pays it by 扫码支付; answers the gift's id and its WeChat order. */
async function paidGift(amount: number) {
  const pledge = await call(donor, 'POST', '/api/donation/pledge', { projectId, amount, anonymous: false, message: '' });
  expect(pledge.status).toBe(200);
  const id = pledge.body.data.id as number;
  await call(donor, 'POST', `/api/donation/${id}/pay`, { channel: 'native' });
  const [{ outTradeNo }] = await server.db.query<{ outTradeNo: string }>(
    'select out_trade_no as "outTradeNo" from donation_payment where donation_id = $1',
    [id],
  );
  expect(await fake.pay(outTradeNo)).toBe(204);
  return { id, outTradeNo };
}
const refund = (id: number, body: object, token = admin) => call(token, 'POST', `/api/admin/donations/${id}/refund`, body);
const entry = async (id: number) =>
  (await call(admin, 'GET', '/api/admin/donations?pageSize=50')).body.data.list.find((e: { id: number }) => e.id === id);
const project = async () => (await call(donor, 'GET', `/api/donation/projects/${projectId}`)).body.data;
const mine = async (id: number) => (await call(donor, 'GET', '/api/donation/my')).body.data.list.find((d: { id: number }) => d.id === id);
const newestRefund = () => [...fake.refunds.values()].at(-1)!;
/** The server's own WeChat Pay context (the one its jobs use), at `now`. */
const ctx = (now: Date) => ({ ...server.app.payments!, now: () => now });
const messages = async () =>
  server.db.query<{ title: string; content: string }>(
    "select title, content from message where user_id = (select id from app_user where name = '张明') and title = '捐赠退款' order by id",
  );

describe('refunding a WeChat Pay gift', () => {
  it('in part through the notification, then the rest through the job when the notification is lost', async () => {
    const { id, outTradeNo } = await paidGift(500);
    const before = await project();
    const firstMessages = (await messages()).length;

    const asked = await refund(id, { amount: 200, reason: '捐赠人申请部分退回' });
    expect(asked.status, asked.raw).toBe(200);
    expect(asked.body.data.state).toBe('processing');
    const first = newestRefund();
    expect(first).toMatchObject({ outTradeNo, refundFen: 20000, totalFen: 50000, reason: '捐赠人申请部分退回', status: 'PROCESSING' });
    expect(first.notifyUrl).toBe(server.config.wxpay!.notifyUrl);
    expect(await entry(id)).toMatchObject({ refunded: 0, refundPending: 200, status: 'paid' });
    // What is being refunded is not refunded twice: 400 is more than the 300 left.
    const over = await refund(id, { amount: 400, reason: '超额' });
    expect(over.status).toBe(400);
    expect(over.body.data.field).toBe('amount');

    expect(await fake.settleRefund(first.outRefundNo)).toBe(204);
    expect(await entry(id)).toMatchObject({ refunded: 200, refundPending: 0 });
    let now = await project();
    expect(now.raisedAmount).toBe(before.raisedAmount - 200);
    expect(now.donorCount).toBe(before.donorCount);
    expect(await mine(id)).toMatchObject({ status: 'paid', refunded: 200 });
    const told = await messages();
    expect(told).toHaveLength(firstMessages + 1);
    expect(told.at(-1)!.content).toContain('已退款 200 元');
    expect(told.at(-1)!.content).toContain('捐赠人申请部分退回');

    const rest = await refund(id, { amount: 300, reason: '全部退回' });
    expect(rest.status, rest.raw).toBe(200);
    const second = newestRefund();
    await fake.settleRefund(second.outRefundNo, { notify: false });
    expect((await entry(id)).refundPending).toBe(300);
    // Too early: the job does not ask yet.
    expect((await runPaymentChecks(ctx(new Date()))).refunded).toBe(0);
    expect((await runPaymentChecks(ctx(new Date(Date.now() + QUERY_AFTER_MS + 60_000)))).refunded).toBe(1);
    expect(await entry(id)).toMatchObject({ refunded: 500, refundPending: 0 });
    now = await project();
    expect(now.raisedAmount).toBe(before.raisedAmount - 500);
    expect(now.donorCount).toBe(before.donorCount - 1);
    expect(await mine(id)).toMatchObject({ refunded: 500 });
    expect((await messages()).length).toBe(firstMessages + 2);
    // Nothing is left to refund, and a refunded gift has no letter.
    expect((await refund(id, { amount: 1, reason: '再退' })).status).toBe(409);
    expect((await call(admin, 'GET', `/api/admin/donations/${id}/letter`)).status).toBe(409);

    const audit = await server.db.query<{ action: string; summary: string }>(
      "select action, summary from audit_log where entity = 'donation' and (entity_id = $1 or entity_id like $2) order by id",
      [String(id), `R${id}T%`],
    );
    expect(audit.filter((a) => a.action === 'POST /api/admin/donations/:id/refund').map((a) => a.summary)).toEqual([
      expect.stringContaining('申请捐赠退款'),
      expect.stringContaining('申请捐赠退款'),
    ]);
    expect(audit.filter((a) => a.action === 'wxpay' && a.summary.includes('成功'))).toHaveLength(2);
  });

  it('a forged, replayed or duplicated refund notification changes nothing; one we never asked for is refused', async () => {
    const { id, outTradeNo } = await paidGift(100);
    expect((await refund(id, { amount: 100, reason: '重复捐赠' })).status).toBe(200);
    const r = newestRefund();
    // Claimed settled, but not signed by WeChat Pay.
    await fake.settleRefund(r.outRefundNo, { notify: false });
    for (const tamper of ['signature', 'forged', 'ciphertext'] as const)
      expect(await fake.notify({ outTradeNo, outRefundNo: r.outRefundNo, tamper })).toBeGreaterThanOrEqual(400);
    expect(await entry(id)).toMatchObject({ refunded: 0, refundPending: 100 });
    expect(await fake.notify({ outTradeNo, outRefundNo: r.outRefundNo })).toBe(204);
    expect((await entry(id)).refunded).toBe(100);
    const sent = fake.notifications.at(-1)!;
    expect(await fake.notify({ outTradeNo, outRefundNo: r.outRefundNo, id: sent.id })).toBe(204);
    expect(await fake.notify({ outTradeNo, outRefundNo: r.outRefundNo })).toBe(204);
    expect((await entry(id)).refunded).toBe(100);
    expect((await messages()).filter((m) => m.content.includes('重复捐赠'))).toHaveLength(1);

    // A refund made at WeChat behind the portal's back is not ours to count.
    const other = await paidGift(50);
    await createWxpay(server.config.wxpay!).refund({
      outTradeNo: other.outTradeNo,
      outRefundNo: 'RFOREIGN0001',
      reason: 'x',
      refundFen: 5000,
      totalFen: 5000,
    });
    await fake.settleRefund('RFOREIGN0001', { notify: false });
    expect(await fake.notify({ outTradeNo: other.outTradeNo, outRefundNo: 'RFOREIGN0001' })).toBe(404);
    expect((await entry(other.id)).refunded).toBe(0);
  });

  it('an abnormal refund is shown with what to do, and audited', async () => {
    const { id } = await paidGift(80);
    expect((await refund(id, { amount: 80, reason: '退回' })).status).toBe(200);
    expect(await fake.settleRefund(newestRefund().outRefundNo, { status: 'ABNORMAL' })).toBe(204);
    expect(await entry(id)).toMatchObject({ refunded: 0, refundPending: 0, refundAbnormal: 80 });
    const [audit] = await server.db.query<{ summary: string }>(
      "select summary from audit_log where action = 'wxpay' and summary like '%异常%' order by id desc limit 1",
    );
    expect(audit.summary).toContain('商户平台');
    // Nothing more may be asked while WeChat holds it.
    expect((await refund(id, { amount: 1, reason: '再退' })).status).toBe(409);
  });

  it('a refund WeChat closes gives nothing back: the gift keeps its amount, the project its total, and may be refunded again', async () => {
    const { id } = await paidGift(60);
    expect((await refund(id, { amount: 60, reason: '退回' })).status).toBe(200);
    const closed = newestRefund().outRefundNo;
    expect(await fake.settleRefund(closed, { status: 'CLOSED' })).toBe(204);
    expect(await entry(id)).toMatchObject({ refunded: 0, refundPending: 0, refundAbnormal: 0 });
    const [row] = await server.db.query<{ state: string; problem: string; refundId: string }>(
      'select state, problem, refund_id as "refundId" from donation_refund where out_refund_no = $1',
      [closed],
    );
    expect(row).toMatchObject({ state: 'closed', problem: '退款已关闭', refundId: expect.stringMatching(/^5\d+/) });
    const [audit] = await server.db.query<{ summary: string }>(
      "select summary from audit_log where action = 'wxpay' and entity_id = $1 order by id desc limit 1",
      [closed],
    );
    expect(audit.summary).toContain('已关闭');
    // A second notification of the closed refund changes nothing, and the gift may be refunded anew.
    expect(await fake.settleRefund(closed, { status: 'CLOSED' })).toBe(204);
    expect((await refund(id, { amount: 60, reason: '重新退款' })).status).toBe(200);
    expect(await fake.settleRefund(newestRefund().outRefundNo)).toBe(204);
    expect(await entry(id)).toMatchObject({ refunded: 60, refundPending: 0 });
  });

  it('refuses an offline gift, an unpaid pledge, bad input, and anyone but a 管理员', async () => {
    const offline = await call(reviewer, 'POST', '/api/admin/donations/offline', {
      donorName: '孙立',
      projectId,
      amount: 100,
      arrivedOn: '2026-09-01',
      channel: 'bank',
      voucherNo: 'RF-OFFLINE-1',
    });
    expect(offline.status, offline.raw).toBe(200);
    const refused = await refund(offline.body.data.id, { amount: 100, reason: '退回' });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toContain('线下');

    const pledge = await call(donor, 'POST', '/api/donation/pledge', { projectId, amount: 60, anonymous: false, message: '' });
    expect((await refund(pledge.body.data.id, { amount: 60, reason: '退回' })).status).toBe(409);
    expect((await refund(999999, { amount: 60, reason: '退回' })).status).toBe(404);

    const { id } = await paidGift(70);
    for (const [body, field] of [
      [{ amount: 0, reason: '退回' }, 'amount'],
      [{ amount: 1.5, reason: '退回' }, 'amount'],
      [{ amount: 10 }, 'reason'],
      [{ amount: 10, reason: '' }, 'reason'],
      [{ amount: 10, reason: '长'.repeat(81) }, 'reason'],
    ] as const) {
      const res = await refund(id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.data.field).toBe(field);
    }
    // 审核员 keeps the ledger but may not send money back.
    expect((await refund(id, { amount: 10, reason: '退回' }, reviewer)).status).toBe(403);
    expect((await entry(id)).refundPending).toBe(0);
    expect([...fake.refunds.values()].filter((r) => r.outRefundNo.startsWith(`R${id}T`))).toHaveLength(0);
  });
});
