import type { NoticeAudience } from '../shared/admin/ledger.ts';
import { REVIEW_QUEUE_NAMES } from '../shared/admin/queues.ts';

// The visible texts of the console's donations ledger, thank-you letters, notices and dashboard (zh-CN). Imported only
// by the console's routes and features, so none of it reaches the public pages' scripts.

const yuan = (n: number) => `${n.toLocaleString('zh-CN')} 元`;

export const ledgerT = {
  yuan,
  title: '捐赠台账',
  intro: '每一笔捐赠意向与到账记录。匿名捐赠在此显示捐赠人姓名（用于出具感谢信），并标注“匿名”。',
  totals: {
    label: '筛选范围内合计',
    pledged: '认捐金额',
    pledgedHint: '已到账与待支付之和，不含已取消、已过期',
    paid: '到账金额',
    paidHint: '已到账，扣除退款',
    donors: '到账捐赠人',
    donorsUnit: (n: number) => `${n} 人`,
    count: '记录',
    countUnit: (n: number) => `${n} 笔`,
  },
  projectTotals: '各项目合计',
  projectColumns: { project: '捐赠项目', pledged: '认捐（含待支付）', paid: '已到账', donors: '捐赠人', count: '笔数' },
  filters: '筛选条件',
  project: '捐赠项目',
  allProjects: '全部项目',
  status: '状态',
  allStates: '全部状态',
  from: '开始日期',
  to: '结束日期',
  keyword: '捐赠人或订单号',
  keywordPlaceholder: '姓名或订单号',
  apply: '筛选',
  reset: '清除',
  template: '感谢信模板',
  reconcile: '对账',
  states: { awaiting_payment: '待支付', paid: '已到账', cancelled: '已取消', expired: '已过期' } as Record<string, string>,
  anonymous: '匿名',
  tableLabel: '捐赠记录',
  columns: {
    createdAt: '捐赠时间',
    donor: '捐赠人',
    project: '项目',
    amount: '金额',
    status: '状态',
    orderNo: '订单号',
    paidAt: '到账时间',
    channel: '到账方式',
    actions: '操作',
  },
  graduation: (year: number | null) => (year ? `${year} 届` : ''),
  letter: '感谢信',
  noLetter: '未到账',
  refundedLetter: '已退款',
  empty: '没有符合条件的捐赠记录。',
  voucher: (no: string) => `凭证号 ${no}`,
  transaction: (no: string) => `交易单号 ${no}`,
  scan: '凭证扫描件',
  refunding: (n: number) => `退款中 ${yuan(n)}`,
  refundAbnormal: (n: number) => `退款异常 ${yuan(n)}`,
  refund: '退款',
  /** 退款异常 (WeChat Pay: the payer's card can no longer take the money): what the office does */
  abnormalAdvice: '原支付银行卡已注销或冻结：请在微信支付商户平台发起异常退款，或与捐赠人联系线下退回',
};

/** 登记线下捐赠: the dialog on the ledger. */
export const offlineT = {
  open: '登记线下捐赠',
  title: '登记线下捐赠',
  intro: '银行转账或现金到账的捐赠：登记后即为已到账，计入项目筹款与捐赠名单，并可出具感谢信。',
  channels: { bank: '银行转账', cash: '现金' } as Record<string, string>,
  projectPlaceholder: '请选择项目',
  donorHint: '捐赠人无需注册账号；感谢信使用此姓名',
  scanHint: '可选；PNG、JPEG 或 WebP 图片，不超过 5 MB。扫描件不公开，仅捐赠台账可查看',
  scanChoose: '选择扫描件',
  scanUploading: '正在上传…',
  scanDone: '已上传扫描件',
  scanRemove: '移除',
  anonymousLabel: '匿名（捐赠名单显示为“匿名”）',
  submit: '登记',
  submitting: '正在登记…',
  saved: '线下捐赠已登记',
};

/** 退款: the 管理员's dialog on a WeChat Pay gift. */
export const refundT = {
  title: (donor: string, amount: number) => `退款：${donor} 的 ${yuan(amount)}`,
  intro: (left: number) => `原路退回捐赠人的微信支付账户；本笔最多可退 ${yuan(left)}。退款结果由微信支付通知，成功后站内消息告知捐赠人。`,
  reasonHint: '捐赠人会在退款消息中看到原因',
  submit: '确认退款',
  submitting: '正在提交…',
  sent: '已提交退款，等待微信支付处理',
};

