import Taro from '@tarojs/taro';

// What differs between WeChat and the H5 build: who the person is (wx.login's code), the one-time subscription
// question, WeChat Pay's cashier (wx.requestPayment), and storage. The H5 build exists only for the tests, which answer
// the first three through window.__MP_TEST_ADAPTER__ (a payment confirmed by the fake WeChat Pay); without it, the
// pages that need WeChat say 请在微信中打开.

export type SubscribeAnswer = Record<string, 'accept' | 'reject'>;

/** wx.requestPayment's parameters as POST /api/mp/donation/{id}/pay answers them (signed by the server). */
export interface PaymentParams {
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: 'RSA';
  paySign: string;
}

/** What a test installs in the H5 build's window (page.addInitScript + page.exposeFunction). */
export interface MpTestAdapter {
  login(): Promise<string>;
  requestSubscribeMessage(tmplIds: string[]): Promise<SubscribeAnswer>;
  /** The payer at WeChat's cashier: 'ok' paid, 'cancel' closed it; a failure rejects. */
  requestPayment?(payment: PaymentParams): Promise<'ok' | 'cancel'>;
}

declare global {
  interface Window {
    __MP_TEST_ADAPTER__?: MpTestAdapter;
  }
}

const isWeapp = process.env.TARO_ENV === 'weapp';

function testAdapter(): MpTestAdapter | undefined {
  return typeof window === 'undefined' ? undefined : window.__MP_TEST_ADAPTER__;
}

/** Whether this build can say who the person is: always in WeChat; in H5 only with a test's adapter. */
export function canLogin(): boolean {
  return isWeapp || testAdapter() !== undefined;
}

/** Thrown where WeChat is needed and the page runs in a plain browser. */
export class NotInWechat extends Error {
  constructor() {
    super('not in WeChat');
  }
}

/** A wx.login() code for POST /api/mp/session. */
export async function login(): Promise<string> {
  if (isWeapp) {
    const { code } = await Taro.login();
    if (!code) throw new Error('wx.login gave no code');
    return code;
  }
  const adapter = testAdapter();
  if (!adapter) throw new NotInWechat();
  return adapter.login();
}

/**
 * Asks for one-time subscriptions to `ids` (null ids are skipped; nothing asked when none is left). WeChat shows its
 * question only when this is called from a tap handler, so call it first in one. Answers the accepted ids; a refusal,
 * or WeChat failing to ask, is no subscription and no error.
 */
export async function requestSubscribe(ids: Array<string | null | undefined>): Promise<string[]> {
  const tmplIds = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  if (!tmplIds.length) return [];
  let answer: SubscribeAnswer;
  try {
    if (isWeapp)
      answer = (await Taro.requestSubscribeMessage({ tmplIds } as Taro.requestSubscribeMessage.Option)) as unknown as SubscribeAnswer;
    else {
      const adapter = testAdapter();
      if (!adapter) return [];
      answer = await adapter.requestSubscribeMessage(tmplIds);
    }
  } catch {
    return [];
  }
  return tmplIds.filter((id) => answer[id] === 'accept');
}

/**
 * WeChat's cashier for a JSAPI order (wx.requestPayment): 'paid' when the payer paid (WeChat Pay's notification, or the
 * server's query, makes it count), 'cancelled' when they closed the cashier. Any other failure is thrown.
 */
export async function requestPayment(payment: PaymentParams): Promise<'paid' | 'cancelled'> {
  if (isWeapp) {
    try {
      await Taro.requestPayment({ ...payment });
      return 'paid';
    } catch (error) {
      if (/cancel/i.test(String((error as { errMsg?: unknown } | null)?.errMsg ?? ''))) return 'cancelled';
      throw error;
    }
  }
  const adapter = testAdapter();
  if (!adapter?.requestPayment) throw new NotInWechat();
  return (await adapter.requestPayment(payment)) === 'ok' ? 'paid' : 'cancelled';
}

/** Small values kept across launches (wx storage; localStorage in H5). */
export const storage = {
  get<T>(key: string): T | undefined {
    try {
      const value = Taro.getStorageSync(key) as T | '';
      return value === '' ? undefined : value;
    } catch {
      return undefined;
    }
  },
  set(key: string, value: unknown): void {
    try {
      Taro.setStorageSync(key, value);
    } catch {
      // Storage full or refused: the value is only a convenience.
    }
  },
  remove(key: string): void {
    try {
      Taro.removeStorageSync(key);
    } catch {
      // as above
    }
  },
};
