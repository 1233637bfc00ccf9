import fs from 'node:fs';
import type { WxpayConfig as WxpaySettings } from '../payments/wxpay.ts';

/**
 * WeChat Pay (API v3) as the college's 教育基金会 merchant configures it. All of it or none: with none, 捐赠 shows how
 * to give by bank transfer (or, outside production, the payment stand-in). Keys are PEM text in the variable or a path
 * to a PEM file; they are never logged, sent or shown.
 */
export type { WxpayConfig as WxpaySettings } from '../payments/wxpay.ts';

/** The variables, in the order the README lists them, with the setting each fills. */
const VARIABLES = [
  ['WXPAY_MCHID', 'mchid'],
  ['WXPAY_APPID', 'appid'],
  ['WXPAY_SERIAL_NO', 'serialNo'],
  ['WXPAY_PRIVATE_KEY', 'privateKey'],
  ['WXPAY_API_V3_KEY', 'apiV3Key'],
  ['WXPAY_PUBLIC_KEY', 'publicKey'],
  ['WXPAY_PUBLIC_KEY_ID', 'publicKeyId'],
  ['WXPAY_NOTIFY_URL', 'notifyUrl'],
] as const;

/** The notification route's path: WXPAY_NOTIFY_URL is the public address of this path. */
export const WXPAY_NOTIFY_PATH = '/api/donation/wxpay/notify';

/** A key given as PEM text, or read from the file it names; '' when neither. */
function pem(value: string): string {
  if (value.includes('-----BEGIN')) return value.replace(/\\n/g, '\n');
  try {
    const text = fs.readFileSync(value, 'utf8');
    return text.includes('-----BEGIN') ? text : '';
  } catch {
    return '';
  }
}

/**
 * The settings from the environment: null when no WXPAY_ variable is set (payment not configured), or the problem
 * with them, naming variables and never their values.
 */
export function readWxpay(env: NodeJS.ProcessEnv): { settings: WxpaySettings } | { problem: string } | null {
  const given = VARIABLES.filter(([name]) => (env[name] ?? '').trim() !== '');
  if (!given.length) return null;
  const missing = VARIABLES.filter(([name]) => !(env[name] ?? '').trim()).map(([name]) => name);
  if (missing.length) return { problem: `微信支付配置不完整：缺少 ${missing.join('、')}` };
  const value = (name: string) => (env[name] ?? '').trim();
  const settings = Object.fromEntries(VARIABLES.map(([name, key]) => [key, value(name)])) as unknown as WxpaySettings;
  settings.apiBase = (env.WXPAY_API_BASE || 'https://api.mch.weixin.qq.com').replace(/\/+$/, '');
  settings.privateKey = pem(settings.privateKey);
  settings.publicKey = pem(settings.publicKey);
  if (!settings.privateKey) return { problem: 'WXPAY_PRIVATE_KEY 须为商户 API 私钥（PEM 文本或 apiclient_key.pem 的路径）' };
  if (!settings.publicKey) return { problem: 'WXPAY_PUBLIC_KEY 须为微信支付公钥（PEM 文本或 pub_key.pem 的路径）' };
  if (Buffer.byteLength(settings.apiV3Key) !== 32) return { problem: 'WXPAY_API_V3_KEY 须为商户平台设置的 32 位 APIv3 密钥' };
  if (!/^PUB_KEY_ID_\d+$/.test(settings.publicKeyId)) return { problem: 'WXPAY_PUBLIC_KEY_ID 须为微信支付公钥 ID（PUB_KEY_ID_ 开头）' };
  let notify: URL | undefined;
  try {
    notify = new URL(settings.notifyUrl);
  } catch {
    notify = undefined;
  }
  if (!notify || notify.search || notify.pathname !== WXPAY_NOTIFY_PATH || !/^https?:$/.test(notify.protocol))
    return {
      problem: `WXPAY_NOTIFY_URL 须为门户的公网地址加 ${WXPAY_NOTIFY_PATH}（不带参数），例如 https://alumni.example.edu.cn${WXPAY_NOTIFY_PATH}`,
    };
  return { settings };
}
