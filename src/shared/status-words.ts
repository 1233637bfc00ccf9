// What an alumnus's records' status codes are called, wherever they are shown in words: 下载我的数据 (its JSON and page)
// and a roster record's history in the console.

export const REVIEW_WORDS: Readonly<Record<string, string>> = { submitted: '待审核', approved: '已通过', rejected: '未通过' };
export const SIGNUP_WORDS: Readonly<Record<string, string>> = { signed: '已报名', cancelled: '已取消' };
export const MEMBERSHIP_WORDS: Readonly<Record<string, string>> = { pending: '待审核', approved: '已加入', rejected: '未通过' };
export const DONATION_WORDS: Readonly<Record<string, string>> = {
  awaiting_payment: '待支付',
  paid: '已支付',
  cancelled: '已取消',
  expired: '已过期',
};
export const VISIT_WORDS: Readonly<Record<string, string>> = { booked: '已预约', cancelled: '已取消' };
export const CERTIFICATE_WORDS: Readonly<Record<string, string>> = {
  submitted: '已提交',
  accepted: '已受理',
  processing: '办理中',
  posted: '已寄出',
  ready: '可领取',
  rejected: '未通过',
};
