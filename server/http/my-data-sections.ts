import type { MyData } from '../../src/shared/api/my-data.ts';
import { ROSTER_FIELDS, ROSTER_HEADERS } from '../../src/shared/admin/roster.ts';
import {
  CERTIFICATE_WORDS,
  DONATION_WORDS,
  MEMBERSHIP_WORDS,
  REVIEW_WORDS,
  SIGNUP_WORDS,
  VISIT_WORDS,
} from '../../src/shared/status-words.ts';

// 下载我的数据, section by section: what each part is called, what it holds (a sentence the alumnus reads), and each
// field's Chinese name. The JSON file and the HTML page are both written from these, so they say the same thing.

export type Cell = string | number | boolean | null | Array<Record<string, Cell>>;
export type FieldRecord = Record<string, Cell>;

export interface Column {
  key: string;
  label: string;
  /** stored codes shown as words (a status); an unknown code is shown as it is */
  words?: Readonly<Record<string, string>>;
  /** a list of records inside the cell (a booking's visitors), with their own columns */
  columns?: readonly Column[];
}

export interface Section {
  title: string;
  note: string;
  /** one record (the profile) rather than a list */
  single?: boolean;
  columns: readonly Column[];
  /** the stored rows, read by each column's key */
  rows: readonly object[];
}

const col = (key: string, label: string, words?: Record<string, string>): Column => ({ key, label, ...(words ? { words } : {}) });

