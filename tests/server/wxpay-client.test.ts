import { generateKeyPairSync, randomBytes, sign, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createWxpay, parseTradeBill, WxpayError, type Wxpay, type WxpayNotification } from '../../server/payments/wxpay.ts';
import { startFakeWxpay, type AnswerCorruption } from '../helpers/fake-wxpay.ts';

// The WeChat Pay client against the fake: every call signed and every answer verified, notifications verified and
// decrypted, the trade bill checked by its hash. A tiny merchant server receives the fake's notifications and answers
// as the portal would: 204 when verifyNotification accepts, 400 with the refusal's code when it does not.
const received: Array<WxpayNotification | WxpayError> = [];
const merchant = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk) => (raw += chunk));
  req.on('end', () => {
    try {
      received.push(wxpay.verifyNotification(req.headers, raw));
      res.writeHead(204).end();
    } catch (e) {
      if (!(e instanceof WxpayError)) throw e;
      received.push(e);
      res.writeHead(400, { 'Content-Type': 'application/json' }).end(JSON.stringify({ code: 'FAIL', message: e.code }));
    }
  });
});
await new Promise<void>((resolve) => merchant.listen(0, '127.0.0.1', resolve));
const notifyUrl = `http://127.0.0.1:${(merchant.address() as AddressInfo).port}/api/donation/wxpay/notify`;
const fake = await startFakeWxpay();
const config = fake.config(notifyUrl);
// Declared after the merchant server that uses it: that server only reads it once the fake notifies.
const wxpay: Wxpay = createWxpay(config);
afterAll(async () => {
  await fake.close();
  merchant.closeAllConnections();
  await new Promise<void>((resolve) => merchant.close(() => resolve()));
});

const expire = () => new Date(Date.now() + 30 * 60_000);
const orderNo = () => `T${randomBytes(8).toString('hex')}`;
const last = <T>(list: readonly T[]): T => list[list.length - 1];
/** What must never appear in an error: key material, a signature's header, the APIv3 key. */
const secrets = [config.apiV3Key, config.privateKey.split('\n')[1], 'signature=', 'Authorization', 'WECHATPAY2'];

async function failure(promise: Promise<unknown>): Promise<WxpayError> {
  try {
    await promise;
  } catch (e) {
    expect(e).toBeInstanceOf(WxpayError);
    const error = e as WxpayError;
    for (const secret of secrets) expect(error.message).not.toContain(secret);
    return error;
  }
  throw new Error('expected a WxpayError');
}

function thrown(fn: () => unknown): WxpayError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(WxpayError);
    return e as WxpayError;
  }
  throw new Error('expected a WxpayError');
}

/** A paid order of `totalFen`, paid without a notification. */
async function paidOrder(totalFen = 100) {
  const no = orderNo();
  await wxpay.nativeOrder({ outTradeNo: no, description: '校友捐赠', totalFen, timeExpire: expire() });
  await fake.pay(no, { notify: false });
  return no;
}

/** A request signed by hand, as the documentation lays it out, for what the client itself would never send. */
async function rawCall(method: 'GET' | 'POST', path: string, body?: unknown, opts: { timestampOffsetSec?: number } = {}) {
  const text = body === undefined ? '' : JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000) + (opts.timestampOffsetSec ?? 0));
  const nonce = randomBytes(16).toString('hex');
  const signature = sign('sha256', Buffer.from(`${method}\n${path}\n${timestamp}\n${nonce}\n${text}\n`), config.privateKey).toString(
    'base64',
  );
  const res = await fetch(fake.url + path, {
    method,
    headers: {
      Authorization: `WECHATPAY2-SHA256-RSA2048 mchid="${fake.mchid}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${fake.serialNo}"`,
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'User-Agent': 'wxpay-client-test',
    },
    body: method === 'POST' ? text : undefined,
  });
  return { status: res.status, json: (await res.json()) as { code?: string } };
}

