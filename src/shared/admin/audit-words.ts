// The audit log in the office's words. An entry is stored as the server wrote it (the request's method and route, an
// object kind, its number, and a sentence); a clerk reads 操作, 对象 and 内容. Both the console's list and its export
// word an entry with auditWords, so neither shows a method, an address or a table name.

import { CONTENT_KINDS } from './content-kinds.ts';
import { REVIEW_QUEUE_NAMES, REVIEW_QUEUES } from './queues.ts';

/** An entry as stored. */
export interface AuditRecord {
  /** `METHOD /route/:param`, or a job's name */
  action: string;
  entity: string;
  entityId: string;
  summary: string;
}

/** An entry as a clerk reads it. */
export interface AuditWords {
  operation: string;
  object: string;
  content: string;
}

const ADMIN = '/api/admin';
const EVENTS = `${ADMIN}/events`;

/** The noun for each kind of object the server records (the filter offers these). */
export const AUDIT_OBJECT_KINDS: Readonly<Record<string, string>> = {
  staff: '工作人员账号',
  'staff-session': '管理后台登录',
  audit: '审计日志',
  erasure: '注销申请',
  ...Object.fromEntries(CONTENT_KINDS.map((k) => [k.key, k.what])),
  site_column: '栏目',
  sys_dict: '站点信息',
  alum_card_template: '校友卡模板',
  site_document: '站点文档',
  organization: '本组织页面',
  ...Object.fromEntries(REVIEW_QUEUES.map((q) => [`review-${q}`, REVIEW_QUEUE_NAMES[q]])),
  'visit-slot': '来访时段',
  'visit-override': '来访特别安排',
  'gate-list': '门岗名单',
  appointment: '返校预约',
  activity: '活动报名名单',
  'activity-signup': '活动报名',
  'activity-door': '活动签到',
  'activity-walkin': '活动来宾',
  donation: '捐赠',
  reconciliation: '捐赠对账',
  notice: '系统通知',
  'roster-batch': '花名册导入批次',
  'alumni-record': '校友记录',
  'roster-filter': '花名册筛选',
  'alumni-stats': '校友信息库统计',
  'my-data': '校友本人数据',
  upload: '图片',
  retention: '过期记录',
  'subscribe-message': '小程序订阅消息',
  money_setting: '银行转账信息',
  staff_message: '我的通知',
};

const contentOperations = Object.fromEntries(
  CONTENT_KINDS.flatMap((k) => {
    const base = `${ADMIN}/content/${k.key}`;
    return [
      [`POST ${base}`, `新建${k.what}`],
      [`PUT ${base}/:id`, `修改${k.what}`],
      [`DELETE ${base}/:id`, `删除${k.what}`],
      [`POST ${base}/:id/publish`, `发布${k.what}`],
      [`POST ${base}/:id/withdraw`, `下线${k.what}`],
      [`POST ${base}/:id/restore`, `恢复${k.what}`],
    ];
  }),
);