/** The sections of the export, in the order the page shows them. */
export function myDataSections(data: MyData): Section[] {
  return [
    {
      title: '个人资料',
      note: '您在本站登记的校友信息，以及校友卡的审核状态。',
      single: true,
      rows: [data.profile],
      columns: [
        col('name', '姓名'),
        col('userType', '用户类型', { alumni: '校友', member: '校友组织成员' }),
        col('studentCurrentStatus', '学籍状态代码'),
        col('cardStatus', '校友卡状态', { verified: '已认证', pending: '审核中', rejected: '未通过' }),
        col('cardRejectReason', '校友卡未通过原因'),
        col('studentNo', '学号'),
        col('faculty', '院系'),
        col('major', '专业'),
        col('graduationYear', '毕业年份'),
        col('city', '所在城市'),
        col('company', '工作单位'),
        col('phone', '手机号'),
        col('photo', '照片'),
        col('cardNo', '校友卡号'),
        col('organizationName', '所属组织'),
        col('idNumberTail', '身份证号后 6 位'),
        col('disabled', '账号已停用'),
        col('createdAt', '注册时间'),
      ],
    },
    {
      title: '学校花名册中的记录',
      note: '学校毕业生名册（花名册）中与您的账号关联的学籍记录（校友卡按这条记录核验通过），由校友办公室根据学校提供的名册维护；其中的身份证号、手机号只显示部分数字；注销账号后由学校保留，不再与本站账号关联。',
      rows: data.roster,
      columns: [...ROSTER_FIELDS.map((f) => col(f, ROSTER_HEADERS[f])), col('tags', '标签')],
    },
    {
      title: '校友查询隐私设置',
      note: '其他校友在“校友查询”中能否找到您，以及能否看到您的城市和工作单位。',
      single: true,
      rows: [data.profile],
      columns: [col('findable', '允许其他校友查到我'), col('showCity', '显示所在城市'), col('showCompany', '显示工作单位')],
    },
    {
      title: '消息通知设置',
      note: '您选择接收的消息类别；系统通知总会送达。',
      single: true,
      rows: [data.profile],
      columns: [col('notifyReview', '接收审核结果通知'), col('notifyActivity', '接收活动提醒')],
    },
    {
      title: '绑定的微信',
      note: '您用来登录本站的微信账号（仅昵称；微信的账号标识不在导出之列）。',
      rows: data.wechat,
      columns: [col('nickname', '微信昵称')],
    },
    {
      title: '我的消息',
      note: '本站发给您的全部消息，及您阅读的时间。',
      rows: data.messages,
      columns: [
        col('kind', '类别', { system: '系统通知', review: '审核结果', activity: '活动提醒' }),
        col('title', '标题'),
        col('content', '内容'),
        col('createdAt', '发送时间'),
        col('readAt', '阅读时间'),
      ],
    },
    {
      title: '活动报名',
      note: '您报名参加的校友活动，包括已取消的报名和签到时间。',
      rows: data.signups,
      columns: [
        col('activity', '活动'),
        col('startTime', '活动开始时间'),
        col('place', '地点'),
        col('status', '状态', SIGNUP_WORDS),
        col('createdAt', '报名时间'),
        col('cancelledAt', '取消时间'),
        col('checkedInAt', '签到时间'),
      ],
    },
    {
      title: '我申办的活动',
      note: '您向校友会提出举办的活动及其审核结果。',
      rows: data.proposals,
      columns: [
        col('title', '活动名称'),
        col('activityType', '活动类型'),
        col('startTime', '开始时间'),
        col('endTime', '结束时间'),
        col('place', '地点'),
        col('capacity', '人数上限'),
        col('signupDeadline', '报名截止'),
        col('description', '活动介绍'),
        col('cover', '封面图片'),
        col('status', '审核状态', REVIEW_WORDS),
        col('reviewNote', '审核意见'),
        col('createdAt', '提交时间'),
        col('reviewedAt', '审核时间'),
      ],
    },
    {
      title: '校友组织',
      note: '您申请加入的校友组织；状态为“已加入”的即您所在的组织。',
      rows: data.organizations,
      columns: [
        col('organization', '组织'),
        col('reason', '申请理由'),
        col('status', '状态', MEMBERSHIP_WORDS),
        col('reviewNote', '审核意见'),
        col('createdAt', '申请时间'),
        col('reviewedAt', '审核时间'),
      ],
    },
    {
      title: '企业入驻申请',
      note: '您为校友企业提交的入驻申请，含您填写的联系人信息。',
      rows: data.companies,
      columns: [
        col('name', '企业名称'),
        col('industry', '行业'),
        col('scale', '规模'),
        col('city', '城市'),
        col('logo', '标志图片'),
        col('introduction', '企业介绍'),
        col('contactName', '联系人'),
        col('contactPhone', '联系电话'),
        col('contactEmail', '联系邮箱'),
        col('status', '审核状态', REVIEW_WORDS),
        col('reviewNote', '审核意见'),
        col('createdAt', '提交时间'),
        col('reviewedAt', '审核时间'),
      ],
    },
    {
      title: '企业发布的职位',
      note: '经您申请入驻的企业在本站发布的招聘职位。',
      rows: data.jobs,
      columns: [
        col('company', '企业'),
        col('title', '职位'),
        col('city', '城市'),
        col('salaryMin', '最低月薪（元）'),
        col('salaryMax', '最高月薪（元）'),
        col('education', '学历要求'),
        col('experience', '经验要求'),
        col('headcount', '招聘人数'),
        col('description', '职位描述'),
        col('status', '状态', { open: '招聘中', closed: '已结束' }),
        col('publishedAt', '发布时间'),
      ],
    },
    {
      title: '捐赠记录',
      note: '您的每一笔捐赠及其支付状态。',
      rows: data.donations,
      columns: [
        col('project', '捐赠项目'),
        col('amount', '金额（元）'),
        col('anonymous', '匿名捐赠'),
        col('message', '留言'),
        col('status', '状态', DONATION_WORDS),
        col('orderNo', '订单号'),
        col('createdAt', '下单时间'),
        col('paidAt', '支付时间'),
      ],
    },
    {
      title: '返校预约',
      note: '您预约的返校参观，含同行来访人的姓名和完整身份证号（仅供您本人核对）。',
      rows: data.visits,
      columns: [
        col('visitDate', '返校日期'),
        col('slot', '时段'),
        col('visitorCount', '来访人数'),
        col('carPlate', '车牌号'),
        col('reason', '返校事由'),
        col('status', '状态', VISIT_WORDS),
        col('createdAt', '预约时间'),
        col('cancelledAt', '取消时间'),
        col('checkedInAt', '到校登记时间'),
        { key: 'visitors', label: '来访人', columns: [col('name', '姓名'), col('idNumber', '身份证号')] },
      ],
    },
    {
      title: '证明补办申请',
      note: '您申请补办的证明，含您填写的手机号、身份证号和邮寄地址。',
      rows: data.certificates,
      columns: [
        col('certificateType', '证明类型'),
        col('name', '姓名'),
        col('studentNo', '学号'),
        col('faculty', '院系'),
        col('major', '专业'),
        col('graduationYear', '毕业年份'),
        col('reason', '申请理由'),
        col('delivery', '领取方式', { post: '邮寄', pickup: '到校领取' }),
        col('address', '邮寄地址'),
        col('phone', '手机号'),
        col('idNumber', '身份证号'),
        col('status', '状态', CERTIFICATE_WORDS),
        col('rejectReason', '未通过原因'),
        col('trackingNo', '快递单号'),
        col('createdAt', '提交时间'),
        col('updatedAt', '更新时间'),
      ],
    },
    {
      title: '上传的图片',
      note: '您上传到本站的图片文件（如企业标志、活动封面）。',
      rows: data.uploads,
      columns: [col('path', '地址'), col('originalName', '原文件名'), col('size', '大小（字节）'), col('createdAt', '上传时间')],
    },
    {
      title: '登录记录',
      note: '您每次登录本站的时间，以及这次登录何时到期或退出（不含登录凭证本身）。',
      rows: data.sessions,
      columns: [col('createdAt', '登录时间'), col('expiresAt', '到期时间'), col('revokedAt', '退出时间')],
    },
    {
      title: '小程序订阅消息',
      note: '您在小程序中允许接收后，本站通过微信发给您的订阅消息（审核结果通知、活动提醒）及其发送结果。',
      rows: data.subscribeMessages,
      columns: [
        col('kind', '类别', { review: '审核结果通知', activity: '活动提醒' }),
        col('state', '状态', { pending: '待发送', sent: '已发送', failed: '发送失败' }),
        col('outcome', '结果'),
        col('createdAt', '生成时间'),
        col('finishedAt', '完成时间'),
      ],
    },
    {
      title: '同意记录',
      note: '您对隐私政策各版本的同意或不同意，以及提交身份证号时单独给出的同意（含用途）。',
      rows: data.consents,
      columns: [
        col('kind', '事项', { privacy_policy: '隐私政策', id_number: '提供身份证号' }),
        col('policyVersion', '隐私政策版本'),
        col('decision', '决定', { agreed: '同意', declined: '不同意' }),
        col('purpose', '用途'),
        col('createdAt', '时间'),
      ],
    },
  ];
}

/** A stored row's field by the column's key. */
export const fieldOf = (row: object, key: string): unknown => (row as Record<string, unknown>)[key];

/** One stored value as the export states it: codes as words, nested lists under their own Chinese names. */
export function cellOf(column: Column, value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (column.columns && Array.isArray(value)) return value.map((item: object) => recordOf(column.columns!, item));
  if (column.words && typeof value === 'string') return column.words[value] ?? value;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return String(value);
}

/** A row as `{ 中文字段名: value }`. */
export function recordOf(columns: readonly Column[], row: object): FieldRecord {
  return Object.fromEntries(columns.map((c) => [c.label, cellOf(c, fieldOf(row, c.key))]));
}
