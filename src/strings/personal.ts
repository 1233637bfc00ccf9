// Visible texts of the personal centre's card and policy pages (zh-CN); part of the one strings module, t.card and t.policy.
export const card = {
  heading: '电子校友卡',
  subtitle: '校友卡',
  english: 'ALUMNI CARD',
  name: '姓名',
  studentNo: '学号',
  faculty: '院系',
  graduationYear: '毕业年份',
  cardNo: '卡号',
  year: (y: number) => `${y} 届`,
  noCardNo: '卡号待发放',
  scan: '扫码核验',
  qrAfterReview: '认证通过后显示',
  status: '审核状态',
  statuses: { verified: '已认证', pending: '审核中', rejected: '未通过' } as Record<string, string>,
  rejectReason: (reason: string) => `未通过原因：${reason}`,
  save: '保存为图片',
  saving: '正在生成图片…',
  saved: '校友卡图片已保存',
  saveFailed: '生成图片失败，请稍后重试',
  fileName: (no: string) => `校友卡-${no || '未发卡'}.png`,
  describe: (f: { name: string; studentNo: string; faculty: string; year: string; cardNo: string }) =>
    `姓名 ${f.name}，学号 ${f.studentNo}，院系 ${f.faculty}，毕业年份 ${f.year}，卡号 ${f.cardNo}`,
  label: (name: string) => `${name}的电子校友卡`,
  noTemplate: '校友卡模板尚未启用，暂时无法显示电子校友卡。您的校友信息如下：',
  membersOnly: '电子校友卡面向认证校友发放。您以校友组织成员身份登录，无需申领校友卡。',
  membersLink: '查看我的组织',
  usage: '在校园门禁、图书馆和校友活动签到时出示本卡，任何人用手机扫描二维码，即可在本站核验这张校友卡是否有效；二维码经过签名，无法伪造。',
};

export const policy = {
  updatedAt: (date: string) => `更新日期：${date}`,
};
