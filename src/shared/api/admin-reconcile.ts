import type { SchemaType } from './schema-type.ts';
import { int, pageData, record, str, time } from './shapes.ts';

// 对账: WeChat Pay's trade bill of a day against the orders paid here. One schema each for the server's validation and
// answers, the OpenAPI document and the console's types.

const nullableFen = { type: ['integer', 'null'] } as const;

export const DIFFERENCE_KINDS = [
  'missing_here',
  'amount',
  'missing_there',
  'refund_missing_here',
  'refund_amount',
  'refund_missing_there',
] as const;
export type DifferenceKind = (typeof DIFFERENCE_KINDS)[number];

/** A difference about a refund (known by its out_refund_no), not a payment. */
export const isRefundKind = (kind: DifferenceKind) => kind.startsWith('refund_');

/** One run: the day, who ran it, and what the bill and the ledger held (fen), or why the bill could not be read. */
export const reconcileRunSchema = record({
  id: int,
  billDate: str,
  state: { type: 'string', enum: ['done', 'failed'] },
  startedAt: time,
  runBy: { ...str, description: '运行者：工作人员账号，或“系统”（每日自动对账）' },
  reason: { ...str, description: '失败原因（state 为 failed 时）' },
  billCount: { ...int, description: '账单中的支付笔数' },
  billTotalFen: { ...int, description: '账单中的支付金额合计（分）' },
  billRefundFen: { ...int, description: '账单中的退款金额合计（分）' },
  ledgerCount: { ...int, description: '台账中当天到账的微信支付笔数' },
  ledgerTotalFen: { ...int, description: '台账中当天到账的微信支付金额合计（分）' },
  ledgerRefundFen: { ...int, description: '台账中当天退款成功的金额合计（分）' },
  differences: { ...int, description: '差异笔数' },
  open: { ...int, description: '尚未处理的差异笔数' },
});
export type ReconcileRun = SchemaType<typeof reconcileRunSchema>;

export const reconcileDifferenceSchema = record({
  id: int,
  runId: int,
  kind: {
    type: 'string',
    enum: DIFFERENCE_KINDS,
    description:
      'missing_here 微信已收款、台账未到账；amount 金额不一致；missing_there 台账已到账、微信账单无此笔；refund_missing_here 微信已退款、台账无此退款；refund_amount 退款金额不一致；refund_missing_there 台账已退款、微信账单无此笔',
  },
  outTradeNo: { ...str, description: '商户订单号' },
  outRefundNo: { ...str, description: '商户退款单号（退款的差异），否则为空' },
  transactionId: { ...str, description: '微信支付订单号' },
  tradeTime: { ...str, description: '账单中的交易时间（北京时间）' },
  billFen: { ...nullableFen, description: '账单金额（分）；退款的差异为账单中的退款金额' },
  ledgerFen: { ...nullableFen, description: '台账金额（分）；退款的差异为台账中退款成功的金额' },
  donationId: { type: ['integer', 'null'], description: '对应的捐赠记录' },
  handledAt: { type: ['string', 'null'], format: 'date-time' },
  handledBy: str,
  note: str,
});
export type ReconcileDifference = SchemaType<typeof reconcileDifferenceSchema>;

/** GET /api/admin/reconciliation: whether there is anything to reconcile, and a page of runs (latest first). */
export const reconcileRunsSchema = record({
  configured: { type: 'boolean', description: '是否已开通微信支付；未开通时没有可对账的内容' },
  ...pageData(reconcileRunSchema).properties,
});
export type ReconcileRuns = SchemaType<typeof reconcileRunsSchema>;

export const reconcileRunDetailSchema = record({
  run: reconcileRunSchema,
  differences: { type: 'array', items: reconcileDifferenceSchema },
});
export type ReconcileRunDetail = SchemaType<typeof reconcileRunDetailSchema>;

/** POST …/differences/:id/query: what WeChat says of the order (or, for a refund's difference, the refund) now, and the difference afterwards. */
export const queryAnswerSchema = record({
  outcome: {
    type: 'string',
    enum: ['paid', 'already', 'unpaid', 'unknown', 'refused', 'settled', 'pending'],
    description:
      '订单：paid 已入账；already 台账已是到账；unpaid 微信支付显示未支付；unknown 微信支付或台账无此订单；refused 订单信息不符，未入账。退款：settled 已记为退款成功（或关闭）；pending 微信支付显示处理中或异常；already 台账中该退款已有结果；unknown 微信支付或台账无此退款；refused 退款信息不符，未入账',
  },
  difference: reconcileDifferenceSchema,
});
export type QueryAnswer = SchemaType<typeof queryAnswerSchema>;
