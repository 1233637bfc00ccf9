// The visible texts of 站点设置 › 银行转账 (the money details donors are told, changed by one 管理员 and confirmed by
// another) and of the console home's 我的通知 (zh-CN). Imported only by the console's routes and features.

export const moneyT = {
  title: '银行转账（捐赠）',
  intro:
    '未开通在线支付时，“校友捐赠”页面向捐赠人显示的银行转账信息。为防止捐款被转入他人账户，修改须由一位管理员提出，经另一位管理员确认后才会生效；每次提出、确认、驳回或撤回都会通知所有管理员，并记入审计日志。',
  fields: { accountName: '开户名称', bank: '开户行', accountNo: '账号', remark: '附言（转账时请注明）' },
  empty: '（未填写）',
  current: '捐赠页面现在显示的信息',
  lastChange: '最近一次生效的修改',
  lastChangeBy: (proposer: string, proposedAt: string, confirmer: string, confirmedAt: string) =>
    `由 ${proposer} 于 ${proposedAt} 提出，${confirmer} 于 ${confirmedAt} 确认`,
  noChangeYet: '尚无经确认的修改（现为初始设置）。',
  pending: '待确认的修改',
  pendingBy: (proposer: string, at: string) => `${proposer} 于 ${at} 提出，须由另一位管理员确认后生效。在此之前，捐赠页面仍显示原信息。`,
  compareLabel: '修改前后对比',
  columns: { field: '项目', before: '现在', after: '修改后' },
  changed: '有改动',
  confirm: '确认生效',
  confirmQuestion: { title: '确认修改银行转账信息', body: '确认后，捐赠页面将立即显示新的银行转账信息。请先与提出人核实账号无误。' },
  confirmed: '已确认，捐赠页面已更新',
  reject: '驳回',
  rejectTitle: '驳回修改',
  rejectIntro: '驳回后，捐赠页面保持现在的信息不变。',
  rejectSubmit: '驳回',
  rejecting: '正在驳回…',
  rejected: '已驳回',
  withdraw: '撤回',
  withdrawQuestion: { title: '撤回修改', body: '撤回后，这项修改不再等待确认，捐赠页面保持不变。' },
  withdrawn: '已撤回',
  ownPending: '这是您提出的修改，须由另一位管理员确认；您可以撤回。',
  propose: '提出修改',
  proposeHint: '提交后须由另一位管理员确认才会生效。',
  proposeSubmit: '提交，待另一位管理员确认',
  proposing: '正在提交…',
  proposed: '已提交，须由另一位管理员确认后生效',
  waitForPending: '已有一项待确认的修改；处理后才能提出新的修改。',
  history: '修改记录',
  historyLabel: '银行转账信息的修改记录',
  historyColumns: { status: '结果', proposer: '提出人', decider: '处理人', decidedAt: '处理时间', note: '说明' },
  states: { pending: '待确认', confirmed: '已生效', rejected: '已驳回', withdrawn: '已撤回' } as Record<string, string>,
  noHistory: '暂无修改记录',
} as const;

export const inboxT = {
  title: '我的通知',
  unread: (n: number) => (n > 0 ? `${n} 条未读` : '没有未读通知'),
  markRead: '全部标为已读',
  marked: '已全部标为已读',
  empty: '暂无通知',
  open: '查看',
  unreadBadge: '未读',
} as const;