export const letterT = {
  title: '捐赠感谢信',
  back: '返回捐赠台账',
  print: '打印感谢信',
  printHint: '打印时只输出感谢信本身（A4 纸，纵向）。',
  certificate: (no: string) => `证书编号：${no}`,
  sealLabel: (text: string) => `${text}（印章）`,
  editTemplate: '编辑模板',
};

export const templateT = {
  title: '感谢信模板',
  intro: '感谢信由此模板生成：占位符在出具时替换为该笔捐赠的信息。学校名称、徽标与落款取自站点设置中的“站点信息”。',
  placeholders: '可用占位符（点击插入正文末尾）',
  contentHint: '正文为 HTML，保存时会清除脚本等不安全内容。',
  preview: '预览（示例数据）',
  save: '保存模板',
  saving: '正在保存…',
  saved: '模板已保存',
  builtIn: '当前使用内置模板，保存后改用您的模板。',
  updatedAt: (at: string) => `最近保存：${at}`,
  back: '返回捐赠台账',
  sample: { 姓名: '张明', 金额: '1,000', 项目: '“启航”奖助学金', 日期: '2026年9月6日', 证书编号: 'JZ2026-000001', 届别: '2016 届' },
};

/** Each audience as the notices page's intro says it. */
const noticeAudiencePhrases: Record<NoticeAudience, string> = {
  all: '全体校友',
  year: '某一届校友',
  organization: '某一校友组织成员',
  roster: '花名册筛选中已注册门户账号的校友',
};

export const noticesT = {
  title: '通知',
  /** The page's intro, naming every audience the form offers (each as its radio button says it, within the phrase). */
  intro: (offered: readonly NoticeAudience[]) => {
    const names = offered.map((a) => noticeAudiencePhrases[a]);
    const list = names.length > 1 ? `${names.slice(0, -1).join('、')}或${names[names.length - 1]}` : (names[0] ?? '校友');
    return `向${list}发送站内通知，通知将出现在校友的“我的消息”中。`;
  },
  compose: '发送通知',
  audience: '发送对象',
  audiences: { all: '全体校友', year: '某一届校友', organization: '校友组织成员', roster: '花名册筛选' },
  yearOption: (year: number, count: number) => `${year} 届（${count} 人）`,
  orgOption: (name: string, count: number) => `${name}（${count} 人）`,
  noRosterFilters: '还没有保存的花名册筛选：在“校友信息库”中筛选校友记录后，点“保存筛选”。',
  contentHint: '纯文本；空一行分段。',
  recipients: (n: number, label: string) => `将发送给${label}，共 ${n} 人`,
  noRecipients: (label: string) => `${label}中暂无可接收通知的校友`,
  counting: '正在统计接收人数…',
  chooseAudience: '选择发送对象后显示接收人数',
  send: '发送通知',
  sending: '正在发送…',
  confirmTitle: '确认发送',
  confirm: (n: number, label: string) => `通知将发送给${label}，共 ${n} 人，发送后不能撤回。确定发送吗？`,
  confirmSend: '确定发送',
  sent: (n: number) => `通知已发送给 ${n} 人`,
  history: '已发送的通知',
  tableLabel: '已发送的通知',
  columns: { createdAt: '发送时间', title: '标题', audience: '发送对象', recipients: '接收人数', sender: '发送人' },
  people: (n: number) => `${n} 人`,
  empty: '还没有发送过通知。',
  cancel: '取消',
};

export const dashboardT = {
  overview: '工作概览',
  pending: '待办审核',
  pendingHint: '点击进入对应的审核队列',
  queues: REVIEW_QUEUE_NAMES,
  pendingUnit: '件待处理',
  nothingPending: '暂无待办',
  visits: '今日返校预约',
  visitsValue: (bookings: number, visitors: number) => `${bookings} 单 · ${visitors} 人`,
  donations: '本月捐赠',
  donationsDetail: (pledged: number, donors: number) => `认捐（含待支付）${yuan(pledged)} · ${donors} 人到账`,
  notices: '本月通知',
  noticesValue: (n: number) => `${n} 条`,
  noticesDetail: (n: number) => `共送达 ${n} 人次`,
  trend: '近 12 周趋势',
  trendLabel: '近 12 周活动报名人数与捐赠到账金额（按周）',
  signups: '活动报名（人次）',
  donationsSeries: '捐赠到账（元）',
  weekOf: (monday: string) => monday.slice(5).replace('-', '/'),
  chartLoading: '正在绘制图表…',
};