describe('orders', () => {
  it('places a Native order with a request signed and headed as WeChat Pay documents, and gets its code_url', async () => {
    const sent: Headers[] = [];
    const client = createWxpay(config, { fetch: (input, init) => (sent.push(new Headers(init?.headers)), fetch(input, init)) });
    const no = orderNo();
    const { codeUrl } = await client.nativeOrder({
      outTradeNo: no,
      description: '校友捐赠 · 奖学金',
      totalFen: 5000,
      timeExpire: new Date('2030-01-02T03:04:05Z'),
      attach: 'gift-42',
    });
    expect(codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=\w+$/);
    expect(codeUrl).toBe(fake.orders.get(no)?.codeUrl);
    const headers = sent[0];
    expect(headers.get('authorization')).toMatch(
      new RegExp(
        `^WECHATPAY2-SHA256-RSA2048 mchid="${fake.mchid}",nonce_str="[0-9A-F]{32}",signature="[A-Za-z0-9+/]+=*",timestamp="\\d{10}",serial_no="${fake.serialNo}"$`,
      ),
    );
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('wechatpay-serial')).toBe(fake.publicKeyId);
    expect(headers.get('user-agent')).toMatch(/\S/);
    expect(last(fake.requests)).toEqual({
      method: 'POST',
      path: '/v3/pay/transactions/native',
      body: {
        appid: fake.appid,
        mchid: fake.mchid,
        description: '校友捐赠 · 奖学金',
        out_trade_no: no,
        time_expire: '2030-01-02T11:04:05+08:00',
        attach: 'gift-42',
        notify_url: notifyUrl,
        amount: { total: 5000, currency: 'CNY' },
      },
    });
    expect(fake.orders.get(no)).toMatchObject({
      kind: 'native',
      state: 'NOTPAY',
      totalFen: 5000,
      notifyUrl,
      description: '校友捐赠 · 奖学金',
    });
  });

  it("places an H5 order whose cashier page pays it, notifies the merchant, then returns to the merchant's redirect_url", async () => {
    const no = orderNo();
    const { h5Url } = await wxpay.h5Order({
      outTradeNo: no,
      description: '校友捐赠',
      totalFen: 2000,
      timeExpire: expire(),
      payerClientIp: '203.0.113.7',
    });
    const prepayId = fake.orders.get(no)?.prepayId ?? '';
    expect(h5Url).toBe(`${fake.url}/h5pay?prepay_id=${prepayId}`);
    expect(last(fake.requests).body).toMatchObject({ scene_info: { payer_client_ip: '203.0.113.7', h5_info: { type: 'Wap' } } });
    expect(fake.orders.get(no)).toMatchObject({ kind: 'h5', payerClientIp: '203.0.113.7' });

    const back = 'https://portal.test/donate/done?no=1';
    const page = await fetch(`${h5Url}&redirect_url=${encodeURIComponent(back)}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('确认支付');
    expect(html).toContain('action="/h5pay/confirm"');
    expect(fake.orders.get(no)?.state).toBe('NOTPAY');

    const confirm = await fetch(`${fake.url}/h5pay/confirm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prepay_id: prepayId, redirect_url: back }).toString(),
      redirect: 'manual',
    });
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get('location')).toBe(back);
    expect(fake.orders.get(no)?.state).toBe('SUCCESS');
    expect(last(fake.notifications)).toMatchObject({ outTradeNo: no, eventType: 'TRANSACTION.SUCCESS', status: 204 });
    expect(last(received)).toMatchObject({ kind: 'transaction', transaction: { outTradeNo: no, tradeState: 'SUCCESS', totalFen: 2000 } });
  });

  it('places a JSAPI order, and jsapiParams signs appId, timeStamp, nonceStr and package with the merchant key', async () => {
    const no = orderNo();
    fake.addPayer('oUpF8uMuAJO_M2pxb1Q9zNjWeS6o');
    const { prepayId } = await wxpay.jsapiOrder({
      outTradeNo: no,
      description: '校友捐赠',
      totalFen: 300,
      timeExpire: expire(),
      openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o',
    });
    expect(prepayId).toBe(fake.orders.get(no)?.prepayId);
    expect(last(fake.requests).body).toMatchObject({ payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' } });

    const params = wxpay.jsapiParams(prepayId);
    expect(params).toMatchObject({ appId: fake.appid, package: `prepay_id=${prepayId}`, signType: 'RSA' });
    expect(Math.abs(Number(params.timeStamp) - Date.now() / 1000)).toBeLessThan(60);
    expect(params.timeStamp).toMatch(/^\d{10}$/);
    expect(params.nonceStr).toMatch(/^[0-9A-Za-z]{1,32}$/);
    const message = (pkg: string) => Buffer.from(`${params.appId}\n${params.timeStamp}\n${params.nonceStr}\n${pkg}\n`);
    const paySign = Buffer.from(params.paySign, 'base64');
    expect(verify('sha256', message(params.package), fake.merchantPublicKey, paySign)).toBe(true);
    expect(verify('sha256', message('prepay_id=another'), fake.merchantPublicKey, paySign)).toBe(false);

    // An openid WeChat never gave under the merchant's AppID (the website's, say) is refused, as WeChat refuses it.
    const stranger = { outTradeNo: orderNo(), description: '校友捐赠', totalFen: 300, timeExpire: expire(), openid: 'oWebsite0penid' };
    expect(await failure(wxpay.jsapiOrder(stranger))).toMatchObject({ code: 'PARAM_ERROR', status: 400 });
  });

  it('keeps an out_trade_no to one order: the same again is that order, another amount INVALID_REQUEST, a paid one ORDERPAID', async () => {
    const no = orderNo();
    const order = { outTradeNo: no, description: '校友捐赠', totalFen: 100, timeExpire: expire() };
    const first = await wxpay.nativeOrder(order);
    expect(await wxpay.nativeOrder(order)).toEqual(first);
    expect(await failure(wxpay.nativeOrder({ ...order, totalFen: 200 }))).toMatchObject({ code: 'INVALID_REQUEST', status: 400 });
    await fake.pay(no, { notify: false });
    expect(await failure(wxpay.nativeOrder(order))).toMatchObject({ code: 'ORDERPAID', status: 400 });
  });

  it('sends only whole positive fen: the client refuses others before sending, and the fake refuses them as WeChat does', async () => {
    const before = fake.requests.length;
    for (const totalFen of [0, -100, 1.5, Number.NaN])
      expect(await failure(wxpay.nativeOrder({ outTradeNo: orderNo(), description: 'x', totalFen, timeExpire: expire() }))).toMatchObject({
        code: 'PARAM_ERROR',
        status: 0,
      });
    expect(fake.requests.length).toBe(before);

    const body = (total: unknown, appid: string = fake.appid) => ({
      appid,
      mchid: fake.mchid,
      description: '校友捐赠',
      out_trade_no: orderNo(),
      notify_url: notifyUrl,
      amount: { total, currency: 'CNY' },
    });
    for (const total of [0, 1.5, '100'])
      expect(await rawCall('POST', '/v3/pay/transactions/native', body(total))).toMatchObject({
        status: 400,
        json: { code: 'PARAM_ERROR' },
      });
    expect(await rawCall('POST', '/v3/pay/transactions/native', body(100, 'wx9999999999999999'))).toMatchObject({
      status: 400,
      json: { code: 'APPID_MCHID_NOT_MATCH' },
    });
    expect(await rawCall('POST', '/v3/pay/transactions/native', body(100))).toMatchObject({ status: 200 });
  });
});

