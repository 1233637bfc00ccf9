import { createDecipheriv, createHash, createPrivateKey, createPublicKey, randomBytes, sign, verify, type KeyObject } from 'node:crypto';

/**
 * WeChat Pay API v3 for a directly connected merchant (普通商户) that verifies with the WeChat Pay public key
 * (微信支付公钥), not platform certificates. Field names follow pay.weixin.qq.com's merchant documentation.
 * Keys stay in this closure: no error, log line or thrown message carries a key, a signature or an Authorization.
 */
export interface WxpayConfig {
  mchid: string;
  appid: string;
  /** Serial number of the merchant API certificate (商户API证书序列号). */
  serialNo: string;
  /** Merchant API private key (apiclient_key.pem), PEM text. */
  privateKey: string;
  /** APIv3 key: 32 bytes, the AES-256-GCM key of notifications. */
  apiV3Key: string;
  /** WeChat Pay public key (pub_key.pem), PEM text. */
  publicKey: string;
  /** PUB_KEY_ID_…: sent as Wechatpay-Serial, and the only serial an answer or a notification may name. */
  publicKeyId: string;
  notifyUrl: string;
  apiBase: string;
}

export interface Order {
  outTradeNo: string;
  description: string;
  totalFen: number;
  timeExpire: Date;
  attach?: string;
}

export interface Transaction {
  outTradeNo: string;
  transactionId: string;
  tradeState: string;
  totalFen: number;
  payerTotalFen: number;
  successTime: string | null;
  mchid: string;
  appid: string;
}

export interface Refund {
  outRefundNo: string;
  refundId: string;
  outTradeNo: string;
  status: string;
  refundFen: number;
  totalFen: number;
  successTime: string | null;
}

export type WxpayNotification =
  | { id: string; eventType: string; kind: 'transaction'; transaction: Transaction }
  | { id: string; eventType: string; kind: 'refund'; refund: Refund };

export interface TradeBillRow {
  tradeTime: string;
  transactionId: string;
  outTradeNo: string;
  tradeState: string;
  totalFen: number;
  refundFen: number;
  outRefundNo: string;
  refundStatus: string;
}

export interface JsapiParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: 'RSA';
  paySign: string;
}

export interface Wxpay {
  nativeOrder(o: Order): Promise<{ codeUrl: string }>;
  h5Order(o: Order & { payerClientIp: string }): Promise<{ h5Url: string }>;
  jsapiOrder(o: Order & { openid: string }): Promise<{ prepayId: string }>;
  jsapiParams(prepayId: string): JsapiParams;
  queryOrder(outTradeNo: string): Promise<Transaction | null>;
  closeOrder(outTradeNo: string): Promise<void>;
  refund(r: { outTradeNo: string; outRefundNo: string; reason: string; refundFen: number; totalFen: number }): Promise<Refund>;
  queryRefund(outRefundNo: string): Promise<Refund>;
  tradeBill(billDate: string): Promise<string>;
  verifyNotification(headers: Record<string, string | string[] | undefined>, rawBody: string): WxpayNotification;
}

/**
 * A failed WeChat Pay call or a refused notification. `code` is WeChat's own (ORDER_NOT_EXIST, ORDERPAID, SIGN_ERROR…)
 * when WeChat answered with one, else ours: UNTRUSTED_ANSWER (an answer failed verification: what it says is unknown),
 * NETWORK_ERROR, TIMEOUT, BAD_ANSWER, PARAM_ERROR (refused before sending), BILL_HASH_MISMATCH, BAD_BILL (parseTradeBill),
 * CONFIG_ERROR (createWxpay), and for notifications SIGN_ERROR, SERIAL_MISMATCH, TIMESTAMP_EXPIRED, DECRYPT_ERROR,
 * MCHID_MISMATCH, BAD_NOTIFICATION. `status` is the HTTP status, 0 when there was none. The message is short English
 * and never quotes a key, signature or body.
 */
export class WxpayError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'WxpayError';
  }
}

/** WeChat's window for timestamps both ways: a request, an answer or a notification older or newer than this is refused. */
const SKEW_SECONDS = 5 * 60;
const SCHEME = 'WECHATPAY2-SHA256-RSA2048';
const USER_AGENT = `alumni-portal-wxpay/1 (Node.js ${process.version})`;
const SHANGHAI_MS = 8 * 60 * 60 * 1000;

type Json = Record<string, unknown>;
type Check = 'SIGN_ERROR' | 'SERIAL_MISMATCH' | 'TIMESTAMP_EXPIRED';

