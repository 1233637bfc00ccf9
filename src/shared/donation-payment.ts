// How a pledge is paid, decided once for the server and the page (issue 33).

/** WeChat Pay when the merchant is configured; else the stand-in (development and demos); else bank transfer only. */
export type PaymentWay = 'wxpay' | 'standin' | 'transfer';

export function paymentWay(s: { wxpay: boolean; standin: boolean }): PaymentWay {
  if (s.wxpay) return 'wxpay';
  return s.standin ? 'standin' : 'transfer';
}

/** The portal's page of one pledge: its payment (扫码支付 or the phone's payment page) and then its thanks. */
export const pledgePagePath = (id: number) => `/my/donation/${id}`;

/** Where the donor pays a pledge awaiting payment: the pledge's page, the stand-in's page, or nowhere (transfer). */
export function payPath(way: PaymentWay, pledge: { id: number; orderNo: string }): string | null {
  if (way === 'wxpay') return pledgePagePath(pledge.id);
  if (way === 'standin') return `/dev/pay?orderNo=${encodeURIComponent(pledge.orderNo)}`;
  return null;
}

/**
 * How this browser pays through WeChat: inside WeChat, in the college's mini-program (JSAPI there); a phone's own
 * browser, WeChat's H5 payment page; anything else, a QR code the donor scans with WeChat (Native).
 */
export type PayScene = 'native' | 'h5' | 'miniprogram';

export function payScene(userAgent: string): PayScene {
  if (/MicroMessenger/i.test(userAgent)) return 'miniprogram';
  return /Android|iPhone|iPad|iPod|Mobile|HarmonyOS/i.test(userAgent) ? 'h5' : 'native';
}

/** The college mini-program's 我的捐赠, where a pledge made inside WeChat is paid (JSAPI); `id` marks the pledge. */
export const MP_DONATIONS_PAGE = 'pages/donations/index';
export const mpDonationsQuery = (id: number) => `id=${id}`;
export const mpDonationsPath = (id: number) => `/${MP_DONATIONS_PAGE}?${mpDonationsQuery(id)}`;

/** 银行转账: what the office publishes under 站点设置 (dictionary `donation_transfer`). */
export interface TransferDetails {
  accountName: string;
  bank: string;
  accountNo: string;
  remark: string;
}