describe('signatures', () => {
  it('is refused with SIGN_ERROR when signing with another private key, and nothing is ordered', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
    const impostor = createWxpay({ ...config, privateKey: other });
    const no = orderNo();
    expect(await failure(impostor.nativeOrder({ outTradeNo: no, description: 'x', totalFen: 100, timeExpire: expire() }))).toMatchObject({
      code: 'SIGN_ERROR',
      status: 401,
    });
    expect(fake.orders.has(no)).toBe(false);
  });

  it('is refused when a request is replayed with its nonce, or sent with a timestamp six minutes old', async () => {
    const no = await paidOrder();
    const firstStatuses: number[] = [];
    const replaying = createWxpay(config, {
      fetch: async (input, init) => {
        const first = await fetch(input, init);
        firstStatuses.push(first.status);
        await first.arrayBuffer();
        return fetch(input, init);
      },
    });
    expect(await failure(replaying.queryOrder(no))).toMatchObject({ code: 'SIGN_ERROR', status: 401 });
    expect(firstStatuses).toEqual([200]);

    const path = `/v3/pay/transactions/out-trade-no/${no}?mchid=${fake.mchid}`;
    expect(await rawCall('GET', path, undefined, { timestampOffsetSec: -360 })).toMatchObject({
      status: 401,
      json: { code: 'SIGN_ERROR' },
    });
    expect(await rawCall('GET', path)).toMatchObject({ status: 200 });
  });

  const corruptions: Array<[AnswerCorruption, string]> = [
    ['signature', 'SIGN_ERROR'],
    ['serial', 'SERIAL_MISMATCH'],
    ['timestamp', 'TIMESTAMP_EXPIRED'],
    ['body', 'SIGN_ERROR'],
    ['unsigned', 'SIGN_ERROR'],
  ];
  it.each(corruptions)('does not believe an answer with a bad %s (%s)', async (how, reason) => {
    const no = await paidOrder();
    fake.corruptNextAnswer(how);
    const error = await failure(wxpay.queryOrder(no));
    expect(error).toMatchObject({ code: 'UNTRUSTED_ANSWER', status: 200 });
    expect(error.message).toContain(reason);
    expect(await wxpay.queryOrder(no)).toMatchObject({ outTradeNo: no, tradeState: 'SUCCESS' });
  });

  it('does not take an unsigned ORDER_NOT_EXIST for "no such order"', async () => {
    fake.corruptNextAnswer('unsigned');
    expect(await failure(wxpay.queryOrder('NOSUCHORDER1'))).toMatchObject({ code: 'UNTRUSTED_ANSWER', status: 404 });
    expect(await wxpay.queryOrder('NOSUCHORDER1')).toBeNull();
  });

  it("turns WeChat Pay's errors into WxpayError with its code and no secret", async () => {
    fake.failNext('/v3/pay/transactions/native', 500, 'SYSTEM_ERROR');
    expect(await failure(wxpay.nativeOrder({ outTradeNo: orderNo(), description: 'x', totalFen: 1, timeExpire: expire() }))).toMatchObject({
      code: 'SYSTEM_ERROR',
      status: 500,
      name: 'WxpayError',
    });
    fake.failNext('/v3/refund/domestic/refunds', 403, 'NOT_ENOUGH');
    const no = await paidOrder();
    expect(
      await failure(wxpay.refund({ outTradeNo: no, outRefundNo: `R${no}`, reason: '退款', refundFen: 1, totalFen: 100 })),
    ).toMatchObject({
      code: 'NOT_ENOUGH',
      status: 403,
    });
  });

  it('refuses keys that are not keys without quoting them', () => {
    const error = thrown(() => createWxpay({ ...config, privateKey: 'not a key at all' }));
    expect(error).toMatchObject({ code: 'CONFIG_ERROR' });
    expect(error.message).not.toContain('not a key at all');
    expect(thrown(() => createWxpay({ ...config, apiV3Key: 'short' }))).toMatchObject({ code: 'CONFIG_ERROR' });
  });
});