/** The operation each recorded route (or job) performs. */
const OPERATIONS: Readonly<Record<string, string>> = {
  ...contentOperations,
  [`POST ${ADMIN}/login`]: '登录管理后台',
  [`POST ${ADMIN}/logout`]: '退出管理后台',
  [`POST ${ADMIN}/password`]: '修改自己的密码',
  [`POST ${ADMIN}/otp/setup`]: '开始设置动态验证码',
  [`POST ${ADMIN}/otp/enable`]: '启用动态验证码',
  [`POST ${ADMIN}/staff`]: '新建工作人员账号',
  [`PUT ${ADMIN}/staff/:id`]: '修改工作人员账号',
  [`POST ${ADMIN}/staff/:id/reset-password`]: '重置密码',
  [`POST ${ADMIN}/staff/:id/unlock`]: '解除账号锁定',
  [`POST ${ADMIN}/staff/:id/reset-otp`]: '清除动态验证码',
  [`POST ${ADMIN}/site/menu`]: '新建栏目',
  [`PUT ${ADMIN}/site/menu/:id`]: '修改栏目',
  [`DELETE ${ADMIN}/site/menu/:id`]: '删除栏目',
  [`POST ${ADMIN}/site/menu/:id/move`]: '移动栏目',
  [`POST ${ADMIN}/site/dicts`]: '新增站点信息',
  [`PUT ${ADMIN}/site/dicts/:id`]: '修改站点信息',
  [`DELETE ${ADMIN}/site/dicts/:id`]: '删除站点信息',
  [`PUT ${ADMIN}/site/card-templates/:id`]: '修改校友卡模板',
  [`POST ${ADMIN}/site/card-templates/:id/default`]: '设为默认校友卡模板',
  [`PUT ${ADMIN}/site/documents/:key`]: '修改站点文档',
  [`POST ${ADMIN}/site/money/changes`]: '提出修改银行转账信息',
  [`POST ${ADMIN}/site/money/changes/:id/confirm`]: '确认银行转账信息的修改',
  [`POST ${ADMIN}/site/money/changes/:id/reject`]: '驳回银行转账信息的修改',
  [`POST ${ADMIN}/site/money/changes/:id/withdraw`]: '撤回银行转账信息的修改',
  [`POST ${ADMIN}/inbox/read`]: '将通知标为已读',
  [`PUT ${ADMIN}/my-organization`]: '修改本组织页面',
  [`POST ${ADMIN}/my-organization/image`]: '上传本组织图片',
  [`POST ${ADMIN}/upload/image`]: '上传图片',
  [`POST ${EVENTS}/activities/:id/signups/:signupId/cancel`]: '取消活动报名',
  [`GET ${EVENTS}/activities/:id/signups/export`]: '导出活动报名名单',
  [`POST ${EVENTS}/activities/:id/checkin`]: '活动签到',
  [`POST ${EVENTS}/activities/:id/signups/:signupId/checkin`]: '按名单签到',
  [`POST ${EVENTS}/activities/:id/walk-ins`]: '登记现场来宾',
  [`POST ${EVENTS}/visits/slots`]: '新建来访时段',
  [`PUT ${EVENTS}/visits/slots/:id`]: '修改来访时段',
  [`PUT ${EVENTS}/visits/overrides`]: '设置来访特别安排',
  [`DELETE ${EVENTS}/visits/overrides/:id`]: '删除来访特别安排',
  [`GET ${EVENTS}/visits/gate`]: '查看门岗名单',
  [`GET ${EVENTS}/visits/gate/export`]: '导出门岗名单',
  [`POST ${EVENTS}/visits/gate/:id/visitors/:visitorId/check-in`]: '登记来访人到校',
  [`POST ${EVENTS}/visits/gate/:id/visitors/:visitorId/undo-check-in`]: '撤销到校登记',
  [`POST ${EVENTS}/visits/gate/:id/check-in`]: '登记整个预约到校',
  [`POST ${EVENTS}/visits/gate/:id/undo-check-in`]: '撤销到校登记',
  [`GET ${ADMIN}/donations/export`]: '导出捐赠台账',
  [`PUT ${ADMIN}/donations/letter-template`]: '修改感谢信模板',
  [`GET ${ADMIN}/donations/:id/letter`]: '查看捐赠感谢信',
  [`POST ${ADMIN}/donations/:id/letter/print`]: '打印捐赠感谢信',
  [`POST ${ADMIN}/donations/offline`]: '登记线下捐赠',
  [`POST ${ADMIN}/donations/vouchers`]: '上传捐赠凭证扫描件',
  [`GET ${ADMIN}/donations/vouchers/:name`]: '查看捐赠凭证扫描件',
  [`POST ${ADMIN}/donations/:id/refund`]: '申请捐赠退款',
  [`POST ${ADMIN}/donations/reconciliation/runs`]: '运行对账',
  [`POST ${ADMIN}/donations/reconciliation/differences/:id/query`]: '查询对账差异的订单',
  [`POST ${ADMIN}/donations/reconciliation/differences/:id/handle`]: '标记对账差异已处理',
  [`POST ${ADMIN}/notices`]: '发送系统通知',
  [`GET ${ADMIN}/audit/export`]: '导出审计日志',
  [`POST ${ADMIN}/alumni/preview`]: '预览花名册文件',
  [`POST ${ADMIN}/alumni/import`]: '导入花名册',
  [`POST ${ADMIN}/alumni/batches/:id/undo`]: '撤销花名册导入',
  [`GET ${ADMIN}/alumni/records/:id`]: '查看校友记录',
  [`PUT ${ADMIN}/alumni/records/:id`]: '修改校友记录',
  [`PUT ${ADMIN}/alumni/records/:id/tags`]: '修改校友记录标签',
  [`POST ${ADMIN}/alumni/records/:id/merge`]: '合并校友记录',
  [`GET ${ADMIN}/alumni/records/export`]: '导出校友记录',
  [`POST ${ADMIN}/alumni/filters`]: '保存花名册筛选',
  [`DELETE ${ADMIN}/alumni/filters/:id`]: '删除花名册筛选',
  [`GET ${ADMIN}/alumni/stats/export`]: '导出校友信息库统计',
  [`GET ${ADMIN}/erasures`]: '查看注销申请',
  'POST /api/my/erasure': '校友申请注销账号',
  'POST /api/login/erasure/cancel': '校友撤销注销',
  'GET /api/alumuser/dataExport': '校友下载本人数据',
  erasure: '删除注销校友的个人信息',
  retention: '定期清理过期记录',
  wxpay: '微信支付结果',
  'subscribe-message': '发送小程序订阅消息',
};

