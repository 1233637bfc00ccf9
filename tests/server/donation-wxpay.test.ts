// 捐赠 paid through WeChat Pay (issue 33), against the fake WeChat Pay (tests/helpers/fake-wxpay.ts): a pledge offered as
// a QR code, the phone's payment page or in the mini-program (JSAPI), settled by the notification, by the donor's return or by the job; forged,
// tampered, late, replayed and wrong-amount notifications change nothing; without the merchant, bank transfer only.
import { verify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret, newSecret } from '../../server/auth/tokens.ts';
import { insertMpSession } from '../../server/repositories/wechat-login.ts';
import { readConfig, startProblem } from '../../server/config/index.ts';
import { PAY_WINDOW_MS, QUERY_AFTER_MS, runPaymentChecks } from '../../server/payments/donation-payments.ts';
import { createSession } from '../../server/auth/session.ts';
import type { FakeWxpay } from '../helpers/fake-wxpay.ts';
import { signInThroughStandin, startTestServer, type TestServer } from '../helpers/server.ts';
import { startWxpayTestServer } from '../helpers/wxpay-server.ts';

let fake: FakeWxpay;
let server: TestServer;
let close: () => Promise<void>;
let token: string;
let other: string;

beforeAll(async () => {
  ({ fake, server, close } = await startWxpayTestServer());
  token = await signInThroughStandin(server, 'demo-zhangming');
  other = await signInThroughStandin(server, 'demo-lihua');
});
afterAll(async () => {
  await close?.();
});

