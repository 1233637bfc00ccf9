import { NOTICE_AUDIENCES } from '../admin/ledger.ts';
import type { SchemaType } from './schema-type.ts';
import { int, nullableTime, pageData, record, str, time } from './shapes.ts';

// The console's donations ledger, thank-you letters, notices and dashboard: one schema each for the server's
// validation and answers, the OpenAPI document and the console's types.

export const DONATION_STATES = ['awaiting_payment', 'paid', 'cancelled', 'expired'] as const;
export type DonationState = (typeof DONATION_STATES)[number];

const day = { type: 'string', format: 'date', maxLength: 10, description: '日期（北京时间），含当天' } as const;

/** The ledger's filters (GET /api/admin/donations and its export). */
export const ledgerFilterProperties = {
  projectId: { type: 'integer', minimum: 1, maximum: 2147483647, description: '捐赠项目编号' },
  status: {
    type: 'string',
    enum: DONATION_STATES,
    description: '状态：awaiting_payment 待支付，paid 已到账，cancelled 已取消，expired 已过期（逾期未支付）',
  },
  from: day,
  to: day,
  keyword: { type: 'string', maxLength: 64, description: '捐赠人姓名或订单号（部分匹配）' },
} as const;

export interface LedgerFilter {
  projectId?: number;
  status?: DonationState;
  from?: string;
  to?: string;
  keyword?: string;
}

/** One pledge as the ledger shows it: the donor is named even when anonymous (staff write the letters), and marked. */
export const ledgerEntrySchema = record({
  id: int,
  projectId: int,
  projectTitle: str,
  /** null for a gift recorded offline by a donor without an account */
  userId: { type: ['integer', 'null'] },
  donorName: str,
  graduationYear: { type: ['integer', 'null'] },
  anonymous: { type: 'boolean' },
  amount: int,
  status: { type: 'string', enum: DONATION_STATES },
  orderNo: str,
  message: str,
  createdAt: time,
  paidAt: nullableTime,
  /** native/h5/jsapi (微信支付), standin (支付演示), bank (银行转账), cash (现金), or '' while unpaid */
  payChannel: str,
  /** 凭证号 of an offline gift, or WeChat Pay's transaction number */
  voucherNo: str,
  /** the voucher's scan (GET /api/admin/donations/vouchers/{name}), or '' */
  voucherScan: str,
  note: str,
  /** yuan refunded (successfully) */
  refunded: int,
  /** yuan WeChat Pay is still refunding */
  refundPending: int,
  /** yuan whose refund WeChat Pay could not complete (退款异常: the office must act) */
  refundAbnormal: int,
});
export type LedgerEntry = SchemaType<typeof ledgerEntrySchema>;

const totalsProperties = {
  /** 认捐: pledges still standing (paid or awaiting payment; not cancelled or expired), in yuan */
  pledged: int,
  /** 已到账: paid less refunded, in yuan */
  paid: int,
  /** distinct donors who paid (a gift refunded in full not counted; each offline donor without an account counts) */
  donors: int,
  /** records (every state) */
  count: int,
} as const;

export const ledgerTotalsSchema = {
  type: 'object',
  required: ['pledged', 'paid', 'donors', 'count'],
  properties: totalsProperties,
} as const;
export type LedgerTotals = SchemaType<typeof ledgerTotalsSchema>;

export const projectTotalsSchema = {
  type: 'object',
  required: ['projectId', 'projectTitle', 'pledged', 'paid', 'donors', 'count'],
  properties: { projectId: int, projectTitle: str, ...totalsProperties },
} as const;
export type ProjectTotals = SchemaType<typeof projectTotalsSchema>;

/** GET /api/admin/donations: a page of the ledger, the totals of everything the filter matches, and the projects. */
export const ledgerPageSchema = pageData(ledgerEntrySchema, {
  totals: ledgerTotalsSchema,
  projectTotals: { type: 'array', items: projectTotalsSchema },
  /** every project, for the filter */
  projects: { type: 'array', items: { type: 'object', required: ['id', 'title'], properties: { id: int, title: str } } },
});
export type LedgerPage = SchemaType<typeof ledgerPageSchema>;

/** The placeholders a thank-you letter's template may hold, and what each becomes. */
export const LETTER_PLACEHOLDERS = {
  姓名: '捐赠人姓名',
  金额: '捐赠金额（元）',
  项目: '捐赠项目',
  日期: '到账日期',
  证书编号: '证书编号',
  届别: '毕业年份',
} as const;

