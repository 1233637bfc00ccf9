// Visible texts of 注销账号 (zh-CN): the panel in 账号设置, the notice after the request, the sign-in during the
// cooling-off period, and the console's list.
export const erasureT = {
  panel: {
    title: '注销账号',
    hint: '注销后，您的账号将无法再登录本站，个人信息将被删除。请在操作前了解以下事项：',
    points: (days: number) => [
      '提交后账号立即停用，您在所有设备（网页、微信小程序）上的登录将全部失效。',
      `${days} 天冷静期内，您可以重新扫码登录并选择“撤销注销”，账号即恢复，数据不受影响。`,
      `冷静期满后，您的姓名、学号、手机号、身份证号、微信绑定、消息、报名、预约、申请等个人信息将被删除或匿名化，且无法恢复。`,
      '您的捐赠记录将以匿名方式保留，仅供学校财务对账，不再与您的身份关联。',
      '学校毕业生名册（花名册）中您的学籍记录由学校保留，注销后不再与本站账号关联。',
    ],
    open: '注销账号',
  },
  dialog: {
    title: '确认注销账号',
    body: (days: number) => `账号将立即停用并在所有设备上退出登录，${days} 天后删除个人信息。此操作在冷静期内可通过重新登录撤销。`,
    typeLabel: (word: string) => `请输入“${word}”以确认`,
    typeHint: '输入内容需完全一致',
    submit: '确认注销',
    submitting: '正在提交…',
    cancel: '取消',
    failed: '提交失败，请稍后重试。',
  },
  done: {
    title: '账号已停用',
    body: (date: string) => `您已在所有设备上退出登录。您的个人信息将于 ${date} 删除；在此之前重新扫码登录，可以选择撤销注销。`,
  },
  pending: {
    title: '该账号已申请注销',
    body: (date: string) => `您的账号已申请注销，目前处于冷静期，计划于 ${date} 删除个人信息。`,
    question: '是否撤销注销并继续使用本站？撤销后账号立即恢复，您的数据不受影响。',
    cancel: '撤销注销',
    cancelling: '正在撤销…',
    leave: '暂不撤销，返回首页',
    expired: '撤销凭证已过期，请重新扫码登录后再操作。',
    failed: '撤销失败，请稍后重试。',
    restored: '已撤销注销，欢迎回来',
  },
  console: {
    title: '注销账号',
    intro:
      '校友申请注销后账号立即停用，冷静期满由系统自动删除或匿名化其个人信息。此处列出等待删除的申请，以及最近 90 天内撤销或已删除的申请（只读；每次查看均记入审计日志）。',
    tableLabel: '注销申请列表',
    columns: { name: '姓名', userId: '用户编号', requestedAt: '申请时间', dueAt: '计划删除时间', status: '状态' },
    statuses: { pending: '冷静期中', cancelled: '已撤销', erased: '已删除' } as Record<string, string>,
    empty: '暂无注销申请。',
  },
};