/** Whether the table words a route (`METHOD /route/:param`) itself; a review decision is worded by its queue instead. */
export const isWordedRoute = (action: string) => action in OPERATIONS;

/** Where the entity decides over the route: one route, several outcomes. */
const ENTITY_OPERATIONS: Readonly<Record<string, string>> = {
  'activity-door': '活动签到（未受理）',
};

/** A review decision, worded by the outcome its sentence begins with. */
function reviewOperation(entity: string, summary: string): string | undefined {
  const queue = entity.startsWith('review-') ? REVIEW_QUEUE_NAMES[entity.slice(7) as keyof typeof REVIEW_QUEUE_NAMES] : undefined;
  if (!queue) return undefined;
  if (summary.startsWith('系统核验')) return '系统核验';
  if (summary.startsWith('补发')) return '补发校友卡';
  if (summary.startsWith('驳回')) return `驳回${queue}`;
  if (/^(审核)?通过/.test(summary)) return `审核通过${queue}`;
  return `处理${queue}`;
}

const METHOD_VERBS: Readonly<Record<string, string>> = { GET: '查看', POST: '提交', PUT: '修改', PATCH: '修改', DELETE: '删除' };

function operationOf(r: AuditRecord, noun: string): string {
  const known = ENTITY_OPERATIONS[r.entity] ?? reviewOperation(r.entity, r.summary) ?? OPERATIONS[r.action];
  if (known) return known;
  // A route this table does not know yet: its method as a verb on the object's kind, never the address.
  const method = /^[A-Z]+(?= )/.exec(r.action)?.[0];
  return `${(method && METHOD_VERBS[method]) ?? '操作'}${noun}`;
}

/** The name a sentence gives its object: in 《》 or 「」, an account (also after a colon), a person after a number. */
const NAME_PATTERNS: readonly RegExp[] = [
  /《([^》]+)》/,
  /「([^」]+)」/,
  /账号 ([^\s（：，]+)/,
  /^[^：]{2,10}：([\w.@-]+)$/,
  /(?:申请|校友) ([^\s（：，]+)/,
  /#\d+（([^）,，]+)/,
];
const DAY = /\d{4}-\d{2}-\d{2}/;
/** The objects a day names when nothing else does (a day's gate list, a day's special arrangement). */
const NAMED_BY_DAY = new Set(['gate-list', 'visit-override']);
/** Objects with one instance, whose sentences quote values rather than a name (银行转账信息's old and new account). */
const UNNAMED = new Set(['money_setting', 'staff_message']);

function nameIn(entity: string, summary: string): string | undefined {
  if (UNNAMED.has(entity)) return undefined;
  const patterns = NAMED_BY_DAY.has(entity) ? [...NAME_PATTERNS, DAY] : NAME_PATTERNS;
  for (const pattern of patterns) {
    const m = pattern.exec(summary);
    if (m) return m[1] ?? m[0];
  }
  return undefined;
}

/** The kind's noun for a code that is not a known kind: a table or path segment is not shown. */
const nounOf = (entity: string) => AUDIT_OBJECT_KINDS[entity] ?? '其他';

/** An entry in words: the operation, the object by its name, and the entry's sentence. */
export function auditWords(r: AuditRecord): AuditWords {
  const noun = nounOf(r.entity);
  const name = nameIn(r.entity, r.summary);
  return {
    operation: operationOf(r, noun),
    object: name ? `${noun}：${name}` : noun,
    content: r.summary || operationOf(r, noun),
  };
}
