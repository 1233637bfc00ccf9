// Visible texts of 我的捐赠 (zh-CN), apart from t.donation, which the portal's first script carries: only that page,
// loaded on demand, needs them.
export const myDonationsT = {
  myEmpty: '您还没有捐赠记录。',
  browse: '查看捐赠项目',
  totalPaid: '累计捐赠',
  paidCount: (n: number) => `共 ${n} 笔`,
  time: '时间',
  displayLabel: '捐赠名单中',
  displayChanged: '公开方式已更新',
  cancelPledge: '取消',
  cancelTitle: '取消捐赠',
  cancelBody: (title: string, amount: string) => `确定取消对“${title}”的 ${amount} 捐赠吗？`,
  cancelled: '捐赠已取消',
  paidThanks: '支付成功，感谢您对母校的支持！',
  recordsLabel: '捐赠记录',
  // a gift the office refunded (退款 in the console)
  refunded: '已退款',
  partRefunded: (n: number) => `部分退款 ${n.toLocaleString('zh-CN')} 元`,
} as const;
