import { chinaDate } from '../appointment-forms.ts';
import { isCalendarDate } from '../calendar.ts';
import { DONATION_MAX, DONATION_MIN } from '../donation-forms.ts';
import { formSchema } from '../forms.ts';

// 线下捐赠 and 退款 in the ledger: the forms (the console's fields and the server's checks) and how a gift's channel
// and refunds are worded.

export const OFFLINE_CHANNELS = ['bank', 'cash'] as const;
export type OfflineChannel = (typeof OFFLINE_CHANNELS)[number];
export const WXPAY_CHANNELS = ['native', 'h5', 'jsapi'] as const;

/** How the ledger names the way a gift came: WeChat Pay's three, the stand-in of a demo, the office's two. */
export const PAY_CHANNEL_NAMES: Record<string, string> = {
  native: '微信支付 Native',
  h5: '微信支付 H5',
  jsapi: '微信支付 JSAPI',
  standin: '支付演示',
  bank: '银行转账',
  cash: '现金',
};

/** The day a gift arrived: a real date, not after today (China time). */
function arrivedError(value: string): string {
  if (!isCalendarDate(value)) return '请填写有效的日期（年-月-日）';
  if (value > chinaDate()) return '到账日期不能晚于今天';
  return '';
}

/** POST /api/admin/donations/offline: a gift received by bank transfer or in cash. */
export const offlineGiftFormSchema = formSchema(['donorName', 'projectId', 'amount', 'arrivedOn', 'channel', 'voucherNo'], {
  donorName: { type: 'string', title: '捐赠人', minLength: 1, maxLength: 40 },
  graduationYear: { type: 'integer', title: '毕业年份', minimum: 1950, maximum: 2100 },
  projectId: { type: 'integer', title: '捐赠项目', minimum: 1, maximum: 2147483647 },
  amount: { type: 'integer', title: '金额（元）', minimum: DONATION_MIN, maximum: DONATION_MAX },
  arrivedOn: { type: 'string', title: '到账日期', maxLength: 10, check: arrivedError },
  channel: { type: 'string', title: '到账方式', enum: OFFLINE_CHANNELS },
  voucherNo: {
    type: 'string',
    title: '凭证号',
    minLength: 1,
    maxLength: 64,
    pattern: '^[A-Za-z0-9_/-]+$',
    patternMessage: '凭证号只能包含字母、数字和 - _ /',
  },
  voucherScan: { type: 'string', title: '凭证扫描件', maxLength: 64 },
  anonymous: { type: 'boolean', title: '匿名' },
  note: { type: 'string', title: '备注', maxLength: 200, multiline: true },
});

export type OfflineGiftValues = {
  donorName: string;
  graduationYear?: number | '';
  projectId: number | '';
  amount: number | '';
  arrivedOn: string;
  channel: OfflineChannel;
  voucherNo: string;
  voucherScan?: string;
  anonymous?: boolean;
  note?: string;
};

export const REFUND_REASON_MAX = 80;

/** POST /api/admin/donations/:id/refund: how much (whole yuan, no more than is left) and why (WeChat shows the reason). */
export const refundFormSchema = formSchema(['amount', 'reason'], {
  amount: { type: 'integer', title: '退款金额（元）', minimum: 1, maximum: DONATION_MAX },
  reason: { type: 'string', title: '退款原因', minLength: 1, maxLength: REFUND_REASON_MAX },
});

export type RefundValues = {
  amount: number | '';
  reason: string;
};

/** What a gift's refunds come to, as the ledger keeps them (yuan). */
export interface RefundFigures {
  amount: number;
  refunded: number;
  refundPending: number;
  refundAbnormal: number;
}

/** What may still be refunded: the gift less what was refunded and what is being refunded. */
export const refundable = (g: RefundFigures) => g.amount - g.refunded - g.refundPending - g.refundAbnormal;

/** Whether a 管理员 may refund this gift through WeChat Pay: paid online, something left. */
export const mayRefund = (g: RefundFigures & { status: string; payChannel: string }) =>
  g.status === 'paid' && (WXPAY_CHANNELS as readonly string[]).includes(g.payChannel) && refundable(g) > 0;

/** A paid gift's state in words: 已到账, 部分退款（已退 50 元）or 已退款. */
export function paidStateName(g: RefundFigures): string {
  if (g.refunded >= g.amount) return '已退款';
  if (g.refunded > 0) return `部分退款（已退 ${g.refunded} 元）`;
  return '已到账';
}