describe('query, close and refunds', () => {
  it('queries an order by out_trade_no: NOTPAY, then SUCCESS with what was paid; null when WeChat knows none', async () => {
    const no = orderNo();
    await wxpay.nativeOrder({ outTradeNo: no, description: '校友捐赠', totalFen: 100, timeExpire: expire() });
    expect(await wxpay.queryOrder(no)).toEqual({
      outTradeNo: no,
      transactionId: '',
      tradeState: 'NOTPAY',
      totalFen: 100,
      payerTotalFen: 0,
      successTime: null,
      mchid: fake.mchid,
      appid: fake.appid,
    });
    expect(last(fake.requests)).toMatchObject({ method: 'GET', path: `/v3/pay/transactions/out-trade-no/${no}?mchid=${fake.mchid}` });
    await fake.pay(no, { notify: false, payerTotalFen: 90 });
    const paid = await wxpay.queryOrder(no);
    expect(paid).toMatchObject({
      tradeState: 'SUCCESS',
      totalFen: 100,
      payerTotalFen: 90,
      transactionId: fake.orders.get(no)?.transactionId,
    });
    expect(paid?.transactionId).toMatch(/^4200\d{24}$/);
    expect(paid?.successTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);
    expect(await wxpay.queryOrder(orderNo())).toBeNull();
  });

  it('closes an unpaid order (204), which can then not be ordered again; a paid one answers ORDERPAID', async () => {
    const no = orderNo();
    const order = { outTradeNo: no, description: '校友捐赠', totalFen: 100, timeExpire: expire() };
    await wxpay.nativeOrder(order);
    await wxpay.closeOrder(no);
    expect(last(fake.requests)).toEqual({
      method: 'POST',
      path: `/v3/pay/transactions/out-trade-no/${no}/close`,
      body: { mchid: fake.mchid },
    });
    expect((await wxpay.queryOrder(no))?.tradeState).toBe('CLOSED');
    expect(await failure(wxpay.nativeOrder(order))).toMatchObject({ code: 'ORDER_CLOSED', status: 400 });
    const paid = await paidOrder();
    expect(await failure(wxpay.closeOrder(paid))).toMatchObject({ code: 'ORDERPAID', status: 400 });
  });

  it('refunds part of a paid order, PROCESSING until WeChat settles it, and notifies the refund', async () => {
    const no = await paidOrder(100);
    const request = { outTradeNo: no, outRefundNo: `R${no}`, reason: '捐赠人申请退款', refundFen: 30, totalFen: 100 };
    const refund = await wxpay.refund(request);
    expect(refund).toMatchObject({
      outRefundNo: `R${no}`,
      outTradeNo: no,
      status: 'PROCESSING',
      refundFen: 30,
      totalFen: 100,
      successTime: null,
    });
    expect(refund.refundId).toMatch(/^\d{29}$/);
    expect(last(fake.requests).body).toEqual({
      out_trade_no: no,
      out_refund_no: `R${no}`,
      reason: '捐赠人申请退款',
      notify_url: notifyUrl,
      amount: { refund: 30, total: 100, currency: 'CNY' },
    });
    expect(await wxpay.queryRefund(`R${no}`)).toEqual(refund);
    expect(last(fake.requests).path).toBe(`/v3/refund/domestic/refunds/R${no}`);
    expect(await wxpay.refund(request)).toEqual(refund);

    expect(await fake.settleRefund(`R${no}`)).toBe(204);
    expect(last(received)).toMatchObject({
      kind: 'refund',
      eventType: 'REFUND.SUCCESS',
      refund: { outRefundNo: `R${no}`, refundId: refund.refundId, status: 'SUCCESS', refundFen: 30, totalFen: 100 },
    });
    const settled = await wxpay.queryRefund(`R${no}`);
    expect(settled).toMatchObject({ status: 'SUCCESS' });
    expect(settled.successTime).toMatch(/\+08:00$/);
    expect((await wxpay.queryOrder(no))?.tradeState).toBe('REFUND');
    expect(await failure(wxpay.refund({ ...request, outRefundNo: `S${no}`, refundFen: 71 }))).toMatchObject({
      code: 'INVALID_REQUEST',
      status: 400,
    });
    expect(await failure(wxpay.queryRefund(`X${no}`))).toMatchObject({ code: 'RESOURCE_NOT_EXISTS', status: 404 });
  });

  it('settles refunds at once when the fake is told to, and notifies them', async () => {
    const quick = await startFakeWxpay({ refundsSettleAt: 'once' });
    try {
      const client = createWxpay(quick.config(notifyUrl));
      const no = orderNo();
      await client.nativeOrder({ outTradeNo: no, description: '校友捐赠', totalFen: 100, timeExpire: expire() });
      await quick.pay(no, { notify: false });
      expect(await client.refund({ outTradeNo: no, outRefundNo: `R${no}`, reason: '退款', refundFen: 100, totalFen: 100 })).toMatchObject({
        status: 'SUCCESS',
      });
      await quick.flush();
      expect(last(quick.notifications)).toMatchObject({ outRefundNo: `R${no}`, eventType: 'REFUND.SUCCESS', status: 204 });
    } finally {
      await quick.close();
    }
  });
});