const objectOf = (value: unknown): Json => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});
const badAnswer = (what: string) => new WxpayError('BAD_ANSWER', 0, `WeChat Pay answer lacks ${what}`);

function textOf(o: Json, key: string, required: boolean): string {
  const value = o[key];
  if (typeof value === 'string') return value;
  if (value === undefined && !required) return '';
  throw badAnswer(key);
}

function fenOf(o: Json, key: string, required: boolean): number {
  const value = o[key];
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (value === undefined && !required) return 0;
  throw badAnswer(key);
}

function toTransaction(j: Json): Transaction {
  const amount = objectOf(j.amount);
  return {
    outTradeNo: textOf(j, 'out_trade_no', true),
    transactionId: textOf(j, 'transaction_id', false),
    tradeState: textOf(j, 'trade_state', true),
    totalFen: fenOf(amount, 'total', true),
    payerTotalFen: fenOf(amount, 'payer_total', false),
    successTime: textOf(j, 'success_time', false) || null,
    mchid: textOf(j, 'mchid', true),
    appid: textOf(j, 'appid', false),
  };
}

/** Answers name the state `status`; the refund notification's resource names it `refund_status`. */
function toRefund(j: Json, statusKey: 'status' | 'refund_status'): Refund {
  const amount = objectOf(j.amount);
  return {
    outRefundNo: textOf(j, 'out_refund_no', true),
    refundId: textOf(j, 'refund_id', true),
    outTradeNo: textOf(j, 'out_trade_no', true),
    status: textOf(j, statusKey, true),
    refundFen: fenOf(amount, 'refund', true),
    totalFen: fenOf(amount, 'total', true),
    successTime: textOf(j, 'success_time', false) || null,
  };
}

function wholeFen(value: number, field: string): number {
  if (!Number.isSafeInteger(value) || value <= 0) throw new WxpayError('PARAM_ERROR', 0, `${field} must be a positive whole number of fen`);
  return value;
}

/** RFC 3339 in Beijing time, as WeChat writes and expects it: 2015-05-20T13:29:35+08:00. */
export function beijingTime(d: Date): string {
  if (Number.isNaN(d.getTime())) throw new WxpayError('PARAM_ERROR', 0, 'time_expire is not a valid date');
  return new Date(d.getTime() + SHANGHAI_MS).toISOString().slice(0, 19) + '+08:00';
}

/** A header's single value; a repeated header is treated as absent, as no honest sender repeats these. */
function headerOf(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== name) continue;
    if (Array.isArray(value)) return value.length === 1 ? value[0] : undefined;
    return value;
  }
  return undefined;
}

function keyOrThrow<T>(make: () => T, what: string): T {
  try {
    return make();
  } catch {
    throw new WxpayError('CONFIG_ERROR', 0, `${what} is not a valid PEM key`);
  }
}

