// Demo people for the login stand-in. Names are exact: the tests and the README name them.

export interface SeedPerson {
  openid: string;
  nickname: string;
  user?: {
    name: string;
    userType: 'alumni' | 'member';
    studentCurrentStatus: string;
    cardStatus: 'verified' | 'pending' | 'rejected';
    cardRejectReason?: string;
    studentNo?: string;
    faculty?: string;
    major?: string;
    graduationYear?: number;
    city?: string;
    company?: string;
    phone?: string;
    photo?: string;
    cardNo?: string;
    organizationName?: string;
    disabled?: boolean;
  };
  unread?: number;
}

export const people: SeedPerson[] = [
  {
    openid: 'demo-zhangming',
    nickname: '张明',
    unread: 3,
    user: {
      name: '张明',
      userType: 'alumni',
      studentCurrentStatus: '07',
      cardStatus: 'verified',
      studentNo: '2012030115',
      faculty: '信息工程学院',
      major: '计算机科学与技术',
      graduationYear: 2016,
      city: '杭州',
      company: '滨江云图科技有限公司',
      phone: '13800005678',
      photo: '/media/portrait-01.svg',
      cardNo: 'BJCC-2016-000315',
    },
  },
  {
    openid: 'demo-lihua',
    nickname: '李华',
    user: {
      name: '李华',
      userType: 'alumni',
      studentCurrentStatus: '01',
      cardStatus: 'verified',
      studentNo: '2023050208',
      faculty: '经济管理学院',
      major: '市场营销',
      graduationYear: 2027,
      city: '杭州市滨江区',
      phone: '13900001234',
      photo: '/media/portrait-05.svg',
      cardNo: 'BJCC-2027-000208',
    },
  },
  {
    openid: 'demo-wangfang',
    nickname: '王芳',
    user: {
      name: '王芳',
      userType: 'alumni',
      studentCurrentStatus: '07',
      cardStatus: 'pending',
      studentNo: '2010070321',
      faculty: '人文与传媒学院',
      major: '汉语言文学',
      graduationYear: 2014,
      city: '上海',
      phone: '13700003321',
      photo: '/media/portrait-03.svg',
    },
  },
  {
    openid: 'demo-zhaolei',
    nickname: '赵磊',
    user: {
      name: '赵磊',
      userType: 'alumni',
      studentCurrentStatus: '08',
      cardStatus: 'rejected',
      cardRejectReason: '上传的毕业证书照片不清晰，请重新上传。',
      studentNo: '2005020117',
      faculty: '建筑工程学院',
      major: '土木工程',
      graduationYear: 2009,
      city: '深圳',
      phone: '13600000117',
      photo: '/media/portrait-04.svg',
    },
  },
  {
    openid: 'demo-chenjing',
    nickname: '陈静',
    user: {
      name: '陈静',
      userType: 'member',
      studentCurrentStatus: 'sysOrMember',
      cardStatus: 'verified',
      organizationName: '滨江城市学院上海校友会',
      city: '上海',
      phone: '13500002288',
      photo: '/media/portrait-06.svg',
    },
  },
  { openid: 'demo-unbound', nickname: '未绑定用户' },
  {
    openid: 'demo-disabled',
    nickname: '停用用户',
    user: {
      name: '停用用户',
      userType: 'alumni',
      studentCurrentStatus: '07',
      cardStatus: 'verified',
      studentNo: '2001010101',
      faculty: '机电工程学院',
      major: '机械设计制造及其自动化',
      graduationYear: 2005,
      disabled: true,
    },
  },
];

export const messages: Array<{ kind: 'system' | 'review' | 'activity'; title: string; content: string; daysAgo: number; read: boolean }> = [
  {
    kind: 'review',
    title: '您的校友卡审核已通过',
    content: '<p>您申请的电子校友卡已通过审核，可在个人中心“我的校友卡”查看与保存。</p>',
    daysAgo: 40,
    read: true,
  },
  {
    kind: 'system',
    title: '欢迎加入滨江城市学院校友总会',
    content: '<p>感谢您注册校友门户。完善个人信息后，可使用校友查询、返校预约等服务。</p>',
    daysAgo: 41,
    read: true,
  },
  {
    kind: 'activity',
    title: '活动提醒：2027 届毕业生春季校友企业专场招聘会',
    content: '<p>您关注的招聘会将于 2027 年 3 月 20 日在体育馆一层举行，欢迎届时参加。</p>',
    daysAgo: 2,
    read: false,
  },
  {
    kind: 'system',
    title: '2026 年校友返校日报名开启',
    content: '<p>校友返校日定于 12 月举行，请通过“返校预约”提前登记入校信息。</p>',
    daysAgo: 5,
    read: false,
  },
  {
    kind: 'activity',
    title: '杭州校友会年会邀请',
    content: '<p>杭州校友会 2026 年年会将于 12 月 12 日举行，诚邀您拨冗出席。</p>',
    daysAgo: 1,
    read: false,
  },
];

export const cardTemplates = [
  {
    name: '经典蓝',
    active: true,
    defaultTemplate: true,
    background: '/media/hero.svg',
    textColor: '#FFFFFF',
    accentColor: '#C8A45C',
    layout: 'classic',
  },
  {
    name: '素雅白',
    active: true,
    defaultTemplate: false,
    background: '/media/cover-03.svg',
    textColor: '#1F2328',
    accentColor: '#0F4C81',
    layout: 'light',
  },
];