describe('trade bill', () => {
  it("downloads the day's ALL bill with a second signed request, checks its SHA1, and parseTradeBill reads it", async () => {
    const paid = await paidOrder(12345);
    const refunded = await paidOrder(500);
    await wxpay.refund({ outTradeNo: refunded, outRefundNo: `R${refunded}`, reason: '退款', refundFen: 200, totalFen: 500 });
    const date = ((await wxpay.queryOrder(paid))?.successTime ?? '').slice(0, 10);
    fake.plantBillRow({ tradeTime: `${date} 12:00:00`, outTradeNo: 'PLANTED0001', totalFen: 1, description: '线下' });
    const requestsBefore = fake.requests.length;

    const csv = await wxpay.tradeBill(date);
    const [bill, download] = fake.requests.slice(requestsBefore);
    expect(bill.path).toBe(`/v3/bill/tradebill?bill_date=${date}&bill_type=ALL`);
    expect(download.path).toMatch(/^\/v3\/billdownload\/file\?token=\w+$/);
    const lines = csv.split(/\r?\n/);
    expect(lines[0]).toBe(
      '交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注',
    );
    expect(lines[1]).toMatch(/^`\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},`wx0000000000000001,`1900000109,/);
    expect(lines).toContain('总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额');

    const rows = parseTradeBill(csv);
    expect(rows.find((r) => r.outTradeNo === paid)).toEqual({
      tradeTime: expect.stringMatching(new RegExp(`^${date} \\d{2}:\\d{2}:\\d{2}$`)),
      transactionId: fake.orders.get(paid)?.transactionId,
      outTradeNo: paid,
      tradeState: 'SUCCESS',
      totalFen: 12345,
      refundFen: 0,
      outRefundNo: '',
      refundStatus: '',
    });
    expect(rows.find((r) => r.outRefundNo === `R${refunded}`)).toMatchObject({
      outTradeNo: refunded,
      tradeState: 'REFUND',
      totalFen: 0,
      refundFen: 200,
      refundStatus: 'PROCESSING',
    });
    expect(rows.find((r) => r.outTradeNo === 'PLANTED0001')).toMatchObject({ tradeState: 'SUCCESS', totalFen: 1 });
    expect(rows.some((r) => r.outTradeNo.startsWith('总'))).toBe(false);
  });

  it('refuses a bill whose content differs from its hash_value', async () => {
    const no = await paidOrder();
    const date = ((await wxpay.queryOrder(no))?.successTime ?? '').slice(0, 10);
    fake.corruptNextBill();
    expect(await failure(wxpay.tradeBill(date))).toMatchObject({ code: 'BILL_HASH_MISMATCH' });
    expect(parseTradeBill(await wxpay.tradeBill(date)).some((r) => r.outTradeNo === no)).toBe(true);
  });

  it('shows an order at the amount the fake was told to report, for reconciliation', async () => {
    const no = await paidOrder(100);
    fake.alterBillAmount(no, 99);
    const date = ((await wxpay.queryOrder(no))?.successTime ?? '').slice(0, 10);
    expect(parseTradeBill(await wxpay.tradeBill(date)).find((r) => r.outTradeNo === no)?.totalFen).toBe(99);
    expect((await wxpay.queryOrder(no))?.totalFen).toBe(100);
  });

  it('refuses a malformed bill date before asking', async () => {
    expect(await failure(wxpay.tradeBill('2024/01/02'))).toMatchObject({ code: 'PARAM_ERROR', status: 0 });
  });

  it('parseTradeBill reads the older layout too: BOM, 总金额, no 订单金额, backticks, summary left out', () => {
    const csv = [
      '\uFEFF交易时间,公众账号ID,商户号,子商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,总金额,企业红包金额,微信退款单号,商户退款单号,退款金额,企业红包退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率',
      '`2018-05-07 10:45:37,`wx1,`1488511392,`0,`,`4200000113201805074559498485,`A1,`o1,`NATIVE,`SUCCESS,`CFT,`CNY,`12.3,`0.00,`0,`0,`0.00,`0.00,`,`,`捐赠,`,`0.00,`0.60%',
      '`2018-05-07 10:54:45,`wx1,`1488511392,`0,`,`4200000113201805074559498485,`A1,`o1,`NATIVE,`REFUND,`CFT,`CNY,`0.00,`0.00,`5000050664,`RA1,`0.02,`0.00,`ORIGINAL,`SUCCESS,`捐赠,`,`0.00,`0.60%',
      '总交易单数,总交易额,总退款金额,总企业红包退款金额,手续费总金额',
      '`2,`12.30,`0.02,`0.00,`0.00',
    ].join('\n');
    expect(parseTradeBill(csv)).toEqual([
      {
        tradeTime: '2018-05-07 10:45:37',
        transactionId: '4200000113201805074559498485',
        outTradeNo: 'A1',
        tradeState: 'SUCCESS',
        totalFen: 1230,
        refundFen: 0,
        outRefundNo: '',
        refundStatus: '',
      },
      {
        tradeTime: '2018-05-07 10:54:45',
        transactionId: '4200000113201805074559498485',
        outTradeNo: 'A1',
        tradeState: 'REFUND',
        totalFen: 0,
        refundFen: 2,
        outRefundNo: 'RA1',
        refundStatus: 'SUCCESS',
      },
    ]);
    expect(() => parseTradeBill(csv.replace('`12.3,', '`12.345,'))).toThrow(WxpayError);
    expect(() => parseTradeBill('no header here')).toThrow(WxpayError);
  });
});