export function createWxpay(config: WxpayConfig, options: { fetch?: typeof fetch; now?: () => number; timeoutMs?: number } = {}): Wxpay {
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const privateKey: KeyObject = keyOrThrow(() => createPrivateKey(config.privateKey), 'the merchant private key');
  const publicKey: KeyObject = keyOrThrow(() => createPublicKey(config.publicKey), 'the WeChat Pay public key');
  const aesKey = Buffer.from(config.apiV3Key, 'utf8');
  if (aesKey.length !== 32) throw new WxpayError('CONFIG_ERROR', 0, 'the APIv3 key must be 32 bytes');
  const base = config.apiBase.replace(/\/+$/, '');
  const origin = new URL(base).origin;

  const nowSeconds = () => Math.floor(now() / 1000);
  const nonce = () => randomBytes(16).toString('hex').toUpperCase();
  const rsaSign = (message: string) => sign('sha256', Buffer.from(message, 'utf8'), privateKey).toString('base64');

  /** The four Wechatpay-* headers over `body`, checked in the order that costs least: serial, time, then RSA. */
  function check(h: { timestamp?: string; nonce?: string; signature?: string; serial?: string }, body: string): Check | null {
    if (!h.timestamp || !h.nonce || !h.signature || !h.serial) return 'SIGN_ERROR';
    if (h.serial !== config.publicKeyId) return 'SERIAL_MISMATCH';
    if (!/^\d{1,12}$/.test(h.timestamp) || Math.abs(nowSeconds() - Number(h.timestamp)) > SKEW_SECONDS) return 'TIMESTAMP_EXPIRED';
    try {
      const message = Buffer.from(`${h.timestamp}\n${h.nonce}\n${body}\n`, 'utf8');
      return verify('sha256', message, publicKey, Buffer.from(h.signature, 'base64')) ? null : 'SIGN_ERROR';
    } catch {
      return 'SIGN_ERROR';
    }
  }

  /** One signed request. The signed URL is the path and query exactly as sent, so both come from one URL object. */
  async function send(method: 'GET' | 'POST', url: URL, body: string): Promise<Response> {
    const timestamp = String(nowSeconds());
    const nonceStr = nonce();
    const signature = rsaSign(`${method}\n${url.pathname}${url.search}\n${timestamp}\n${nonceStr}\n${body}\n`);
    const headers: Record<string, string> = {
      Authorization:
        `${SCHEME} mchid="${config.mchid}",nonce_str="${nonceStr}",signature="${signature}",` +
        `timestamp="${timestamp}",serial_no="${config.serialNo}"`,
      Accept: 'application/json',
      'User-Agent': USER_AGENT,
      'Wechatpay-Serial': config.publicKeyId,
    };
    if (method === 'POST') headers['Content-Type'] = 'application/json';
    try {
      // No redirects: WeChat Pay never redirects an API call, and following one would send a signed request elsewhere.
      return await fetchImpl(url, {
        method,
        headers,
        body: method === 'POST' ? body : undefined,
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (e) {
      // The underlying error may quote the request: only its kind is kept.
      const timedOut = (e as Error).name === 'TimeoutError';
      throw new WxpayError(
        timedOut ? 'TIMEOUT' : 'NETWORK_ERROR',
        0,
        timedOut ? 'WeChat Pay did not answer in time' : 'WeChat Pay is unreachable',
      );
    }
  }

  async function readText(res: Response): Promise<string> {
    try {
      return await res.text();
    } catch {
      throw new WxpayError('NETWORK_ERROR', res.status, 'WeChat Pay answer was cut off');
    }
  }

  /**
   * A signed API call whose answer, errors included, is believed only once its signature checks out: an unverified
   * 404 must not pass for ORDER_NOT_EXIST, nor an unverified 200 for a paid order.
   */
  async function call(method: 'GET' | 'POST', pathWithQuery: string, body?: Json): Promise<{ status: number; json: Json }> {
    const res = await send(method, new URL(base + pathWithQuery), body === undefined ? '' : JSON.stringify(body));
    const raw = await readText(res);
    const problem = check(
      {
        timestamp: res.headers.get('wechatpay-timestamp') ?? undefined,
        nonce: res.headers.get('wechatpay-nonce') ?? undefined,
        signature: res.headers.get('wechatpay-signature') ?? undefined,
        serial: res.headers.get('wechatpay-serial') ?? undefined,
      },
      raw,
    );
    if (problem) throw new WxpayError('UNTRUSTED_ANSWER', res.status, `WeChat Pay answer failed verification (${problem})`);
    let json: Json = {};
    if (raw) {
      try {
        json = objectOf(JSON.parse(raw));
      } catch {
        throw new WxpayError('BAD_ANSWER', res.status, 'WeChat Pay answer is not JSON');
      }
    }
    if (res.status < 200 || res.status > 299) {
      const code = typeof json.code === 'string' && /^[A-Z0-9_]{1,64}$/.test(json.code) ? json.code : `HTTP_${res.status}`;
      throw new WxpayError(code, res.status, `WeChat Pay refused the request: ${code} (HTTP ${res.status})`);
    }
    return { status: res.status, json };
  }

  function orderBody(o: Order): Json {
    return {
      appid: config.appid,
      mchid: config.mchid,
      description: o.description,
      out_trade_no: o.outTradeNo,
      time_expire: beijingTime(o.timeExpire),
      ...(o.attach === undefined ? {} : { attach: o.attach }),
      notify_url: config.notifyUrl,
      amount: { total: wholeFen(o.totalFen, 'totalFen'), currency: 'CNY' },
    };
  }

  const tradePath = (outTradeNo: string) => `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}`;

  return {
    async nativeOrder(o) {
      const { json } = await call('POST', '/v3/pay/transactions/native', orderBody(o));
      return { codeUrl: textOf(json, 'code_url', true) };
    },

    async h5Order(o) {
      const body = { ...orderBody(o), scene_info: { payer_client_ip: o.payerClientIp, h5_info: { type: 'Wap' } } };
      const { json } = await call('POST', '/v3/pay/transactions/h5', body);
      return { h5Url: textOf(json, 'h5_url', true) };
    },

    async jsapiOrder(o) {
      const { json } = await call('POST', '/v3/pay/transactions/jsapi', { ...orderBody(o), payer: { openid: o.openid } });
      return { prepayId: textOf(json, 'prepay_id', true) };
    },

    jsapiParams(prepayId) {
      const timeStamp = String(nowSeconds());
      const nonceStr = nonce();
      const pkg = `prepay_id=${prepayId}`;
      // signType is not part of the signed message (JSAPI调起支付 paySign 签名串: four lines).
      const paySign = rsaSign(`${config.appid}\n${timeStamp}\n${nonceStr}\n${pkg}\n`);
      return { appId: config.appid, timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign };
    },

    async queryOrder(outTradeNo) {
      try {
        const { json } = await call('GET', `${tradePath(outTradeNo)}?mchid=${encodeURIComponent(config.mchid)}`);
        return toTransaction(json);
      } catch (e) {
        if (e instanceof WxpayError && e.code === 'ORDER_NOT_EXIST') return null;
        throw e;
      }
    },

    async closeOrder(outTradeNo) {
      await call('POST', `${tradePath(outTradeNo)}/close`, { mchid: config.mchid });
    },

    async refund(r) {
      const { json } = await call('POST', '/v3/refund/domestic/refunds', {
        out_trade_no: r.outTradeNo,
        out_refund_no: r.outRefundNo,
        reason: r.reason,
        notify_url: config.notifyUrl,
        amount: { refund: wholeFen(r.refundFen, 'refundFen'), total: wholeFen(r.totalFen, 'totalFen'), currency: 'CNY' },
      });
      return toRefund(json, 'status');
    },

    async queryRefund(outRefundNo) {
      const { json } = await call('GET', `/v3/refund/domestic/refunds/${encodeURIComponent(outRefundNo)}`);
      return toRefund(json, 'status');
    },

    async tradeBill(billDate) {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(billDate)) throw new WxpayError('PARAM_ERROR', 0, 'bill_date must be YYYY-MM-DD');
      const { json } = await call('GET', `/v3/bill/tradebill?bill_date=${billDate}&bill_type=ALL`);
      const hashType = textOf(json, 'hash_type', true);
      const hashValue = textOf(json, 'hash_value', true).toLowerCase();
      let url: URL;
      try {
        url = new URL(textOf(json, 'download_url', true));
      } catch {
        throw badAnswer('a valid download_url');
      }
      if (hashType !== 'SHA1') throw badAnswer('a SHA1 hash_type');
      // The download is signed like any call, so it goes only where the API lives.
      if (url.origin !== origin) throw new WxpayError('BAD_ANSWER', 0, 'WeChat Pay download_url is not on the API host');
      const res = await send('GET', url, '');
      // The file's answer carries no signature (下载账单: 跳过验签); its SHA1 against the signed hash_value stands in.
      let bytes: Buffer;
      try {
        bytes = Buffer.from(await res.arrayBuffer());
      } catch {
        throw new WxpayError('NETWORK_ERROR', res.status, 'WeChat Pay bill download was cut off');
      }
      if (res.status !== 200) {
        let code = `HTTP_${res.status}`;
        try {
          const body = objectOf(JSON.parse(bytes.toString('utf8')));
          if (typeof body.code === 'string' && /^[A-Z0-9_]{1,64}$/.test(body.code)) code = body.code;
        } catch {
          // Not JSON: the status alone says it.
        }
        throw new WxpayError(code, res.status, `WeChat Pay refused the bill download: ${code} (HTTP ${res.status})`);
      }
      if (createHash('sha1').update(bytes).digest('hex') !== hashValue)
        throw new WxpayError('BILL_HASH_MISMATCH', res.status, 'WeChat Pay bill does not match its hash_value');
      return bytes.toString('utf8');
    },

    verifyNotification(headers, rawBody) {
      // Nothing in the body is read, not even parsed, before the headers vouch for it.
      const problem = check(
        {
          timestamp: headerOf(headers, 'wechatpay-timestamp'),
          nonce: headerOf(headers, 'wechatpay-nonce'),
          signature: headerOf(headers, 'wechatpay-signature'),
          serial: headerOf(headers, 'wechatpay-serial'),
        },
        rawBody,
      );
      if (problem) throw new WxpayError(problem, 0, `WeChat Pay notification refused (${problem})`);
      const refuse = (code: string, why: string) => new WxpayError(code, 0, `WeChat Pay notification refused: ${why}`);
      let envelope: Json;
      try {
        envelope = objectOf(JSON.parse(rawBody));
      } catch {
        throw refuse('BAD_NOTIFICATION', 'not JSON');
      }
      const resource = objectOf(envelope.resource);
      const { id, event_type: eventType } = envelope;
      const { algorithm, ciphertext, nonce: iv, associated_data: aad, original_type: originalType } = resource;
      if (typeof id !== 'string' || typeof eventType !== 'string') throw refuse('BAD_NOTIFICATION', 'no id or event_type');
      if (algorithm !== 'AEAD_AES_256_GCM' || typeof ciphertext !== 'string' || typeof iv !== 'string')
        throw refuse('DECRYPT_ERROR', 'unknown algorithm or missing ciphertext');
      let plain: Json;
      try {
        const sealed = Buffer.from(ciphertext, 'base64');
        if (sealed.length <= 16) throw new Error('short');
        const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(iv, 'utf8'));
        decipher.setAAD(Buffer.from(typeof aad === 'string' ? aad : '', 'utf8'));
        decipher.setAuthTag(sealed.subarray(sealed.length - 16));
        const text = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]).toString('utf8');
        plain = objectOf(JSON.parse(text));
      } catch {
        throw refuse('DECRYPT_ERROR', 'resource does not decrypt');
      }
      // Signed and sealed by WeChat Pay, but for another merchant: never ours to act on.
      if (plain.mchid !== config.mchid) throw refuse('MCHID_MISMATCH', 'another merchant');
      try {
        if (originalType === 'transaction') return { id, eventType, kind: 'transaction', transaction: toTransaction(plain) };
        if (originalType === 'refund') return { id, eventType, kind: 'refund', refund: toRefund(plain, 'refund_status') };
      } catch {
        throw refuse('BAD_NOTIFICATION', 'resource lacks a field');
      }
      throw refuse('BAD_NOTIFICATION', 'unknown original_type');
    },
  };
}

