// Visible texts of sharing an article (zh-CN); part of the one strings module, t.share.
export const share = {
  button: '分享',
  panelLabel: '分享本页',
  qrLabel: (title: string) => `「${title}」的二维码`,
  qrCaption: '扫码在手机上阅读',
  qrLoading: '正在生成二维码…',
  qrFailed: '二维码暂时无法生成，请复制链接分享。',
  addressLabel: '本页链接',
  copy: '复制链接',
  copied: '已复制',
  copyFailed: '复制失败，请长按或选中上面的链接手动复制。',
  close: '收起',
} as const;