describe('notifications', () => {
  it('accepts a payment notification: verified, decrypted and read', async () => {
    const no = orderNo();
    await wxpay.nativeOrder({ outTradeNo: no, description: '校友捐赠', totalFen: 888, timeExpire: expire(), attach: 'gift' });
    expect(await fake.pay(no, { payerTotalFen: 800 })).toBe(204);
    const sent = last(fake.notifications);
    expect(last(received)).toEqual({
      id: sent.id,
      eventType: 'TRANSACTION.SUCCESS',
      kind: 'transaction',
      transaction: {
        outTradeNo: no,
        transactionId: fake.orders.get(no)?.transactionId,
        tradeState: 'SUCCESS',
        totalFen: 888,
        payerTotalFen: 800,
        successTime: fake.orders.get(no)?.successTime,
        mchid: fake.mchid,
        appid: fake.appid,
      },
    });
  });

  const refusals: Array<[string, Omit<Parameters<typeof fake.notify>[0], 'outTradeNo'>, string]> = [
    ['a flipped signature', { tamper: 'signature' }, 'SIGN_ERROR'],
    ['a body altered after signing', { tamper: 'body' }, 'SIGN_ERROR'],
    ['a forged signature (another key)', { tamper: 'forged' }, 'SIGN_ERROR'],
    ['another key id in Wechatpay-Serial', { tamper: 'serial' }, 'SERIAL_MISMATCH'],
    ['a timestamp six minutes old', { timestampOffsetSec: -360 }, 'TIMESTAMP_EXPIRED'],
    ['a timestamp six minutes ahead', { timestampOffsetSec: 360 }, 'TIMESTAMP_EXPIRED'],
    ['a resource sealed with another key', { tamper: 'ciphertext' }, 'DECRYPT_ERROR'],
    ['another merchant', { mchid: '1900000999' }, 'MCHID_MISMATCH'],
  ];
  it.each(refusals)('refuses a notification with %s', async (_what, how, code) => {
    const no = await paidOrder();
    const count = received.length;
    expect(await fake.notify({ outTradeNo: no, ...how })).toBe(400);
    expect(received.length).toBe(count + 1);
    expect(last(received)).toMatchObject({ name: 'WxpayError', code });
    expect(await fake.notify({ outTradeNo: no })).toBe(204);
  });

  it("passes a replayed id and a wrong amount through as WeChat sent them: judging those is the caller's, against the database", async () => {
    const no = await paidOrder(100);
    expect(await fake.notify({ outTradeNo: no, id: 'EV-REPLAY-0001' })).toBe(204);
    expect(await fake.notify({ outTradeNo: no, id: 'EV-REPLAY-0001' })).toBe(204);
    const [first, second] = received.slice(-2) as WxpayNotification[];
    expect([first.id, second.id]).toEqual(['EV-REPLAY-0001', 'EV-REPLAY-0001']);
    expect(await fake.notify({ outTradeNo: no, totalFen: 1 })).toBe(204);
    expect(last(received)).toMatchObject({ kind: 'transaction', transaction: { outTradeNo: no, totalFen: 1 } });
  });

  it('checks the headers before reading the body, whatever their case, and refuses repeated or missing ones', async () => {
    const no = await paidOrder();
    await fake.notify({ outTradeNo: no });
    const { headers, body } = last(fake.notifications);
    expect(wxpay.verifyNotification(headers, body)).toMatchObject({ kind: 'transaction' });
    expect(thrown(() => wxpay.verifyNotification(headers, 'not json'))).toMatchObject({ code: 'SIGN_ERROR' });
    const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    expect(wxpay.verifyNotification(lower, body)).toMatchObject({ kind: 'transaction' });
    const { 'Wechatpay-Signature': signature, ...unsigned } = headers;
    expect(thrown(() => wxpay.verifyNotification(unsigned, body))).toMatchObject({ code: 'SIGN_ERROR' });
    expect(thrown(() => wxpay.verifyNotification({ ...headers, 'Wechatpay-Signature': [signature, signature] }, body))).toMatchObject({
      code: 'SIGN_ERROR',
    });
    const later = createWxpay(config, { now: () => Date.now() + 6 * 60_000 });
    expect(thrown(() => later.verifyNotification(headers, body))).toMatchObject({ code: 'TIMESTAMP_EXPIRED' });
  });
});
