// Visible texts of this service (zh-CN); part of the one strings module, t.scenery.
export const scenery = {
  title: '校园风光',
  intro: '四季流转，湖光山色。点开任意一幅图片可放大浏览，支持键盘方向键与左右滑动切换。',
  filterLabel: '按季节筛选',
  all: '全部',
  seasons: { spring: '春', summer: '夏', autumn: '秋', winter: '冬' },
  seasonTag: { spring: '春日', summer: '夏日', autumn: '秋日', winter: '冬日' },
  count: (n: number) => `共 ${n} 幅`,
  empty: '该季节暂无图片',
  open: (title: string, season: string) => `查看大图：${title} ${season}`,
  dialogLabel: '校园风光大图',
  prev: '上一张',
  next: '下一张',
  close: '关闭',
  counter: (i: number, n: number) => `${i} / ${n}`,
  keyHint: '← → 切换，Esc 关闭',
} as const;
