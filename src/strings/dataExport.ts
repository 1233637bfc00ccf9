// Visible texts of 下载我的数据 in 账号设置 (zh-CN); part of the one strings module, t.dataExport.
export const dataExport = {
  title: '下载我的数据',
  hint: '下载本站保存的、与您本人有关的全部记录：个人资料、隐私与通知设置、消息、活动报名与申办、校友组织、企业入驻与职位、捐赠、返校预约、证明补办申请、绑定的微信、上传的图片和登录记录。',
  contents: '压缩包内有两个文件：“我的数据.html”可直接用浏览器打开阅读，“我的数据.json”便于保存或导入其他程序。',
  caution: '文件含有您和同行来访人的身份证号、手机号，请妥善保管，不要转发给他人。为保护您的信息，每小时可下载的次数有限。',
  button: '下载我的数据',
  preparing: '正在整理您的数据，请稍候…',
  done: (name: string) => `已开始下载“${name}”，请在浏览器的下载列表中查看。`,
  failed: '下载失败，请稍后重试。',
  fallbackName: '我的数据.zip',
};
