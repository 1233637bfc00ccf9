// Navigation, dictionaries and notices of the fictional 滨江城市学院. A real college replaces these rows.

export const ROOT_COLUMN_ID = 1;

type Column = [id: number, pid: number, name: string, linkUrl: string, openType: 'route' | 'external' | 'iframe'];

export const columns: Column[] = [
  [1, 0, '校友总会网站', '', 'route'],
  [10, 1, '首页', '/', 'route'],
  [20, 1, '校友动态', '/article/collegeNews', 'route'],
  [21, 20, '学校新闻', '/article/collegeNews', 'route'],
  [22, 20, '校友活动', '/article/activities', 'route'],
  [23, 20, '杰出校友', '/article/outstandingAlumni', 'route'],
  [30, 1, '校友组织', '/services/organization', 'route'],
  [31, 30, '地方校友会', '/services/organization?kind=regional', 'route'],
  [32, 30, '行业校友会', '/services/organization?kind=industry', 'route'],
  [33, 30, '兴趣协会', '/services/organization?kind=interest', 'route'],
  [40, 1, '校友服务', '/services/seachSchool', 'route'],
  [41, 40, '校友查询', '/services/seachSchool', 'route'],
  [42, 40, '校友捐赠', '/services/donate', 'route'],
  [43, 40, '返校预约', '/services/appointment', 'route'],
  [44, 40, '校友地图', '/services/map', 'route'],
  [45, 40, '校园风光', '/services/scenery', 'route'],
  [46, 40, '证明补办', '/services/alumproof', 'route'],
  [47, 40, '发起活动', '/services/addactivities', 'route'],
  [50, 1, '校企合作', '/services/alumcompany', 'route'],
  [51, 50, '校友企业', '/services/alumcompany', 'route'],
  [52, 50, '企业招聘', '/services/alumcompanyrecruitment', 'route'],
  [53, 50, '申请入驻', '/services/addalumcompany', 'route'],
  [60, 1, '关于我们', '/iframe/61', 'route'],
  [61, 60, '校友会章程', '/pages/charter.html', 'iframe'],
  [62, 60, '学校官网', 'http://www.bjcc.edu.cn/', 'external'],
];

type Dict = [dictType: string, dictValue: string, dictLabel: string];

export const dicts: Dict[] = [
  ['site_info', 'name', '滨江城市学院'],
  ['site_info', 'subtitle', '校友总会'],
  ['site_info', 'slogan', '厚德笃行 · 四海同心'],
  ['site_info', 'hero_text', '无论走多远，母校永远是你的家。欢迎回家，滨江城市学院校友！'],
  ['site_info', 'hero_image', '/media/hero.svg'],
  ['site_info', 'logo', '/media/logo.svg'],
  ['site_info', 'short_name', '滨江校友'],
  ['site_info', 'mini_program_name', '滨江校友'],
  ['site_info', 'card_prefix', 'BJCC'],
  ['footer_school_links', 'http://www.bjcc.edu.cn/xxgk/xxjj.htm', '学校简介'],
  ['footer_school_links', 'http://www.bjcc.edu.cn/xxgk/lsyg.htm', '历史沿革'],
  ['footer_school_links', 'http://www.bjcc.edu.cn/xxgk/xrld.htm', '现任领导'],
  ['footer_school_links', '/services/scenery', '校园风光'],
  ['footer_school_links', '/iframe/61', '校友会章程'],
  ['footer_faculty_links', 'http://xxgc.bjcc.edu.cn/', '信息工程学院'],
  ['footer_faculty_links', 'http://jjgl.bjcc.edu.cn/', '经济管理学院'],
  ['footer_faculty_links', 'http://jzgc.bjcc.edu.cn/', '建筑工程学院'],
  ['footer_faculty_links', 'http://rwcm.bjcc.edu.cn/', '人文与传媒学院'],
  ['footer_faculty_links', 'http://ysj.bjcc.edu.cn/', '艺术设计学院'],
  ['footer_faculty_links', 'http://yxy.bjcc.edu.cn/', '医学院'],
  ['footer_faculty_links', 'http://wgy.bjcc.edu.cn/', '外国语学院'],
  ['footer_faculty_links', 'http://jdgc.bjcc.edu.cn/', '机电工程学院'],
  ['site_contact', 'address', '浙江省滨江市学院路 88 号 校友工作办公室（行政楼 315 室）'],
  ['site_contact', 'postcode', '310058'],
  ['site_contact', 'phone', '0571-8888 0000'],
  ['site_contact', 'email', 'alumni@bjcc.edu.cn'],
  ['site_contact', 'email', 'xiaoyouhui@bjcc.edu.cn'],
  ['site_qrcode', 'service_account', '/media/qr-service-account.svg'],
  ['site_qrcode', 'mini_program', '/media/qr-mini-program.svg'],
  ['site_filing', 'icp', '浙ICP备05012345号-1'],
  ['site_filing', 'police', '浙公网安备 33010602000188号'],
  ['site_filing', 'copyright', '版权所有 © 滨江城市学院校友总会'],
  ['donation_transfer', 'account_name', '滨江城市学院教育基金会'],
  ['donation_transfer', 'bank', '中国工商银行滨江学院路支行'],
  ['donation_transfer', 'account_no', '1202 0211 0900 1234 567'],
  ['donation_transfer', 'remark', '捐赠＋您的姓名＋项目名称'],
];

export const notices: Array<[title: string, content: string, publishedAt: string]> = [
  [
    '关于征集校友发展基金年度捐赠项目意见的通知',
    '<p>校友总会拟于下一年度新设若干捐赠项目，欢迎各位校友通过校友邮箱或各地校友会提出建议。</p><p>征集截止日期为 2026 年 6 月 30 日。</p>',
    '2026-05-12T09:30:00+08:00',
  ],
  [
    '2026 届毕业生校友卡集中办理通知',
    '<p>2026 届毕业生可于 6 月 20 日至 6 月 28 日在微信小程序中申领校友卡，审核通过后即可使用校友服务。</p>',
    '2026-06-15T14:00:00+08:00',
  ],
  [
    '暑期校友服务时间调整的公告',
    '<p>7 月 13 日至 8 月 23 日期间，校友总会办公室工作时间调整为周一至周五 9:00—16:00，返校预约服务照常开放。</p>',
    '2026-07-08T10:00:00+08:00',
  ],
  [
    '关于开展 2026 年度校友信息更新工作的通知',
    '<p>请各位校友登录微信小程序核对并更新个人联系方式、工作单位等信息。</p>',
    '2026-09-01T09:00:00+08:00',
  ],
  ['2026 年校友返校日报名通知', '<p>校友返校日定于 12 月举行，请通过返校预约服务提前登记。</p>', '2026-10-20T10:00:00+08:00'],
  ['校友卡线上申领与审核说明', '<p>校友卡可在微信小程序中申领，审核结果将通过站内消息通知。</p>', '2026-11-05T15:30:00+08:00'],
];
