import { createCipheriv, createHash, generateKeyPair, randomBytes, randomInt, sign, verify, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WxpayConfig } from '../../server/payments/wxpay.ts';

/**
 * A local stand-in for WeChat Pay API v3 (api.mch.weixin.qq.com) as a directly connected merchant with the WeChat Pay
 * public key sees it: it checks requests as WeChat does (signature, serial, time, nonce, merchant, amounts, order
 * numbers), signs its answers with its own "platform" key, sends signed and encrypted notifications, serves the H5
 * cashier page and the trade bill. Tests drive payment (`pay`), refunds (`settleRefund`) and failures (`failNext`,
 * `corruptNextAnswer`, `notify` with a tamper).
 */

export const FAKE_WXPAY = {
  mchid: '1900000109',
  appid: 'wx0000000000000001',
  publicKeyId: 'PUB_KEY_ID_0114232134912410000000000000',
} as const;
/** Another key id, for answers and notifications that name the wrong one. */
const OTHER_KEY_ID = 'PUB_KEY_ID_0114232134912410000000000001';
const SKEW_SECONDS = 5 * 60;
const SHANGHAI_MS = 8 * 60 * 60 * 1000;

interface Keys {
  merchantPrivatePem: string;
  merchantPrivate: KeyObject;
  merchantPublic: KeyObject;
  platformPrivate: KeyObject;
  platformPublicPem: string;
  serialNo: string;
  apiV3Key: string;
}

const rsaPair = () =>
  new Promise<{ publicKey: KeyObject; privateKey: KeyObject }>((resolve, reject) =>
    generateKeyPair('rsa', { modulusLength: 2048 }, (err, publicKey, privateKey) =>
      err ? reject(err) : resolve({ publicKey, privateKey }),
    ),
  );
const alnum = (length: number) => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
};
const digits = (length: number) => Array.from({ length }, () => randomInt(10)).join('');
const hex = (bytes: number) => randomBytes(bytes).toString('hex');

// Two 2048-bit RSA pairs take a noticeable while: made once per process, shared by every fake.
let keysOnce: Promise<Keys> | undefined;
function keys(): Promise<Keys> {
  keysOnce ??= Promise.all([rsaPair(), rsaPair()]).then(([merchant, platform]) => ({
    merchantPrivatePem: merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
    merchantPrivate: merchant.privateKey,
    merchantPublic: merchant.publicKey,
    platformPrivate: platform.privateKey,
    platformPublicPem: platform.publicKey.export({ type: 'spki', format: 'pem' }) as string,
    serialNo: hex(20).toUpperCase(),
    apiV3Key: alnum(32),
  }));
  return keysOnce;
}

export type FakeOrderKind = 'native' | 'h5' | 'jsapi';
export interface FakeOrder {
  outTradeNo: string;
  kind: FakeOrderKind;
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND';
  totalFen: number;
  description: string;
  attach: string;
  notifyUrl: string;
  /** time_expire exactly as the merchant sent it, or null. */
  timeExpire: string | null;
  openid: string | null;
  payerClientIp: string | null;
  prepayId: string;
  codeUrl: string | null;
  h5Url: string | null;
  transactionId: string | null;
  payerTotalFen: number | null;
  successTime: string | null;
  paidAt: number | null;
  /** What the trade bill says the order came to, when a test made it differ (alterBillAmount). */
  billTotalFen: number | null;
}
export interface FakeRefund {
  outRefundNo: string;
  refundId: string;
  outTradeNo: string;
  refundFen: number;
  totalFen: number;
  reason: string;
  notifyUrl: string | null;
  status: 'PROCESSING' | 'SUCCESS' | 'ABNORMAL' | 'CLOSED';
  createdAt: number;
  successTime: string | null;
}
export interface FakeNotification {
  id: string;
  eventType: string;
  outTradeNo: string;
  outRefundNo: string | null;
  url: string;
  headers: Record<string, string>;
  body: string;
  /** The merchant's HTTP answer; 0 when it could not be reached. */
  status: number;
}
/** A row a test adds to the trade bill of its date (tradeTime's, in Beijing time). */
export interface PlantedBillRow {
  tradeTime: string;
  outTradeNo: string;
  transactionId?: string;
  tradeState?: 'SUCCESS' | 'REFUND';
  totalFen?: number;
  refundFen?: number;
  outRefundNo?: string;
  refundId?: string;
  refundStatus?: string;
  description?: string;
}
export type NotificationTamper = 'signature' | 'body' | 'serial' | 'forged' | 'ciphertext';
export type AnswerCorruption = 'signature' | 'serial' | 'timestamp' | 'body' | 'unsigned';
export interface FakeWxpayOptions {
  /** 'manual' (default): refunds stay PROCESSING until settleRefund; 'once': SUCCESS at once, notified at once. */
  refundsSettleAt?: 'manual' | 'once';
  now?: () => number;
  /** The AppID the merchant is bound to (default FAKE_WXPAY.appid): the college's mini-program in a test with the WeChat fake. */
  appid?: string;
  /**
   * Whether WeChat gave `openid` to a person under `appid` (e.g. the WeChat fake's gaveOpenid). A JSAPI order whose
   * payer openid is not the appid's is refused, as WeChat refuses it; openids added with addPayer count too.
   */
  payers?: (appid: string, openid: string) => boolean;
}

type Json = Record<string, unknown>;
type Problem = { status: number; code: string; message: string };
const objectOf = (value: unknown): Json => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});
const isFen = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
const problem = (status: number, code: string, message: string): Problem => ({ status, code, message });

