import type { DifferenceKind } from '../shared/api/admin-reconcile.ts';

// The visible texts of the console's 对账 page (zh-CN). Imported only by its route and feature.

const yuan = (fen: number | null) => (fen === null ? '—' : `${(fen / 100).toFixed(2)} 元`);

export const reconcileT = {
  yuan,
  title: '对账',
  intro:
    '每天 10 点后，系统自动下载微信支付前一天的交易账单，与捐赠台账中的微信支付订单逐笔比对。也可以选择以前的某一天手动运行对账。账单中的退款只列出合计，暂不与台账比对。',
  notConfigured: '未开通微信支付：没有在线支付的订单，无需对账。',
  back: '返回捐赠台账',
  dateHint: '今天以前的日期（北京时间）',
  run: '运行对账',
  running: '正在对账…',
  ran: (n: number) => `对账完成，差异 ${n} 笔`,
  failedRun: (reason: string) => `对账失败：${reason}`,
  runsLabel: '对账记录',
  noRuns: '还没有对账记录。',
  columns: {
    startedAt: '运行时间',
    runBy: '运行者',
    bill: '微信支付账单',
    ledger: '台账',
    refunds: '账单中的退款',
  },
  countAndTotal: (count: number, fen: number) => `${count} 笔 · ${yuan(fen)}`,
  states: { done: '完成', failed: '失败' } as Record<string, string>,
  differenceCount: (n: number, open: number) => (n === 0 ? '无差异' : open === 0 ? `${n} 笔（均已处理）` : `${n} 笔（${open} 笔待处理）`),
  show: '查看',
  detailTitle: (date: string) => `${date} 的对账结果`,
  failedDetail: (reason: string) => `账单未能取得：${reason}`,
  clean: '账单与台账一致，没有差异。',
  differencesLabel: '差异',
  kinds: {
    missing_here: '微信已收款、台账未到账',
    amount: '金额不一致',
    missing_there: '台账已到账、微信账单无此笔',
  } satisfies Record<DifferenceKind, string>,
  advice: {
    missing_here: '点“查询该订单”：微信支付显示已支付的即记为到账；查不到时请联系微信支付客服。',
    amount: '核对该订单：多收的退还差额，或在台账中记录调整，然后标记已处理。',
    missing_there: '请在微信支付商户平台核实这笔款项是否到账，核实后标记已处理。',
  } satisfies Record<DifferenceKind, string>,
  fields: { outTradeNo: '商户订单号', transactionId: '微信支付订单号', tradeTime: '交易时间', bill: '账单金额', ledger: '台账金额' },
  query: '查询该订单',
  outcomes: {
    paid: '微信支付显示已支付，已记为到账',
    already: '台账中该订单已到账',
    unpaid: '微信支付显示该订单未支付',
    unknown: '微信支付或台账中没有该订单，请联系微信支付客服',
    refused: '订单的金额或商户与微信支付不符，未入账，已记入审计日志',
  } as Record<string, string>,
  querying: '正在查询…',
  handle: '标记已处理',
  handled: '已处理',
  handledBy: (by: string, at: string, note: string) => `${by} 于 ${at} 标记已处理：${note}`,
  noteHint: '例如：已退还差额、已调整记录、已在商户平台核实到账',
  save: '保存',
  cancel: '取消',
  saving: '正在保存…',
  saved: '已标记为已处理',
};