const call = async (method: 'GET' | 'POST', url: string, payload?: object, as = token) => {
  const res = await server.app.inject({ method, url, headers: { authorization: `Bearer ${as}` }, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json(), raw: res.body };
};
const pledge = async (amount = 200) => {
  const answer = await call('POST', '/api/donation/pledge', { projectId: 1, amount, anonymous: false, message: '' });
  expect(answer.status).toBe(200);
  return answer.body.data as { id: number; orderNo: string; payUrl: string };
};
const donation = async (id: number) => (await call('GET', `/api/donation/${id}`)).body.data as { status: string; paidAt: string | null };
const offers = (id: number) =>
  server.db.query<{ outTradeNo: string; channel: string; state: string; problem: string }>(
    `select out_trade_no as "outTradeNo", channel, state, problem from donation_payment where donation_id = $1 order by created_at`,
    [id],
  );
const raised = async () => (await call('GET', '/api/donation/projects/1')).body.data.raisedAmount as number;
/** The server's own WeChat Pay context (the one its jobs use), at `now`. */
const ctx = (now: Date) => ({ ...server.app.payments!, now: () => now });

describe('paying a pledge through WeChat Pay', () => {
  it('says WeChat Pay is how 捐赠 is paid, and a pledge goes to its own page', async () => {
    expect((await call('GET', '/api/donation/payment')).body.data).toMatchObject({ way: 'wxpay' });
    const p = await pledge();
    expect(p.payUrl).toBe(`/my/donation/${p.id}`);
    // The stand-in is not there to take a payment meant for WeChat.
    expect((await server.app.inject({ method: 'GET', url: `/dev/pay?orderNo=${p.orderNo}` })).statusCode).toBe(404);
  });

  it('扫码支付: one QR code per pledge while it is valid; the notification counts it once, a duplicate changes nothing', async () => {
    const before = await raised();
    const p = await pledge(300);
    const first = await call('POST', `/api/donation/${p.id}/pay`, { channel: 'native' });
    expect(first.body.data).toMatchObject({ kind: 'native', codeUrl: expect.stringMatching(/^weixin:\/\/wxpay\/bizpayurl\?pr=/) });
    const again = await call('POST', `/api/donation/${p.id}/pay`, { channel: 'native' });
    expect(again.body.data.codeUrl).toBe(first.body.data.codeUrl);
    const [offer] = await offers(p.id);
    expect(fake.orders.get(offer.outTradeNo)).toMatchObject({ kind: 'native', totalFen: 30000, state: 'NOTPAY' });
    expect(
      fake.requests.filter(
        (r) => r.path === '/v3/pay/transactions/native' && (r.body as { out_trade_no?: string }).out_trade_no === offer.outTradeNo,
      ),
    ).toHaveLength(1);

    expect(await fake.pay(offer.outTradeNo)).toBe(204);
    const paid = await donation(p.id);
    expect(paid.status).toBe('paid');
    expect(await raised()).toBe(before + 300);
    const sent = fake.notifications.at(-1)!;
    expect(await fake.notify({ outTradeNo: offer.outTradeNo, id: sent.id })).toBe(204);
    expect(await fake.notify({ outTradeNo: offer.outTradeNo })).toBe(204);
    expect(await donation(p.id)).toEqual(paid);
    expect(await raised()).toBe(before + 300);
    expect((await call('POST', `/api/donation/${p.id}/pay`, { channel: 'native' })).body.data).toEqual({ kind: 'paid' });
  });

  it('H5: the payment page returns to the pledge; with the notification lost, the return asks WeChat and finishes it', async () => {
    const p = await pledge(50);
    const answer = await call('POST', `/api/donation/${p.id}/pay`, { channel: 'h5' });
    expect(answer.body.data.kind).toBe('h5');
    const h5 = new URL(answer.body.data.h5Url);
    expect(h5.searchParams.get('redirect_url')).toBe(new URL(`/my/donation/${p.id}?back=1`, server.config.wxpay!.notifyUrl).href);
    const [offer] = await offers(p.id);
    expect(fake.orders.get(offer.outTradeNo)).toMatchObject({ kind: 'h5', totalFen: 5000 });
    expect(fake.orders.get(offer.outTradeNo)!.payerClientIp).toBeTruthy();
    await fake.pay(offer.outTradeNo, { notify: false });
    expect((await donation(p.id)).status).toBe('awaiting_payment');
    const checked = await call('POST', `/api/donation/${p.id}/check`, {});
    expect(checked.body.data.status).toBe('paid');
  });

  it('the job queries an order unanswered for a few minutes, and closes one past its expiry', async () => {
    const lost = await pledge(20);
    const expired = await pledge(30);
    await call('POST', `/api/donation/${lost.id}/pay`, { channel: 'native' });
    await call('POST', `/api/donation/${expired.id}/pay`, { channel: 'native' });
    const [lostOffer] = await offers(lost.id);
    const [expiredOffer] = await offers(expired.id);
    await fake.pay(lostOffer.outTradeNo, { notify: false });
    // Too early: nothing is asked.
    const version = server.app.publicDataVersion();
    expect(await runPaymentChecks(ctx(new Date(Date.now() + QUERY_AFTER_MS / 2)))).toEqual({ queried: 0, paid: 0, closed: 0, refunded: 0 });
    expect(server.app.publicDataVersion()).toBe(version);
    const later = await runPaymentChecks(ctx(new Date(Date.now() + PAY_WINDOW_MS + 60_000)));
    expect(later).toMatchObject({ paid: 1, closed: 1 });
    // The project's total moved outside any request: drawn pages are drawn anew.
    expect(server.app.publicDataVersion()).toBeGreaterThan(version);
    expect((await donation(lost.id)).status).toBe('paid');
    expect(fake.orders.get(expiredOffer.outTradeNo)!.state).toBe('CLOSED');
    expect((await offers(expired.id))[0].state).toBe('closed');
    // The pledge itself still waits: paying again makes a new order.
    expect((await donation(expired.id)).status).toBe('awaiting_payment');
    await call('POST', `/api/donation/${expired.id}/pay`, { channel: 'native' });
    expect((await offers(expired.id)).map((o) => o.state)).toEqual(['closed', 'open']);
  });

  it('a new way to pay closes the open order first; one paid meanwhile settles the pledge instead of a second order', async () => {
    const p = await pledge(40);
    await call('POST', `/api/donation/${p.id}/pay`, { channel: 'native' });
    const [native] = await offers(p.id);
    await call('POST', `/api/donation/${p.id}/pay`, { channel: 'h5' });
    expect(fake.orders.get(native.outTradeNo)!.state).toBe('CLOSED');
    expect((await offers(p.id)).map((o) => [o.channel, o.state])).toEqual([
      ['native', 'closed'],
      ['h5', 'open'],
    ]);
    const q = await pledge(45);
    await call('POST', `/api/donation/${q.id}/pay`, { channel: 'native' });
    const [paidNative] = await offers(q.id);
    await fake.pay(paidNative.outTradeNo, { notify: false });
    expect((await call('POST', `/api/donation/${q.id}/pay`, { channel: 'h5' })).body.data).toEqual({ kind: 'paid' });
    expect((await donation(q.id)).status).toBe('paid');
    expect(await offers(q.id)).toHaveLength(1);
  });

  it('forged, tampered, late and wrongly addressed notifications are refused before anything is read, and change nothing', async () => {
    const p = await pledge(60);
    await call('POST', `/api/donation/${p.id}/pay`, { channel: 'native' });
    const [offer] = await offers(p.id);
    const seen = await server.db.query('select id from wxpay_notification');
    for (const tamper of ['signature', 'body', 'serial', 'forged', 'ciphertext'] as const) {
      expect(await fake.notify({ outTradeNo: offer.outTradeNo, tamper }), tamper).toBe(400);
    }
    await fake.pay(offer.outTradeNo, { notify: false });
    // Six minutes old: outside the five WeChat's signature is taken for.
    expect(await fake.notify({ outTradeNo: offer.outTradeNo, timestampOffsetSec: -360 })).toBe(400);
    expect(await fake.notify({ outTradeNo: offer.outTradeNo, mchid: '1900000999' })).toBe(400);
    expect((await donation(p.id)).status).toBe('awaiting_payment');
    expect(await server.db.query('select id from wxpay_notification')).toEqual(seen);
    const refused = fake.notifications.at(-1)!;
    expect(JSON.parse(refused.body)).toBeTruthy();
  });

  it('an amount that differs from the order is refused every time it comes, flagged for the office and audited', async () => {
    const p = await pledge(70);
    await call('POST', `/api/donation/${p.id}/pay`, { channel: 'native' });
    const [offer] = await offers(p.id);
    await fake.pay(offer.outTradeNo, { notify: false });
    expect(await fake.notify({ outTradeNo: offer.outTradeNo, totalFen: 1 })).toBe(400);
    expect(await fake.notify({ outTradeNo: offer.outTradeNo, totalFen: 1 })).toBe(400);
    expect((await donation(p.id)).status).toBe('awaiting_payment');
    expect((await offers(p.id))[0].problem).toBe('金额不符：订单 70.00 元，微信支付 0.01 元');
    const audit = await server.db.query<{ account: string; summary: string }>(
      `select account, summary from audit_log where action = 'wxpay' and entity_id = $1`,
      [offer.outTradeNo],
    );
    expect(audit).toEqual([
      { account: '系统', summary: `微信支付订单 ${offer.outTradeNo} 未入账：金额不符：订单 70.00 元，微信支付 0.01 元，请核对` },
    ]);
    // The true notification then counts it.
    expect(await fake.notify({ outTradeNo: offer.outTradeNo })).toBe(204);
    expect((await donation(p.id)).status).toBe('paid');
  });

  it("refuses another alumnus's pledge, and says a WeChat failure in Chinese without a key or a signature", async () => {
    const p = await pledge(80);
    expect((await call('POST', `/api/donation/${p.id}/pay`, { channel: 'native' }, other)).status).toBe(404);
    expect((await call('POST', `/api/donation/${p.id}/check`, {}, other)).status).toBe(404);
    expect((await call('POST', `/api/donation/${p.id}/pay`, { channel: 'app' })).status).toBe(400);
    fake.failNext('/v3/pay/transactions/native', 500, 'SYSTEM_ERROR');
    const failed = await call('POST', `/api/donation/${p.id}/pay`, { channel: 'native' });
    expect(failed.status).toBe(502);
    expect(failed.body.msg).toBe('微信支付暂时无法使用，请稍后再试');
    const settings = server.config.wxpay!;
    for (const secret of [settings.apiV3Key, settings.privateKey.split('\n')[1], 'WECHATPAY2']) expect(failed.raw).not.toContain(secret);
    expect((await call('GET', '/api/donation/payment')).raw).not.toContain(settings.apiV3Key);
  });
});

describe('paying in the mini-program (JSAPI)', () => {
  /**
   * A mini-program session of a WeChat account, as POST /api/mp/session would make it: the account (its website
   * openid) and the person's own openid under the mini-program, which WeChat Pay knows as the mini-program's.
   */
  const mpOpenidOf = (openid: string) => `o-mp-${openid}`;
  const mpSession = async (openid: string) => {
    const mpToken = newSecret(32);
    fake.addPayer(mpOpenidOf(openid));
    await insertMpSession(server.db, hashSecret(mpToken), openid, mpOpenidOf(openid), new Date(Date.now() + 3_600_000));
    return mpToken;
  };
  const mpPay = async (id: number, mpToken: string) => {
    const res = await server.app.inject({
      method: 'POST',
      url: `/api/mp/donation/${id}/pay`,
      headers: { authorization: `Bearer ${mpToken}` },
      payload: {},
    });
    return { status: res.statusCode, body: res.json() };
  };

  it('answers wx.requestPayment’s parameters, signed with the merchant key, for the payer’s mini-program openid; the open order is reused', async () => {
    const p = await pledge(66);
    const mp = await mpSession('demo-zhangming');
    const answer = await mpPay(p.id, mp);
    expect(answer.status).toBe(200);
    const payment = answer.body.data.payment as { timeStamp: string; nonceStr: string; package: string; signType: string; paySign: string };
    expect(answer.body.data.kind).toBe('jsapi');
    expect(payment.signType).toBe('RSA');
    expect(Math.abs(Number(payment.timeStamp) - Date.now() / 1000)).toBeLessThan(60);
    const [offer] = await offers(p.id);
    expect(offer).toMatchObject({ channel: 'jsapi', state: 'open' });
    const order = fake.orders.get(offer.outTradeNo)!;
    // The payer is named by their openid under the mini-program, never the website's (WeChat Pay refuses that one).
    expect(order).toMatchObject({ kind: 'jsapi', openid: mpOpenidOf('demo-zhangming'), totalFen: 6600 });
    expect(payment.package).toBe(`prepay_id=${order.prepayId}`);
    // WeChat checks paySign with the merchant's public key over appId, timeStamp, nonceStr and package.
    const message = `${fake.appid}\n${payment.timeStamp}\n${payment.nonceStr}\n${payment.package}\n`;
    expect(verify('sha256', Buffer.from(message), fake.merchantPublicKey, Buffer.from(payment.paySign, 'base64'))).toBe(true);
    expect(
      verify(
        'sha256',
        Buffer.from(message.replace('prepay_id', 'prepay_iD')),
        fake.merchantPublicKey,
        Buffer.from(payment.paySign, 'base64'),
      ),
    ).toBe(false);

    const again = await mpPay(p.id, mp);
    expect(again.body.data.payment.package).toBe(payment.package);
    expect(await offers(p.id)).toHaveLength(1);
    expect(
      fake.requests.filter(
        (r) => r.path === '/v3/pay/transactions/jsapi' && (r.body as { out_trade_no?: string }).out_trade_no === offer.outTradeNo,
      ),
    ).toHaveLength(1);
    // Paid in the mini-program: the pledge is counted, and paying again says so.
    expect(await fake.pay(offer.outTradeNo)).toBe(204);
    expect((await donation(p.id)).status).toBe('paid');
    expect((await mpPay(p.id, mp)).body.data).toEqual({ kind: 'paid' });
  });

  it("refuses another account's pledge as missing, a cancelled pledge, and an unbound WeChat account", async () => {
    const p = await pledge(67);
    const intruder = await mpPay(p.id, await mpSession('demo-lihua'));
    expect(intruder.status).toBe(404);
    expect(intruder.body.msg).toBe((await mpPay(2147483647, await mpSession('demo-lihua'))).body.msg);
    expect(await offers(p.id)).toEqual([]);
    expect((await mpPay(p.id, await mpSession('demo-unbound'))).status).toBe(403);
    expect((await call('POST', `/api/donation/${p.id}/cancel`, {})).status).toBe(200);
    const cancelled = await mpPay(p.id, await mpSession('demo-zhangming'));
    expect(cancelled.status).toBe(400);
    expect(cancelled.body.msg).toBe('该捐赠已取消，请重新发起');
    expect(await offers(p.id)).toEqual([]);
  });
});

describe('without WeChat Pay and without the stand-in', () => {
  it('捐赠 gives the bank transfer details of 站点设置 and takes no pledge', async () => {
    const plain = await startTestServer({ loginStandin: false });
    try {
      const way = await plain.app.inject({ method: 'GET', url: '/api/donation/payment' });
      expect(way.json().data).toEqual({
        way: 'transfer',
        transfer: {
          accountName: '滨江城市学院教育基金会',
          bank: '中国工商银行滨江学院路支行',
          accountNo: '1202 0211 0900 1234 567',
          remark: '捐赠＋您的姓名＋项目名称',
        },
      });
      const [user] = await plain.db.query<{ id: number }>("select id from app_user where name = '张明'");
      const session = await createSession(plain.db, user.id, 60_000);
      const refused = await plain.app.inject({
        method: 'POST',
        url: '/api/donation/pledge',
        headers: { authorization: `Bearer ${session}` },
        payload: { projectId: 1, amount: 100, anonymous: false, message: '' },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ msg: '在线支付暂未开通，请通过银行转账捐赠', data: { field: 'projectId' } });
      expect((await plain.app.inject({ method: 'GET', url: '/dev/pay?orderNo=D20260906101500A1B2C3D4' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('the WXPAY_ variables', () => {
  const production = {
    NODE_ENV: 'production',
    CARD_SIGNING_KEY: 'a-card-signing-key-long-enough-for-the-check-0123456789',
    WX_MP_APPID: 'wx-test',
    WX_MP_SECRET: 'wx-test-secret',
  };
  const https = () => fake.env('https://alumni.example.edu.cn/api/donation/wxpay/notify');
  it.each([
    ['all of them', () => https(), null],
    ['none of them', () => ({}), null],
    [
      'some but not all',
      () => ({ WXPAY_MCHID: '1900000109', WXPAY_APPID: 'wx1' }),
      /^微信支付配置不完整：缺少 WXPAY_SERIAL_NO、WXPAY_PRIVATE_KEY、/,
    ],
    ['an APIv3 key not of 32 characters', () => ({ ...https(), WXPAY_API_V3_KEY: 'short' }), /^WXPAY_API_V3_KEY 须为/],
    ['a key that is neither PEM nor a file', () => ({ ...https(), WXPAY_PRIVATE_KEY: '/no/such/key.pem' }), /^WXPAY_PRIVATE_KEY 须为/],
    ['a public key id without PUB_KEY_ID_', () => ({ ...https(), WXPAY_PUBLIC_KEY_ID: '7B77373C3A93AA83' }), /^WXPAY_PUBLIC_KEY_ID 须为/],
    [
      'a notification address on another path',
      () => ({ ...https(), WXPAY_NOTIFY_URL: 'https://alumni.example.edu.cn/notify' }),
      /^WXPAY_NOTIFY_URL 须为/,
    ],
    ['an http notification address in production', () => fake.env('http://alumni.example.edu.cn/api/donation/wxpay/notify'), /https/],
  ])('%s', (_, env, problem) => {
    const found = startProblem(readConfig({ ...production, ...env() }));
    if (problem === null) expect(found).toBeNull();
    else expect(found).toMatch(problem);
    // Whatever is wrong is named, never shown.
    for (const secret of [fake.config('x').apiV3Key, fake.config('x').privateKey.split('\n')[1]]) expect(found ?? '').not.toContain(secret);
  });

  it('a production start with them takes payment through WeChat Pay, never the stand-in', async () => {
    const live = await startTestServer({ production: true, loginStandin: false, wxpay: readConfig(https()).wxpay });
    try {
      expect((await live.app.inject({ method: 'GET', url: '/api/donation/payment' })).json().data).toMatchObject({ way: 'wxpay' });
      expect((await live.app.inject({ method: 'GET', url: '/dev/pay?orderNo=D20260906101500A1B2C3D4' })).statusCode).toBe(404);
    } finally {
      await live.close();
    }
    const plain = await startTestServer({ production: true, loginStandin: false });
    try {
      // The skeleton's transfer details are empty until the office fills them in: no half a bank account.
      expect((await plain.app.inject({ method: 'GET', url: '/api/donation/payment' })).json().data).toEqual({
        way: 'transfer',
        transfer: null,
      });
    } finally {
      await plain.close();
    }
  });
});
