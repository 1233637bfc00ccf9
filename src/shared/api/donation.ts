import type { donationPledgeForm } from '../donation-forms.ts';
import { DONOR_DISPLAYS } from '../donor-display.ts';
import type { SchemaType } from './schema-type.ts';
import { int, record, str } from './shapes.ts';

const projectProperties = {
  id: int,
  title: str,
  summary: str,
  cover: str,
  targetAmount: int,
  raisedAmount: int,
  donorCount: int,
  startDate: str,
  endDate: str,
  status: { type: 'string', enum: ['active', 'closed'] },
} as const;
const projectRequired = [
  'id',
  'title',
  'summary',
  'cover',
  'targetAmount',
  'raisedAmount',
  'donorCount',
  'startDate',
  'endDate',
  'status',
] as const;

export { ANONYMOUS_DONOR } from '../donor-display.ts';

/**
 * One line of a project's 捐赠名单, as its donor chose to appear (src/shared/donor-display.ts): the name, 'N 届校友' or
 * 匿名; the amount in yuan (null for 匿名); when it was paid.
 */
export const projectDonorSchema = record({
  name: str,
  amount: { type: ['integer', 'null'], description: '捐赠金额（元）；匿名捐赠不公开金额，为 null' },
  paidAt: { type: 'string', format: 'date-time' },
});

/** 公开方式: name 公开姓名, class 仅显示届别, anonymous 匿名（不显示姓名与金额）. */
export const donorDisplaySchema = {
  type: 'string',
  enum: DONOR_DISPLAYS,
  description: '捐赠名单中的公开方式：name 公开姓名，class 仅显示届别，anonymous 匿名（不显示金额）',
} as const;

/** PUT /api/donation/{id}/display: the donor changes how the gift appears in 捐赠名单. */
export const displayBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['publicDisplay'],
  properties: { publicDisplay: donorDisplaySchema },
} as const;
export type DisplayBody = SchemaType<typeof displayBodySchema>;

export const donationProjectSchema = { type: 'object', required: projectRequired, properties: projectProperties } as const;
export const donationProjectDetailSchema = {
  type: 'object',
  required: [...projectRequired, 'content', 'recentDonors'],
  properties: {
    ...projectProperties,
    content: str,
    recentDonors: { type: 'array', items: projectDonorSchema },
  },
} as const;

const donationProperties = {
  id: int,
  projectId: int,
  projectTitle: str,
  amount: int,
  anonymous: { type: 'boolean' },
  publicDisplay: donorDisplaySchema,
  message: str,
  /** expired: unpaid past PLEDGE_EXPIRY_HOURS (已过期) */
  status: { type: 'string', enum: ['awaiting_payment', 'paid', 'cancelled', 'expired'] },
  orderNo: str,
  payUrl: { type: ['string', 'null'] },
  createdAt: { type: 'string', format: 'date-time' },
  paidAt: { type: ['string', 'null'], format: 'date-time' },
  /** yuan refunded to the donor (已退款 when it is the whole amount) */
  refunded: int,
} as const;
export const donationSchema = {
  type: 'object',
  required: [
    'id',
    'projectId',
    'projectTitle',
    'amount',
    'anonymous',
    'publicDisplay',
    'message',
    'status',
    'orderNo',
    'payUrl',
    'createdAt',
    'paidAt',
    'refunded',
  ],
  properties: donationProperties,
} as const;

export const myDonationsSchema = record({ list: { type: 'array', items: donationSchema }, totalPaid: int, paidCount: int });

export const pledgeAnswerSchema = record({ id: int, orderNo: str, payUrl: str });

/** POST /api/donation/{id}/pay: which of WeChat's ways (the page chooses by the device, payScene). */
export const payBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['channel'],
  properties: { channel: { type: 'string', enum: ['native', 'h5'], description: 'native 扫码支付（电脑），h5 手机浏览器中的微信支付页' } },
} as const;
export type PayBody = SchemaType<typeof payBodySchema>;

export const payAnswerSchema = record(
  {
    kind: { type: 'string', enum: ['native', 'h5', 'paid'], description: 'paid：该捐赠已支付' },
  },
  {
    codeUrl: { type: 'string', description: '扫码支付的二维码内容（weixin://…）' },
    h5Url: { type: 'string', description: '微信支付页的地址，支付后回到本捐赠的页面' },
    expiresAt: { type: 'string', format: 'date-time', description: '二维码或支付页的有效期' },
  },
);
export type PayAnswer = SchemaType<typeof payAnswerSchema>;

/** The URL Link that opens the mini-program's 我的捐赠 at a pledge, from WeChat's browser. */
export const mpLinkAnswerSchema = record({
  url: { type: 'string', description: '微信的 URL Link（https://wxaurl.cn/…），在微信中打开即进入小程序“我的捐赠”的该笔捐赠' },
});
export type MpLinkAnswer = SchemaType<typeof mpLinkAnswerSchema>;

const transferSchema = record({ accountName: str, bank: str, accountNo: str, remark: str });

export const paymentWaySchema = record({
  way: {
    type: 'string',
    enum: ['wxpay', 'standin', 'transfer'],
    description: 'wxpay 微信支付，standin 演示环境的支付模拟，transfer 仅银行转账',
  },
  transfer: { anyOf: [transferSchema, { type: 'null' }], description: '银行转账信息（站点设置中填写）；未填写时为 null' },
});
export type PaymentWayAnswer = SchemaType<typeof paymentWaySchema>;

export type DonationProject = SchemaType<typeof donationProjectSchema>;
export type DonationProjectDetail = SchemaType<typeof donationProjectDetailSchema>;
export type ProjectDonor = SchemaType<typeof projectDonorSchema>;
export type Donation = SchemaType<typeof donationSchema>;
export type DonationStatus = Donation['status'];
export type MyDonations = SchemaType<typeof myDonationsSchema>;
export type PledgeAnswer = SchemaType<typeof pledgeAnswerSchema>;
/** The pledge body, as the shared form schema describes it (the route checks it with that schema too). */
export type PledgeBody = SchemaType<typeof donationPledgeForm>;