/** The template the letters are drawn from (GET/PUT /api/admin/donations/letter-template). */
export const letterTemplateSchema = record({
  title: str,
  /** sanitised HTML with {姓名} and the other placeholders */
  content: str,
  /** null while the built-in template is used */
  updatedAt: nullableTime,
});
export type LetterTemplate = SchemaType<typeof letterTemplateSchema>;

/** A paid donation's letter: the template filled in (values escaped), and who signs it, from the site's dictionaries. */
export const thankYouLetterSchema = record({
  donationId: int,
  certificateNo: str,
  title: str,
  html: str,
  donorName: str,
  amount: int,
  projectTitle: str,
  paidAt: time,
  /** the college's full name, e.g. a university's name and 校友总会 (site_info name + subtitle) */
  signature: str,
  /** the seal's text, round the seal */
  seal: str,
  /** the college's logo path, or '' */
  logo: str,
});
export type ThankYouLetter = SchemaType<typeof thankYouLetterSchema>;

/** A notice as sent: to whom, how many received it, and who sent it. */
export const sentNoticeSchema = record({
  id: int,
  title: str,
  content: str,
  audience: { type: 'string', enum: NOTICE_AUDIENCES },
  graduationYear: { type: ['integer', 'null'] },
  organizationId: { type: ['integer', 'null'] },
  /** the saved filter of the roster (null once it is deleted; audienceLabel keeps its name) */
  rosterFilterId: { type: ['integer', 'null'] },
  /** 全体校友 / 2016 届校友 / 杭州校友会 成员 / 花名册筛选「…」 */
  audienceLabel: str,
  recipientCount: int,
  sender: str,
  createdAt: time,
});
export type SentNotice = SchemaType<typeof sentNoticeSchema>;

/** What the notice form offers: the organisations (with members) and the graduation years (with alumni). */
export const noticeAudiencesSchema = record({
  /** the audiences this member of staff may send to (审核员: roster only; the others' choices are then empty) */
  offered: { type: 'array', items: { type: 'string', enum: NOTICE_AUDIENCES } },
  alumni: int,
  years: { type: 'array', items: { type: 'object', required: ['year', 'count'], properties: { year: int, count: int } } },
  organizations: {
    type: 'array',
    items: { type: 'object', required: ['id', 'name', 'count'], properties: { id: int, name: str, count: int } },
  },
  /** the saved filters of 校友信息库, each with how many registered alumni its records hold */
  rosterFilters: {
    type: 'array',
    items: { type: 'object', required: ['id', 'name', 'count'], properties: { id: int, name: str, count: int } },
  },
});
export type NoticeAudiences = SchemaType<typeof noticeAudiencesSchema>;

export const recipientCountSchema = record({ count: int, audienceLabel: str });
export type RecipientCount = SchemaType<typeof recipientCountSchema>;

const queueCount = { type: 'object', required: ['queue', 'count'], properties: { queue: str, count: int } } as const;

/** GET /api/admin/dashboard: only the parts the member of staff's roles may see; the rest are null. */
export const dashboardSchema = record({
  /** what waits in each review queue they may work (组织管理员: their organisation's join requests) */
  pending: { type: ['array', 'null'], items: queueCount },
  /** today's campus visits (China time) */
  visits: {
    type: ['object', 'null'],
    required: ['date', 'bookings', 'visitors'],
    properties: { date: str, bookings: int, visitors: int },
  },
  /** this month's donations (China time) */
  donations: {
    type: ['object', 'null'],
    required: ['month', 'pledged', 'paid', 'donors', 'count'],
    properties: { month: str, ...totalsProperties },
  },
  /** notices sent this month */
  notices: {
    type: ['object', 'null'],
    required: ['sentThisMonth', 'recipientsThisMonth'],
    properties: { sentThisMonth: int, recipientsThisMonth: int },
  },
  /** the last 12 weeks, Monday to Sunday in China time: activity sign-ups (events) and paid donations (donations) */
  trend: {
    type: ['object', 'null'],
    required: ['weeks', 'signups', 'donations'],
    properties: {
      /** each week's Monday, YYYY-MM-DD */
      weeks: { type: 'array', items: str },
      signups: { type: ['array', 'null'], items: int },
      /** yuan paid */
      donations: { type: ['array', 'null'], items: int },
    },
  },
});
export type Dashboard = SchemaType<typeof dashboardSchema>;