/** 元 with up to 2 decimals (the bill's unit) → 分, without floating point. */
function yuanToFen(value: string): number {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!m) throw new WxpayError('BAD_BILL', 0, 'trade bill amount is not in yuan');
  const fen = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -fen : fen;
}

/**
 * The detail rows of an ALL trade bill (交易账单). Columns are found by their header names, so the older layout (总金额
 * for 应结订单金额, no 订单金额 or 申请退款金额) reads too. Each value loses the backtick WeChat prefixes it with.
 * totalFen is 订单金额 (0 on refund rows, as WeChat writes them); refundFen is 申请退款金额, what the merchant asked
 * for; outRefundNo is '' on payment rows (WeChat writes 0).
 */
export function parseTradeBill(csv: string): TradeBillRow[] {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  const cells = (line: string) => line.split(',').map((cell) => cell.replace(/^`/, '').trim());
  const headerAt = lines.findIndex((line) => {
    const names = cells(line);
    return names.includes('交易时间') && names.includes('商户订单号');
  });
  if (headerAt < 0) throw new WxpayError('BAD_BILL', 0, 'trade bill has no header line');
  const names = cells(lines[headerAt]);
  const column = (...candidates: string[]) => {
    for (const name of candidates) if (names.includes(name)) return names.indexOf(name);
    return -1;
  };
  const at = {
    tradeTime: column('交易时间'),
    transactionId: column('微信订单号'),
    outTradeNo: column('商户订单号'),
    tradeState: column('交易状态'),
    total: column('订单金额', '应结订单金额', '总金额'),
    refund: column('申请退款金额', '退款金额'),
    outRefundNo: column('商户退款单号'),
    refundStatus: column('退款状态'),
  };
  if (Object.values(at).some((i) => i < 0)) throw new WxpayError('BAD_BILL', 0, 'trade bill lacks a column');
  const rows: TradeBillRow[] = [];
  for (const line of lines.slice(headerAt + 1)) {
    if (line.startsWith('总交易单数')) break;
    if (!line.trim()) continue;
    const v = cells(line);
    const outRefundNo = v[at.outRefundNo] ?? '';
    rows.push({
      tradeTime: v[at.tradeTime] ?? '',
      transactionId: v[at.transactionId] ?? '',
      outTradeNo: v[at.outTradeNo] ?? '',
      tradeState: v[at.tradeState] ?? '',
      totalFen: yuanToFen(v[at.total] ?? ''),
      refundFen: yuanToFen(v[at.refund] ?? ''),
      outRefundNo: outRefundNo === '0' ? '' : outRefundNo,
      refundStatus: v[at.refundStatus] ?? '',
    });
  }
  return rows;
}
