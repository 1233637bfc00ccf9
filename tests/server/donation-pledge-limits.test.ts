// Paying a pledge when requests race (issue 48): two payment requests for one pledge at once leave one open WeChat
// order; the donor's 我已完成支付 cannot make WeChat Pay queries without bound.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeWxpay } from '../helpers/fake-wxpay.ts';
import { signInThroughStandin, type TestServer } from '../helpers/server.ts';
import { startWxpayTestServer } from '../helpers/wxpay-server.ts';

let fake: FakeWxpay;
let server: TestServer;
let close: () => Promise<void>;
let token: string;

beforeAll(async () => {
  ({ fake, server, close } = await startWxpayTestServer());
  token = await signInThroughStandin(server, 'demo-zhangming');
});
afterAll(async () => {
  await close?.();
});

const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await server.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
};
const pledge = async (amount: number) => {
  const answer = await call('POST', '/api/donation/pledge', { projectId: 1, amount, message: '' });
  expect(answer.status).toBe(200);
  return answer.body.data as { id: number; orderNo: string };
};
const openOffers = (id: number) =>
  server.db.query<{ outTradeNo: string }>(
    `select out_trade_no as "outTradeNo" from donation_payment where donation_id = $1 and state = 'open'`,
    [id],
  );
/** The orders WeChat Pay holds for a pledge that a donor could still pay. */
const payableAtWechat = (orderNo: string) =>
  [...fake.orders.values()].filter((o) => o.outTradeNo.startsWith(orderNo) && o.state === 'NOTPAY');

describe('payment requests for one pledge at once', () => {
  it('leave one open WeChat order, here and at WeChat Pay, whatever ways were asked for', async () => {
    const p = await pledge(77);
    const channels = ['native', 'h5', 'native', 'h5', 'h5', 'native'] as const;
    const answers = await Promise.all(channels.map((channel) => call('POST', `/api/donation/${p.id}/pay`, { channel })));
    for (const a of answers) expect(a.status).toBe(200);
    expect(await openOffers(p.id)).toHaveLength(1);
    expect(payableAtWechat(p.orderNo)).toHaveLength(1);
    expect(payableAtWechat(p.orderNo)[0].outTradeNo).toBe((await openOffers(p.id))[0].outTradeNo);
  });
});

describe('我已完成支付', () => {
  it('40 checks at once make a small, bounded number of signed queries to WeChat Pay', async () => {
    const p = await pledge(78);
    expect((await call('POST', `/api/donation/${p.id}/pay`, { channel: 'native' })).status).toBe(200);
    const queries = () => fake.requests.filter((r) => r.method === 'GET' && r.path.includes(`/out-trade-no/${p.orderNo}`)).length;
    const before = queries();
    const answers = await Promise.all(Array.from({ length: 40 }, () => call('POST', `/api/donation/${p.id}/check`, {})));
    for (const a of answers) expect(a.status).toBe(200);
    expect(answers.every((a) => a.body.data.status === 'awaiting_payment')).toBe(true);
    expect(queries() - before).toBeLessThanOrEqual(2);
  });
});