/** Beijing wall time of `ms` as 'YYYY-MM-DD HH:mm:ss'. */
const beijing = (ms: number) => new Date(ms + SHANGHAI_MS).toISOString().slice(0, 19).replace('T', ' ');
const rfc3339 = (ms: number) => beijing(ms).replace(' ', 'T') + '+08:00';
const yuan = (fen: number) => `${fen < 0 ? '-' : ''}${Math.floor(Math.abs(fen) / 100)}.${String(Math.abs(fen) % 100).padStart(2, '0')}`;
/** The 0.60% fee in the bill's five decimals (1e-5 元 = fen × 6 at that rate). */
const fee = (fen: number) => {
  const units = Math.abs(fen) * 6;
  return `${fen < 0 ? '-' : ''}${Math.floor(units / 100000)}.${String(units % 100000).padStart(5, '0')}`;
};
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startFakeWxpay(options: FakeWxpayOptions = {}) {
  const k = await keys();
  const now = options.now ?? Date.now;
  const settleAt = options.refundsSettleAt ?? 'manual';
  const appid = options.appid ?? FAKE_WXPAY.appid;
  const addedPayers = new Set<string>();
  const isPayer = (forAppid: string, openid: string) =>
    addedPayers.has(`${forAppid} ${openid}`) || (options.payers?.(forAppid, openid) ?? false);
  const orders = new Map<string, FakeOrder>();
  const refunds = new Map<string, FakeRefund>();
  const notifications: FakeNotification[] = [];
  const requests: Array<{ method: string; path: string; body: unknown }> = [];
  const failures: Array<{ path: string; status: number; code: string }> = [];
  const corruptions: AnswerCorruption[] = [];
  const planted: PlantedBillRow[] = [];
  const bills = new Map<string, { csv: string; served: string }>();
  const seenNonces = new Set<string>();
  const pending = new Set<Promise<unknown>>();
  let corruptBill = false;
  /** The cashier's next payment is not notified (loseNextCashierNotification): the donor's return must find it. */
  let loseCashierNotification = false;

  const nowSeconds = () => Math.floor(now() / 1000);
  const platformSign = (message: string, key: KeyObject = k.platformPrivate) =>
    sign('sha256', Buffer.from(message, 'utf8'), key).toString('base64');

  /** Signs an answer as WeChat does (the four Wechatpay-* headers), or spoils it as the next corruption says. */
  function answer(res: http.ServerResponse, status: number, body?: unknown) {
    let text = body === undefined ? '' : JSON.stringify(body);
    let timestamp = nowSeconds();
    let serial: string = FAKE_WXPAY.publicKeyId;
    const nonce = hex(16);
    const how = corruptions.shift();
    if (how === 'timestamp') timestamp -= SKEW_SECONDS + 60;
    let signature = platformSign(`${timestamp}\n${nonce}\n${text}\n`);
    if (how === 'signature') signature = platformSign(`${timestamp}\n${nonce}\n${text} \n`);
    if (how === 'serial') serial = OTHER_KEY_ID;
    if (how === 'body') text = JSON.stringify({ ...objectOf(body), tampered: true });
    const headers: Record<string, string> = { 'Request-ID': hex(16) };
    if (text) headers['Content-Type'] = 'application/json; charset=utf-8';
    if (how !== 'unsigned')
      Object.assign(headers, {
        'Wechatpay-Timestamp': String(timestamp),
        'Wechatpay-Nonce': nonce,
        'Wechatpay-Signature': signature,
        'Wechatpay-Serial': serial,
        'Wechatpay-Signature-Type': 'WECHATPAY2-SHA256-RSA2048',
      });
    res.writeHead(status, headers).end(status === 204 ? undefined : text);
  }
  const refuse = (res: http.ServerResponse, p: Problem) => answer(res, p.status, { code: p.code, message: p.message });

  /** What WeChat checks of every request's Authorization (签名生成): scheme, fields, merchant, serial, time, nonce, RSA. */
  function authProblem(req: http.IncomingMessage, pathWithQuery: string, raw: string): Problem | null {
    const m = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(req.headers.authorization ?? '');
    if (!m) return problem(401, 'SIGN_ERROR', 'Authorization scheme is not WECHATPAY2-SHA256-RSA2048');
    const fields = Object.fromEntries([...m[1].matchAll(/(\w+)="([^"]*)"/g)].map((f) => [f[1], f[2]]));
    const missing = ['mchid', 'nonce_str', 'signature', 'timestamp', 'serial_no'].filter((name) => !fields[name]);
    if (missing.length) return problem(401, 'SIGN_ERROR', `Authorization lacks ${missing.join(', ')}`);
    if (fields.mchid !== FAKE_WXPAY.mchid) return problem(401, 'SIGN_ERROR', 'unknown mchid');
    if (fields.serial_no !== k.serialNo) return problem(401, 'SIGN_ERROR', 'unknown merchant certificate serial_no');
    const timestamp = Number(fields.timestamp);
    if (!/^\d+$/.test(fields.timestamp) || Math.abs(nowSeconds() - timestamp) > SKEW_SECONDS)
      return problem(401, 'SIGN_ERROR', 'timestamp out of range');
    const message = `${req.method}\n${pathWithQuery}\n${fields.timestamp}\n${fields.nonce_str}\n${raw}\n`;
    let valid: boolean;
    try {
      valid = verify('sha256', Buffer.from(message, 'utf8'), k.merchantPublic, Buffer.from(fields.signature, 'base64'));
    } catch {
      valid = false;
    }
    if (!valid) return problem(401, 'SIGN_ERROR', 'signature does not verify');
    // Only a verified request spends its nonce, so a forger cannot burn the merchant's.
    if (seenNonces.has(fields.nonce_str)) return problem(401, 'SIGN_ERROR', 'nonce_str already used');
    seenNonces.add(fields.nonce_str);
    const wechatpaySerial = req.headers['wechatpay-serial'];
    if (wechatpaySerial !== undefined && wechatpaySerial !== FAKE_WXPAY.publicKeyId)
      return problem(400, 'INVALID_REQUEST', 'Wechatpay-Serial is not the WeChat Pay public key id');
    if (!req.headers['user-agent']) return problem(400, 'INVALID_REQUEST', 'no User-Agent');
    return null;
  }

  function jsonProblem(req: http.IncomingMessage, raw: string): Problem | null {
    if (!(req.headers.accept ?? '').includes('application/json')) return problem(400, 'INVALID_REQUEST', 'Accept must be application/json');
    if (req.method !== 'POST') return null;
    if (!(req.headers['content-type'] ?? '').includes('application/json'))
      return problem(400, 'INVALID_REQUEST', 'Content-Type must be application/json');
    try {
      JSON.parse(raw);
      return null;
    } catch {
      return problem(400, 'PARAM_ERROR', 'body is not JSON');
    }
  }

  const tradeType = (kind: FakeOrderKind) => ({ native: 'NATIVE', h5: 'MWEB', jsapi: 'JSAPI' })[kind];

  function transactionOf(o: FakeOrder): Json {
    const paid = o.paidAt !== null;
    return {
      appid,
      mchid: FAKE_WXPAY.mchid,
      out_trade_no: o.outTradeNo,
      ...(paid ? { transaction_id: o.transactionId, bank_type: 'OTHERS', success_time: o.successTime } : {}),
      trade_type: tradeType(o.kind),
      trade_state: o.state,
      trade_state_desc: { NOTPAY: '订单未支付', SUCCESS: '支付成功', CLOSED: '订单已关闭', REFUND: '转入退款' }[o.state],
      attach: o.attach,
      payer: paid ? { openid: o.openid ?? `o${alnum(27)}` } : {},
      amount: { total: o.totalFen, ...(paid ? { payer_total: o.payerTotalFen } : {}), currency: 'CNY', payer_currency: 'CNY' },
    };
  }

  function refundOf(r: FakeRefund): Json {
    const order = orders.get(r.outTradeNo);
    return {
      refund_id: r.refundId,
      out_refund_no: r.outRefundNo,
      transaction_id: order?.transactionId ?? '',
      out_trade_no: r.outTradeNo,
      channel: 'ORIGINAL',
      user_received_account: '支付用户零钱',
      ...(r.successTime ? { success_time: r.successTime } : {}),
      create_time: rfc3339(r.createdAt),
      status: r.status,
      funds_account: 'AVAILABLE',
      amount: {
        total: r.totalFen,
        refund: r.refundFen,
        from: [],
        payer_total: r.totalFen,
        payer_refund: r.refundFen,
        settlement_refund: r.refundFen,
        settlement_total: r.totalFen,
        discount_refund: 0,
        currency: 'CNY',
        refund_fee: 0,
      },
    };
  }

  /** 下单 (native, h5, jsapi): the checks WeChat makes of the body, then the same order again is the same answer. */
  function createOrder(kind: FakeOrderKind, b: Json): { ok: Json } | Problem {
    if (b.appid !== appid || b.mchid !== FAKE_WXPAY.mchid) return problem(400, 'APPID_MCHID_NOT_MATCH', 'appid and mchid do not match');
    const { description, out_trade_no: no, notify_url: notifyUrl, time_expire: timeExpire, attach } = b;
    const amount = objectOf(b.amount);
    if (typeof description !== 'string' || !description || description.length > 127) return problem(400, 'PARAM_ERROR', 'description');
    if (typeof no !== 'string' || !/^[A-Za-z0-9_\-|*]{6,32}$/.test(no)) return problem(400, 'PARAM_ERROR', 'out_trade_no');
    if (!isFen(amount.total)) return problem(400, 'PARAM_ERROR', 'amount.total must be a positive integer');
    if (amount.currency !== undefined && amount.currency !== 'CNY') return problem(400, 'PARAM_ERROR', 'amount.currency');
    if (attach !== undefined && (typeof attach !== 'string' || attach.length > 128)) return problem(400, 'PARAM_ERROR', 'attach');
    if (
      timeExpire !== undefined &&
      (typeof timeExpire !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}:\d{2}|Z)$/.test(timeExpire))
    )
      return problem(400, 'PARAM_ERROR', 'time_expire must be RFC 3339');
    let notify: URL | undefined;
    try {
      notify = typeof notifyUrl === 'string' ? new URL(notifyUrl) : undefined;
    } catch {
      notify = undefined;
    }
    if (!notify || notify.search || !/^https?:$/.test(notify.protocol)) return problem(400, 'PARAM_ERROR', 'notify_url');
    const scene = objectOf(b.scene_info);
    const payerClientIp = typeof scene.payer_client_ip === 'string' && scene.payer_client_ip ? scene.payer_client_ip : null;
    if (kind === 'h5' && (!payerClientIp || typeof objectOf(scene.h5_info).type !== 'string'))
      return problem(400, 'PARAM_ERROR', 'scene_info.payer_client_ip and scene_info.h5_info.type');
    const openid = objectOf(b.payer).openid;
    if (kind === 'jsapi' && (typeof openid !== 'string' || !openid)) return problem(400, 'PARAM_ERROR', 'payer.openid');
    // An openid is a person under one AppID: the website's, or another app's, is not the mini-program's (JSAPI下单).
    if (kind === 'jsapi' && !isPayer(appid, openid as string)) return problem(400, 'PARAM_ERROR', 'appid和openid不匹配');

    const known = orders.get(no);
    if (known) {
      if (known.state === 'SUCCESS' || known.state === 'REFUND') return problem(400, 'ORDERPAID', 'order already paid');
      if (known.state === 'CLOSED') return problem(400, 'ORDER_CLOSED', 'order closed');
      if (known.kind !== kind || known.totalFen !== amount.total || known.description !== description)
        return problem(400, 'INVALID_REQUEST', 'out_trade_no already used with other parameters');
      return { ok: answerOf(known) };
    }
    const prepayId = `wx${beijing(now()).replace(/\D/g, '').slice(2)}${hex(8)}`;
    const order: FakeOrder = {
      outTradeNo: no,
      kind,
      state: 'NOTPAY',
      totalFen: amount.total,
      description,
      attach: typeof attach === 'string' ? attach : '',
      notifyUrl: notify.href,
      timeExpire: typeof timeExpire === 'string' ? timeExpire : null,
      openid: typeof openid === 'string' ? openid : null,
      payerClientIp,
      prepayId,
      codeUrl: kind === 'native' ? `weixin://wxpay/bizpayurl?pr=${alnum(7)}` : null,
      h5Url: kind === 'h5' ? `${api.url}/h5pay?prepay_id=${prepayId}` : null,
      transactionId: null,
      payerTotalFen: null,
      successTime: null,
      paidAt: null,
      billTotalFen: null,
    };
    orders.set(no, order);
    return { ok: answerOf(order) };
  }
  const answerOf = (o: FakeOrder): Json =>
    o.kind === 'native' ? { code_url: o.codeUrl } : o.kind === 'h5' ? { h5_url: o.h5Url } : { prepay_id: o.prepayId };

  function createRefund(b: Json): { ok: Json } | Problem {
    const { out_trade_no: no, out_refund_no: refundNo, reason, notify_url: notifyUrl } = b;
    const amount = objectOf(b.amount);
    if (typeof no !== 'string') return problem(400, 'PARAM_ERROR', 'out_trade_no');
    if (typeof refundNo !== 'string' || !/^[A-Za-z0-9_\-|*@]{1,64}$/.test(refundNo)) return problem(400, 'PARAM_ERROR', 'out_refund_no');
    if (!isFen(amount.refund) || !isFen(amount.total))
      return problem(400, 'PARAM_ERROR', 'amount.refund and amount.total must be positive integers');
    if (amount.currency !== 'CNY') return problem(400, 'PARAM_ERROR', 'amount.currency');
    if (reason !== undefined && (typeof reason !== 'string' || Buffer.byteLength(reason) > 80))
      return problem(400, 'PARAM_ERROR', 'reason');
    if (notifyUrl !== undefined && typeof notifyUrl !== 'string') return problem(400, 'PARAM_ERROR', 'notify_url');
    const order = orders.get(no);
    if (!order) return problem(404, 'RESOURCE_NOT_EXISTS', 'order does not exist');
    const known = refunds.get(refundNo);
    if (known) {
      // 同一商户退款单号多次请求只退一笔: the same refund again is that refund.
      if (known.outTradeNo !== no || known.refundFen !== amount.refund)
        return problem(400, 'INVALID_REQUEST', 'out_refund_no already used');
      return { ok: refundOf(known) };
    }
    if (order.state !== 'SUCCESS' && order.state !== 'REFUND') return problem(400, 'INVALID_REQUEST', 'order not paid');
    if (amount.total !== order.totalFen) return problem(400, 'INVALID_REQUEST', 'amount.total is not the order total');
    // A closed refund returned nothing: what it asked for may be refunded again.
    const refunded = [...refunds.values()]
      .filter((r) => r.outTradeNo === no && r.status !== 'CLOSED')
      .reduce((sum, r) => sum + r.refundFen, 0);
    if (refunded + amount.refund > order.totalFen) return problem(400, 'INVALID_REQUEST', 'refund exceeds what is left to refund');
    const created = now();
    const refund: FakeRefund = {
      outRefundNo: refundNo,
      refundId: `5030${digits(25)}`,
      outTradeNo: no,
      refundFen: amount.refund,
      totalFen: amount.total,
      reason: typeof reason === 'string' ? reason : '',
      notifyUrl: typeof notifyUrl === 'string' ? notifyUrl : null,
      status: settleAt === 'once' ? 'SUCCESS' : 'PROCESSING',
      createdAt: created,
      successTime: settleAt === 'once' ? rfc3339(created) : null,
    };
    refunds.set(refundNo, refund);
    order.state = 'REFUND';
    return { ok: refundOf(refund) };
  }

  /** The ALL trade bill of a Beijing date, in WeChat's layout (交易账单详细说明), backtick before every value. */
  function billOf(date: string): string {
    const tick = (values: Array<string | number>) => values.map((v) => `\`${v}`).join(',');
    const clean = (s: string) => s.replace(/[,\r\n]/g, ' ');
    const lines: string[] = [];
    const summary = { count: 0, settled: 0, refunded: 0, fee: 0, ordered: 0, asked: 0 };
    const payment = (
      time: number | string,
      o: {
        outTradeNo: string;
        transactionId: string;
        totalFen: number;
        kind?: FakeOrderKind;
        openid?: string | null;
        description: string;
        attach?: string;
      },
    ) => {
      summary.count++;
      summary.settled += o.totalFen;
      summary.ordered += o.totalFen;
      summary.fee += o.totalFen * 6;
      lines.push(
        tick([
          typeof time === 'number' ? beijing(time) : time,
          appid,
          FAKE_WXPAY.mchid,
          '0',
          '',
          o.transactionId,
          o.outTradeNo,
          o.openid ?? '',
          tradeType(o.kind ?? 'native'),
          'SUCCESS',
          'OTHERS',
          'CNY',
          yuan(o.totalFen),
          '0.00',
          '0',
          '0',
          '0.00',
          '0.00',
          '',
          '',
          clean(o.description),
          clean(o.attach ?? ''),
          fee(o.totalFen),
          '0.60%',
          yuan(o.totalFen),
          '0.00',
          '',
        ]),
      );
    };
    const refund = (
      time: number | string,
      r: {
        outTradeNo: string;
        transactionId: string;
        refundId: string;
        outRefundNo: string;
        refundFen: number;
        status: string;
        kind?: FakeOrderKind;
        description: string;
      },
    ) => {
      summary.count++;
      summary.refunded += r.refundFen;
      summary.asked += r.refundFen;
      summary.fee -= r.refundFen * 6;
      lines.push(
        tick([
          typeof time === 'number' ? beijing(time) : time,
          appid,
          FAKE_WXPAY.mchid,
          '0',
          '',
          r.transactionId,
          r.outTradeNo,
          '',
          tradeType(r.kind ?? 'native'),
          'REFUND',
          'OTHERS',
          'CNY',
          '0.00',
          '0.00',
          r.refundId,
          r.outRefundNo,
          yuan(r.refundFen),
          '0.00',
          'ORIGINAL',
          r.status,
          clean(r.description),
          '',
          fee(-r.refundFen),
          '0.60%',
          '0.00',
          yuan(r.refundFen),
          '',
        ]),
      );
    };
    for (const o of orders.values())
      if (o.paidAt !== null && beijing(o.paidAt).startsWith(date))
        payment(o.paidAt, { ...o, transactionId: o.transactionId ?? '', totalFen: o.billTotalFen ?? o.totalFen });
    for (const r of refunds.values()) {
      if (!beijing(r.createdAt).startsWith(date)) continue;
      const o = orders.get(r.outTradeNo);
      refund(r.createdAt, { ...r, transactionId: o?.transactionId ?? '', kind: o?.kind, description: o?.description ?? '' });
    }
    for (const p of planted) {
      if (!p.tradeTime.startsWith(date)) continue;
      const transactionId = p.transactionId ?? `4200${digits(24)}`;
      if (p.tradeState === 'REFUND')
        refund(p.tradeTime, {
          outTradeNo: p.outTradeNo,
          transactionId,
          refundId: p.refundId ?? `5030${digits(25)}`,
          outRefundNo: p.outRefundNo ?? `R${alnum(12)}`,
          refundFen: p.refundFen ?? 0,
          status: p.refundStatus ?? 'SUCCESS',
          description: p.description ?? '',
        });
      else payment(p.tradeTime, { outTradeNo: p.outTradeNo, transactionId, totalFen: p.totalFen ?? 0, description: p.description ?? '' });
    }
    return [
      '交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注',
      ...lines,
      '总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额',
      tick([
        summary.count,
        yuan(summary.settled),
        yuan(summary.refunded),
        '0.00',
        `${summary.fee < 0 ? '-' : ''}${Math.floor(Math.abs(summary.fee) / 100000)}.${String(Math.abs(summary.fee) % 100000).padStart(5, '0')}`,
        yuan(summary.ordered),
        yuan(summary.asked),
      ]),
      '',
    ].join('\r\n');
  }

  /** Sends one notification as WeChat does: resource sealed with AES-256-GCM under the APIv3 key, envelope signed. */
  async function deliver(
    url: string,
    event: {
      eventType: string;
      summary: string;
      originalType: 'transaction' | 'refund';
      resource: Json;
      outTradeNo: string;
      outRefundNo: string | null;
    },
    how: { tamper?: NotificationTamper; timestampOffsetSec?: number; id?: string },
  ): Promise<number> {
    const id = how.id ?? `EV-${digits(19)}`;
    const iv = alnum(12);
    const aad = event.originalType;
    const key = how.tamper === 'ciphertext' ? randomBytes(32) : Buffer.from(k.apiV3Key, 'utf8');
    const cipher = createCipheriv('aes-256-gcm', key, Buffer.from(iv, 'utf8'));
    cipher.setAAD(Buffer.from(aad, 'utf8'));
    const sealed = Buffer.concat([cipher.update(JSON.stringify(event.resource), 'utf8'), cipher.final(), cipher.getAuthTag()]);
    const envelope = {
      id,
      create_time: rfc3339(now()),
      resource_type: 'encrypt-resource',
      event_type: event.eventType,
      summary: event.summary,
      resource: {
        original_type: event.originalType,
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: sealed.toString('base64'),
        associated_data: aad,
        nonce: iv,
      },
    };
    const signed = JSON.stringify(envelope);
    const body = how.tamper === 'body' ? JSON.stringify({ ...envelope, summary: `${event.summary}!` }) : signed;
    const timestamp = String(nowSeconds() + (how.timestampOffsetSec ?? 0));
    const nonce = hex(16);
    let signature = platformSign(`${timestamp}\n${nonce}\n${signed}\n`, how.tamper === 'forged' ? k.merchantPrivate : k.platformPrivate);
    if (how.tamper === 'signature') {
      const bytes = Buffer.from(signature, 'base64');
      bytes[0] ^= 0xff;
      signature = bytes.toString('base64');
    }
    const headers = {
      'Content-Type': 'application/json',
      'User-Agent': 'Mozilla/4.0',
      'Wechatpay-Timestamp': timestamp,
      'Wechatpay-Nonce': nonce,
      'Wechatpay-Signature': signature,
      'Wechatpay-Serial': how.tamper === 'serial' ? OTHER_KEY_ID : FAKE_WXPAY.publicKeyId,
      'Wechatpay-Signature-Type': 'WECHATPAY2-SHA256-RSA2048',
    };
    let status: number;
    try {
      const res = await fetch(url, { method: 'POST', headers, body, redirect: 'manual', signal: AbortSignal.timeout(10_000) });
      await res.arrayBuffer();
      status = res.status;
    } catch {
      status = 0;
    }
    notifications.push({
      id,
      eventType: event.eventType,
      outTradeNo: event.outTradeNo,
      outRefundNo: event.outRefundNo,
      url,
      headers,
      body,
      status,
    });
    return status;
  }

  function track<T>(promise: Promise<T>): Promise<T> {
    pending.add(promise);
    promise.finally(() => pending.delete(promise)).catch(() => undefined);
    return promise;
  }

  function transactionEvent(o: FakeOrder, overrides: { totalFen?: number; mchid?: string }) {
    const resource = transactionOf(o);
    resource.trade_state = 'SUCCESS';
    resource.trade_state_desc = '支付成功';
    resource.transaction_id = o.transactionId ?? `4200${digits(24)}`;
    resource.success_time = o.successTime ?? rfc3339(now());
    resource.payer = { openid: o.openid ?? `o${alnum(27)}` };
    const total = overrides.totalFen ?? o.totalFen;
    resource.amount = { total, payer_total: overrides.totalFen ?? o.payerTotalFen ?? o.totalFen, currency: 'CNY', payer_currency: 'CNY' };
    if (overrides.mchid !== undefined) resource.mchid = overrides.mchid;
    return {
      eventType: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      originalType: 'transaction' as const,
      resource,
      outTradeNo: o.outTradeNo,
      outRefundNo: null,
    };
  }

  function refundEvent(r: FakeRefund, overrides: { mchid?: string }) {
    const resource: Json = {
      mchid: overrides.mchid ?? FAKE_WXPAY.mchid,
      out_trade_no: r.outTradeNo,
      transaction_id: orders.get(r.outTradeNo)?.transactionId ?? '',
      out_refund_no: r.outRefundNo,
      refund_id: r.refundId,
      refund_status: r.status,
      ...(r.successTime ? { success_time: r.successTime } : {}),
      user_received_account: '支付用户零钱',
      amount: { total: r.totalFen, refund: r.refundFen, payer_total: r.totalFen, payer_refund: r.refundFen },
    };
    return {
      eventType: `REFUND.${r.status}`,
      summary: { SUCCESS: '退款成功', ABNORMAL: '退款异常', CLOSED: '退款关闭' }[r.status as 'SUCCESS' | 'ABNORMAL' | 'CLOSED'],
      originalType: 'refund' as const,
      resource,
      outTradeNo: r.outTradeNo,
      outRefundNo: r.outRefundNo,
    };
  }

  function markPaid(o: FakeOrder, payerTotalFen?: number) {
    if (o.state !== 'NOTPAY') throw new Error(`fake WeChat Pay: order ${o.outTradeNo} is ${o.state}, it cannot be paid`);
    o.state = 'SUCCESS';
    o.paidAt = now();
    o.successTime = rfc3339(o.paidAt);
    o.transactionId = `4200${digits(24)}`;
    o.payerTotalFen = payerTotalFen ?? o.totalFen;
    o.openid ??= `o${alnum(27)}`;
  }

  /** The H5 cashier (h5_url): a page with 确认支付, which pays, notifies, then returns to the merchant's redirect_url. */
  async function cashier(req: http.IncomingMessage, url: URL, raw: string, res: http.ServerResponse) {
    const page = (status: number, body: string) =>
      res
        .writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>微信支付</title></head><body>${body}</body></html>`,
        );
    const params = req.method === 'POST' ? new URLSearchParams(raw) : url.searchParams;
    const prepayId = params.get('prepay_id') ?? '';
    const redirect = params.get('redirect_url') ?? '';
    const order = [...orders.values()].find((o) => o.kind === 'h5' && o.prepayId === prepayId);
    if (!order) return page(404, '<p>订单不存在</p>');
    if (req.method === 'GET' && url.pathname === '/h5pay') {
      return page(
        200,
        `<h1>微信支付</h1><p>${escapeHtml(order.description)}</p><p>￥${yuan(order.totalFen)}</p>` +
          `<form method="post" action="/h5pay/confirm"><input type="hidden" name="prepay_id" value="${escapeHtml(prepayId)}">` +
          `<input type="hidden" name="redirect_url" value="${escapeHtml(redirect)}"><button type="submit">确认支付</button></form>`,
      );
    }
    if (order.state === 'CLOSED') return page(400, '<p>订单已关闭</p>');
    // The notification is delivered before the payer is sent back, so a test's next step finds the order settled.
    if (order.state === 'NOTPAY') {
      markPaid(order);
      if (loseCashierNotification) loseCashierNotification = false;
      else await track(deliver(order.notifyUrl, transactionEvent(order, {}), {}));
    }
    if (redirect) return void res.writeHead(302, { Location: redirect }).end();
    return page(200, '<p>支付成功</p>');
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const pathWithQuery = req.url ?? '/';
    const url = new URL(pathWithQuery, 'http://fake');
    if (url.pathname === '/h5pay' || url.pathname === '/h5pay/confirm') return cashier(req, url, raw, res);
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      body = raw;
    }
    requests.push({ method: req.method ?? '', path: pathWithQuery, body });

    const auth = authProblem(req, pathWithQuery, raw);
    if (url.pathname === '/v3/billdownload/file') {
      // The file answer carries no signature; errors are plain JSON.
      if (auth)
        return void res
          .writeHead(auth.status, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ code: auth.code, message: auth.message }));
      const bill = bills.get(url.searchParams.get('token') ?? '');
      if (!bill)
        return void res
          .writeHead(400, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ code: 'INVALID_REQUEST', message: 'unknown token' }));
      return void res.writeHead(200, { 'Content-Type': 'application/octet-stream' }).end(Buffer.from(bill.served, 'utf8'));
    }
    if (auth) return refuse(res, auth);
    const shape = jsonProblem(req, raw);
    if (shape) return refuse(res, shape);
    const failure = failures.findIndex((f) => f.path === url.pathname || f.path === pathWithQuery);
    if (failure >= 0) {
      const [f] = failures.splice(failure, 1);
      return refuse(res, problem(f.status, f.code, 'fake failure'));
    }

    const b = objectOf(body);
    const route = `${req.method} ${url.pathname}`;
    const tradeMatch = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(url.pathname);
    const refundMatch = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(url.pathname);
    const created = /^POST \/v3\/pay\/transactions\/(native|h5|jsapi)$/.exec(route);
    if (created) {
      const result = createOrder(created[1] as FakeOrderKind, b);
      return 'ok' in result ? answer(res, 200, result.ok) : refuse(res, result);
    }
    if (tradeMatch) {
      const order = orders.get(decodeURIComponent(tradeMatch[1]));
      if (req.method === 'GET' && !tradeMatch[2]) {
        if (url.searchParams.get('mchid') !== FAKE_WXPAY.mchid) return refuse(res, problem(400, 'PARAM_ERROR', 'mchid'));
        if (!order) return refuse(res, problem(404, 'ORDER_NOT_EXIST', 'order does not exist'));
        return answer(res, 200, transactionOf(order));
      }
      if (req.method === 'POST' && tradeMatch[2]) {
        if (b.mchid !== FAKE_WXPAY.mchid) return refuse(res, problem(400, 'PARAM_ERROR', 'mchid'));
        if (!order) return refuse(res, problem(404, 'ORDER_NOT_EXIST', 'order does not exist'));
        if (order.state === 'SUCCESS' || order.state === 'REFUND') return refuse(res, problem(400, 'ORDERPAID', 'order already paid'));
        order.state = 'CLOSED';
        return answer(res, 204);
      }
    }
    if (route === 'POST /v3/refund/domestic/refunds') {
      const result = createRefund(b);
      if (!('ok' in result)) return refuse(res, result);
      answer(res, 200, result.ok);
      const refund = refunds.get(String(b.out_refund_no));
      if (settleAt === 'once' && refund?.notifyUrl && !notifications.some((n) => n.outRefundNo === refund.outRefundNo))
        void track(deliver(refund.notifyUrl, refundEvent(refund, {}), {}));
      return;
    }
    if (refundMatch && req.method === 'GET') {
      const refund = refunds.get(decodeURIComponent(refundMatch[1]));
      if (!refund) return refuse(res, problem(404, 'RESOURCE_NOT_EXISTS', 'refund does not exist'));
      return answer(res, 200, refundOf(refund));
    }
    if (route === 'GET /v3/bill/tradebill') {
      const date = url.searchParams.get('bill_date') ?? '';
      const type = url.searchParams.get('bill_type') ?? 'ALL';
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return refuse(res, problem(400, 'PARAM_ERROR', 'bill_date'));
      if (type !== 'ALL') return refuse(res, problem(400, 'PARAM_ERROR', 'the fake serves bill_type ALL only'));
      const csv = billOf(date);
      const token = alnum(40);
      // A corrupted bill: the file served differs from the one the signed hash_value describes.
      bills.set(token, { csv, served: corruptBill ? csv.replace(/\r\n$/, '\r\n`tampered\r\n') : csv });
      corruptBill = false;
      const hashValue = createHash('sha1').update(csv, 'utf8').digest('hex');
      return answer(res, 200, { hash_type: 'SHA1', hash_value: hashValue, download_url: `${api.url}/v3/billdownload/file?token=${token}` });
    }
    return refuse(res, problem(404, 'NOT_FOUND', 'no such API'));
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const api = {
    url,
    mchid: FAKE_WXPAY.mchid,
    appid,
    publicKeyId: FAKE_WXPAY.publicKeyId,
    serialNo: k.serialNo,
    /** The merchant's public key: what WeChat verifies request signatures and paySign with. */
    merchantPublicKey: k.merchantPublic,

    /** The WXPAY_ variables of a portal paying through this fake. */
    env(notifyUrl: string): Record<string, string> {
      return {
        WXPAY_MCHID: FAKE_WXPAY.mchid,
        WXPAY_APPID: appid,
        WXPAY_SERIAL_NO: k.serialNo,
        WXPAY_PRIVATE_KEY: k.merchantPrivatePem,
        WXPAY_API_V3_KEY: k.apiV3Key,
        WXPAY_PUBLIC_KEY: k.platformPublicPem,
        WXPAY_PUBLIC_KEY_ID: FAKE_WXPAY.publicKeyId,
        WXPAY_NOTIFY_URL: notifyUrl,
        WXPAY_API_BASE: url,
      };
    },
    /** The same as a client configuration. */
    config(notifyUrl: string): WxpayConfig {
      return {
        mchid: FAKE_WXPAY.mchid,
        appid,
        serialNo: k.serialNo,
        privateKey: k.merchantPrivatePem,
        apiV3Key: k.apiV3Key,
        publicKey: k.platformPublicPem,
        publicKeyId: FAKE_WXPAY.publicKeyId,
        notifyUrl,
        apiBase: url,
      };
    },

    /** WeChat gave `openid` to a person under the merchant's AppID (their mini-program openid): they may pay by JSAPI. */
    addPayer(openid: string) {
      addedPayers.add(`${appid} ${openid}`);
    },

    /** Orders by out_trade_no, as WeChat holds them. */
    orders: orders as ReadonlyMap<string, Readonly<FakeOrder>>,
    refunds: refunds as ReadonlyMap<string, Readonly<FakeRefund>>,
    /** Every notification sent, with the merchant's answer. */
    notifications: notifications as readonly FakeNotification[],
    /** Every API request the merchant made (method, path with query, parsed body), signed or not. */
    requests: requests as ReadonlyArray<{ method: string; path: string; body: unknown }>,

    /**
     * The payer pays: the order becomes SUCCESS and, unless `notify` is false, a TRANSACTION.SUCCESS notification goes
     * to its notify_url. Resolves with the merchant's HTTP answer (null when not notified).
     */
    pay(outTradeNo: string, opts: { notify?: boolean; payerTotalFen?: number } = {}): Promise<number | null> {
      const order = orders.get(outTradeNo);
      if (!order) throw new Error(`fake WeChat Pay: no order ${outTradeNo}`);
      markPaid(order, opts.payerTotalFen);
      if (opts.notify === false) return Promise.resolve(null);
      return track(deliver(order.notifyUrl, transactionEvent(order, {}), {}));
    },

    /**
     * wx.requestPayment in the mini-program `appid` with the parameters the merchant signed: WeChat checks that the
     * package names an unpaid JSAPI order of this merchant, that the mini-program is the AppID it was ordered under, and
     * that paySign is the merchant's signature of appId, timeStamp, nonceStr and package; then the payer pays and the
     * notification goes out. Answers 'ok' (the merchant's answer to the notification awaited), or throws WeChat's errMsg.
     */
    async requestPayment(
      payerAppid: string,
      payment: { timeStamp: string; nonceStr: string; package: string; signType: string; paySign: string },
    ): Promise<'ok'> {
      const prepayId = /^prepay_id=(.+)$/.exec(payment.package)?.[1];
      const order = [...orders.values()].find((o) => o.prepayId === prepayId && o.kind === 'jsapi');
      const fail = (why: string) => new Error(`requestPayment:fail ${why}`);
      if (!order) throw fail('prepay_id unknown');
      if (payerAppid !== appid) throw fail('appid of the mini-program is not the order’s');
      if (payment.signType !== 'RSA') throw fail('signType');
      if (!/^\d{10}$/.test(payment.timeStamp) || Math.abs(now() / 1000 - Number(payment.timeStamp)) > SKEW_SECONDS) throw fail('timeStamp');
      const message = Buffer.from(`${payerAppid}\n${payment.timeStamp}\n${payment.nonceStr}\n${payment.package}\n`, 'utf8');
      const signed = (() => {
        try {
          return verify('sha256', message, k.merchantPublic, Buffer.from(payment.paySign, 'base64'));
        } catch {
          return false;
        }
      })();
      if (!signed) throw fail('paySign');
      if (order.state !== 'NOTPAY') throw fail(`order is ${order.state}`);
      markPaid(order);
      await track(deliver(order.notifyUrl, transactionEvent(order, {}), {}));
      return 'ok';
    },

    /** The next payment on the H5 cashier page is made, but its notification never reaches the merchant. */
    loseNextCashierNotification() {
      loseCashierNotification = true;
    },

    /**
     * A crafted notification about an order (or, with outRefundNo, its refund): tampered, forged, late (a negative
     * timestampOffsetSec), replayed (a given id), for another amount or merchant. A transaction notification claims
     * SUCCESS; an unpaid order may be the subject only of a tampered one. Resolves with the merchant's HTTP answer.
     */
    notify(o: {
      outTradeNo: string;
      outRefundNo?: string;
      tamper?: NotificationTamper;
      timestampOffsetSec?: number;
      id?: string;
      totalFen?: number;
      mchid?: string;
    }): Promise<number> {
      const order = orders.get(o.outTradeNo);
      if (!order) throw new Error(`fake WeChat Pay: no order ${o.outTradeNo}`);
      if (o.outRefundNo !== undefined) {
        const refund = refunds.get(o.outRefundNo);
        if (!refund) throw new Error(`fake WeChat Pay: no refund ${o.outRefundNo}`);
        return track(deliver(refund.notifyUrl ?? order.notifyUrl, refundEvent(refund, o), o));
      }
      if (order.paidAt === null && !o.tamper)
        throw new Error(`fake WeChat Pay: order ${o.outTradeNo} is unpaid; pay it or tamper the claim`);
      return track(deliver(order.notifyUrl, transactionEvent(order, o), o));
    },

    /**
     * A PROCESSING refund succeeds (or, with status ABNORMAL, fails at the payer's bank: 退款异常; with CLOSED, WeChat
     * closes it: 退款关闭); notifies its notify_url unless `notify` is false. Resolves with the answer.
     */
    settleRefund(outRefundNo: string, opts: { notify?: boolean; status?: 'SUCCESS' | 'ABNORMAL' | 'CLOSED' } = {}): Promise<number | null> {
      const refund = refunds.get(outRefundNo);
      if (!refund) throw new Error(`fake WeChat Pay: no refund ${outRefundNo}`);
      refund.status = opts.status ?? 'SUCCESS';
      refund.successTime = refund.status === 'SUCCESS' ? rfc3339(now()) : null;
      if (opts.notify === false || !refund.notifyUrl) return Promise.resolve(null);
      return track(deliver(refund.notifyUrl, refundEvent(refund, {}), {}));
    },

    /** The next request to `path` (a path, or a path with its query) is refused with `status` and `code`, signed. */
    failNext(path: string, status: number, code: string) {
      failures.push({ path, status, code });
    },
    /** The next API answer is spoiled: a wrong signature, serial, stale timestamp, altered body, or no signature. */
    corruptNextAnswer(how: AnswerCorruption) {
      corruptions.push(how);
    },
    /** The next trade bill served differs from the hash_value given for it. */
    corruptNextBill() {
      corruptBill = true;
    },
    /** The trade bill reports this order at another amount (reconciliation finds the difference). */
    alterBillAmount(outTradeNo: string, totalFen: number) {
      const order = orders.get(outTradeNo);
      if (!order) throw new Error(`fake WeChat Pay: no order ${outTradeNo}`);
      order.billTotalFen = totalFen;
    },
    /** A row the bill of its date also lists: a payment the portal never saw, or a refund. */
    plantBillRow(row: PlantedBillRow) {
      planted.push(row);
    },
    /** Waits for notifications the fake sent on its own (an H5 payment, a refund settled at once). */
    async flush() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
    async close() {
      await api.flush();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return api;
}

export type FakeWxpay = Awaited<ReturnType<typeof startFakeWxpay>>;
