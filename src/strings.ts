// Every text the portal shows, in one place (zh-CN). Each alumni service keeps its part in strings/<service>.ts.
import { alumniSearch } from './strings/alumniSearch.ts';
import { card, policy } from './strings/personal.ts';
import { consent } from './strings/consent.ts';
import { organizationJoin } from './strings/organizationJoin.ts';
import { donation } from './strings/donation.ts';
import { appointment } from './strings/appointment.ts';
import { proof } from './strings/proof.ts';
import { companies } from './strings/companies.ts';
import { recruitment } from './strings/recruitment.ts';
import { alumniMap } from './strings/alumniMap.ts';
import { scenery } from './strings/scenery.ts';
import { activityApply } from './strings/activityApply.ts';
import { cardVerify } from './strings/cardVerify.ts';
import { share } from './strings/share.ts';
import { dataExport } from './strings/dataExport.ts';
import { elder } from './strings/elder.ts';
import { search } from './strings/search.ts';
export const t = {
  siteTitleFallback: '校友总会',
  home: '首页',
  more: '更多',
  login: '登录',
  logout: '退出登录',
  greeting: (name: string) => `您好，${name}`,
  personalCentre: '个人中心',
  menu: '菜单',
  openMenu: '打开菜单',
  closeMenu: '关闭菜单',
  skipToContent: '跳到主要内容',
  mainNav: '主导航',
  loading: '加载中…',
  loggingIn: '正在登录，请稍候…',
  pageLoading: '页面加载中',

  sections: {
    news: '学校新闻',
    activities: '校友活动',
    alumni: '杰出校友',
    organizations: '校友组织',
  },
  heroCta: '了解校友动态',
  notices: {
    label: '通知公告',
    total: (n: number) => `共 ${n} 条`,
    latest: '最新',
    none: '暂无公告',
  },

  list: {
    empty: '暂无内容',
    total: (n: number) => `共 ${n} 条`,
    prev: '上一页',
    next: '下一页',
    page: (n: number) => `第 ${n} 页`,
    pagination: '分页',
  },

  detail: {
    publishedAt: '发布时间',
    source: '来源',
    author: '作者',
    views: '浏览',
    prev: '上一篇',
    next: '下一篇',
    none: '没有了',
    backToList: '返回列表',
  },

  activity: {
    time: '活动时间',
    place: '活动地点',
    capacity: '名额',
    capacityValue: (n: number) => `${n} 人`,
    deadline: '报名截止',
    organizer: '主办单位',
    status: { open: '报名中', closed: '报名已截止', ended: '已结束', ongoing: '进行中' },
  },

  a11y: {
    activityFacts: '活动信息',
    alumnusProfile: '校友简介',
    organizationFacts: '组织信息',
    organizationKinds: '组织类型',
    qrCodes: '二维码',
    breadcrumb: '面包屑',
    navigationProgress: '页面加载进度',
  },

  alumni: {
    classOf: '届别',
    graduation: (year: number) => `${year} 届`,
    faculty: '院系',
    major: '专业',
  },

  organization: {
    kinds: { regional: '地方校友会', industry: '行业校友会', interest: '兴趣协会' } as Record<string, string>,
    allKinds: '全部',
    region: '所在地区',
    founded: '成立时间',
    members: '会员人数',
    membersValue: (n: number) => `${n} 人`,
    leader: '负责人',
    contact: '联系方式',
  },

  footer: {
    schoolLinks: '学校概况',
    facultyLinks: '院系导航',
    contact: '联系我们',
    address: '地址',
    postcode: '邮编',
    phone: '电话',
    email: '邮箱',
    serviceAccount: '校友总会服务号',
    miniProgram: '校友总会小程序',
  },

  mobileHint: {
    title: '提示',
    body: (miniProgram: string) => `为获得完整的校友服务，请使用微信扫描下方二维码，进入“${miniProgram}”小程序。`,
    qrAlt: '校友总会小程序二维码',
    ok: '我知道了',
    open: '使用小程序',
  },

  iframe: {
    loading: '页面加载中…',
    title: (name: string) => name || '外部页面',
    outsideTitle: '即将访问外部网站',
    outsideBody: '该页面不属于本站允许嵌入的网站，无法在本站内显示。请确认网址可信后，在新窗口中打开：',
    outsideOpen: '在新窗口中打开',
  },

  error: {
    notFound: '访问的页面不存在',
    generic: '出错了',
    notFoundHint: '您访问的地址可能已被删除、更名或暂时不可用。',
    genericHint: '页面遇到了一点问题，请稍后重试。',
    back: '返回',
    home: '首页',
    /** a detail page whose record does not exist (or was withdrawn): toasted, then home */
    recordMissing: '您访问的内容不存在或已下线，即将返回首页',
  },

  // Spec section 8: HTTP status messages, word for word.
  http: {
    400: '请求参数错误',
    401: '账号已过期，请重新登录',
    403: '拒绝访问',
    404: '请求地址出错',
    408: '请求超时',
    500: 'API接口报500错误',
    501: '服务未实现',
    502: '网关错误',
    503: '服务不可用',
    504: '网关超时',
    505: 'HTTP版本不受支持',
    other: '接口错误',
  } as Record<number | 'other', string>,

  externalLink: '（在新窗口打开）',

  dialog: { confirm: '确定', cancel: '取消', title: '提示' },
  elder,

  card,
  policy,
  consent,
  alumniSearch,
  search,
  organizationJoin,
  donation,
  appointment,
  proof,
  cardVerify,
  share,
  dataExport,
  companies,
  recruitment,
  alumniMap,
  scenery,
  activityApply,

  services: {
    needsNetwork: '当前处于离线状态：本服务需要联网才能查询和提交，您已填写的内容会保存在本机。',
  },

  upload: {
    choose: '选择图片',
    replace: '更换图片',
    uploading: '正在上传…',
    hint: '支持 PNG、JPEG、WebP，不超过 5 MB',
    wrongType: '仅支持 PNG、JPEG 或 WebP 格式的图片',
    tooLarge: '图片不能超过 5 MB',
    failed: '上传失败，请重试',
  },

  form: { submit: '提交', submitting: '提交中…', cancel: '取消', reset: '清空' },

  pwa: {
    offlineBanner: '当前处于离线状态，正在显示缓存内容',
    offlineTitle: '网络未连接',
    offlineBody: '这个页面还没有缓存到本机，连接网络后即可查看。已读过的页面离线时也能打开。',
    retry: '重试',
    addToHome: '添加到主屏幕',
    installDesktop: '安装应用',
    iosSteps: '添加到主屏幕：点击浏览器底部的“分享”按钮，然后选择“添加到主屏幕”。',
    updateAvailable: '有新版本可用',
    refresh: '刷新',
  },

  personal: {
    nav: '个人中心导航',
    pages: {
      message: '我的消息',
      activity: '我的活动',
      organization: '我的组织',
      alumCompany: '我的企业',
      alumInfo: '我的校友卡',
      donation: '捐赠记录',
      returnSchool: '返校记录',
      privacyPolicy: '隐私政策',
      accountSettings: '账号设置',
    } as Record<string, string>,
    cardStatus: { verified: '校友卡已认证', pending: '校友卡审核中', rejected: '校友卡未通过审核' } as Record<string, string>,
    member: '组织成员',
  },

  messages: {
    empty: '暂无消息',
    readAll: '全部标为已读',
    unread: '未读',
    unreadCount: (n: number) => `${n} 条未读消息`,
    kinds: { system: '系统通知', review: '审核结果', activity: '活动提醒' } as Record<string, string>,
  },

  settings: {
    name: '姓名',
    userCode: '学号',
    organization: '所属组织',
    profile: '账号信息',
    notify: {
      title: '消息通知',
      hint: '系统通知总会送达；以下两类消息可按需关闭，关闭后不再写入“我的消息”。',
      review: '审核结果通知（入会、企业入驻、证明补办等）',
      activity: '活动提醒（活动报名、返校预约）',
      loading: '正在读取通知设置…',
      saved: '通知设置已保存',
    },
    binding: {
      title: '绑定的微信',
      hint: '您通过以下微信账号扫码登录本站。如需更换，请在微信小程序中操作。',
      none: '当前账号未绑定微信。',
      nickname: '微信昵称',
      openid: '微信标识',
      loading: '正在读取绑定信息…',
      failed: '暂时无法读取绑定信息，请稍后刷新页面重试。',
    },
    logoutHint: '退出后，本设备上的个人数据会一并清除。',
    loadFailed: '暂时无法读取设置，请稍后刷新页面重试。',
  },

  // Spec sections 5 and 8, word for word.
  access: {
    pleaseLogin: '请先登录',
    graduatesOnly: '仅毕业生可以申请',
    cardPending: '您申请的校友卡正在等待审核',
    cardRejected: '您申请的校友卡审核不通过，请您去微信小程序进行修改',
    unread: '您有未读消息，请进入个人中心-我的消息查看。',
    phoneLogin: '请您去微信小程序登录。',
  },

  loginFlow: {
    stateMismatch: '登录校验失败：本次登录请求不是从本站发起的，或已过期。请返回重新登录。',
    unboundTitle: '该微信账号尚未绑定校友身份',
    unboundBody: (miniProgram: string) => `请使用微信扫描下方二维码，进入“${miniProgram}”小程序完成校友注册与认证，然后再回到本站登录。`,
    expiredTitle: '二维码已失效',
    expiredBody: '登录二维码已过期或已被使用，请重新扫码登录。',
    disabledTitle: '该账号已停用',
    disabledBody: '您的账号已被停用。如有疑问，请联系校友工作办公室：',
    failedTitle: '登录失败',
    failedBody: '登录时遇到问题，请稍后重试。',
    rescan: '重新扫码登录',
    retry: '重试',
    backHome: '返回首页',
    miniProgramQr: (miniProgram: string) => `“${miniProgram}”小程序二维码`,
  },
} as const;
