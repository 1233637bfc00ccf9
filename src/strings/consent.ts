// Visible texts of the privacy policy consent page shown after sign-in (zh-CN); part of the one strings module, t.consent.
export const consent = {
  heading: '请阅读并同意隐私政策',
  intro: '使用个人中心与校友服务前，请阅读以下隐私政策。选择“同意”后继续访问；选择“不同意”将退出登录，您仍可浏览公开内容。',
  updated: '隐私政策已更新，请阅读新版本后重新选择。',
  version: (version: number, date: string) => `第 ${version} 版 · 发布于 ${date}`,
  agree: '同意',
  disagree: '不同意',
  agreeing: '正在提交…',
  checking: '正在核对隐私政策…',
  policyFailed: '隐私政策加载失败，请检查网络后重试。',
  retry: '重试',
  actions: '对隐私政策的选择',
};
