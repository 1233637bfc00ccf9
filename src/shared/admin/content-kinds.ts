// What the console publishes, declared once: each kind's form (the body of create and edit, checked by the console as
// the editor types and by the server again), which fields hold HTML (sanitised when saved) and pictures, and the
// rules between fields. The server's routes and queries and the console's screens are all driven from this table.
import { DATE_PATTERN, isCalendarDate, isCalendarDateTime } from '../calendar.ts';
import type { FieldSchema, FormErrors, FormSchema } from '../forms.ts';
import { EDUCATION_LEVELS, EMAIL_PATTERN, IMAGE_PATH_PATTERN, MOBILE_PATTERN } from '../company-forms.ts';
import { ORGANIZATION_KINDS } from '../api/content.ts';
import { SEASONS } from '../api/map-scenery.ts';

export const PUBLISH_STATES = ['draft', 'published', 'offline'] as const;
export type PublishState = (typeof PUBLISH_STATES)[number];
export const PUBLISH_STATE_LABELS: Record<PublishState, string> = { draft: '草稿', published: '已发布', offline: '已下线' };

/** The console list's state filter: a publish state, or the deleted rows (which the default list leaves out). */
export const CONTENT_STATE_FILTERS = [...PUBLISH_STATES, 'deleted'] as const;
export type ContentStateFilter = (typeof CONTENT_STATE_FILTERS)[number];

/** An ISO 8601 time with its offset: the console sends what the editor picked in their own time zone, unambiguously. */
const DATETIME = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$';
const HTTP_URL = '^https?://[^\\s<>"]+$';

/** The longest HTML body a page may hold, in characters (the request itself is capped at 1 MB). */
export const HTML_MAX = 100_000;

const text = (title: string, minLength: number, maxLength: number): FieldSchema => ({ type: 'string', title, minLength, maxLength });
const html = (title: string): FieldSchema => ({ type: 'string', title, minLength: 1, maxLength: HTML_MAX });
const image = (title: string): FieldSchema => ({
  type: 'string',
  title,
  maxLength: 200,
  pattern: IMAGE_PATH_PATTERN,
  patternMessage: `请上传${title}`,
});
/** A date (or date and time) picked from a calendar: its pattern, and a real day of that calendar. */
const calendarField = (title: string, maxLength: number, pattern: string, isValid: (value: string) => boolean): FieldSchema => ({
  type: 'string',
  title,
  maxLength,
  pattern,
  patternMessage: `请选择有效的${title}`,
  check: (v) => (isValid(v) ? '' : `请选择有效的${title}`),
});
const datetime = (title: string) => calendarField(title, 40, DATETIME, isCalendarDateTime);
const date = (title: string) => calendarField(title, 10, DATE_PATTERN, isCalendarDate);
const int = (title: string, minimum: number, maximum: number): FieldSchema => ({ type: 'integer', title, minimum, maximum });
const choice = (title: string, values: readonly string[]): FieldSchema => ({ type: 'string', title, maxLength: 40, enum: values });

/** Every kind's publishing fields: the state, and when it goes public (later than now: a scheduled publication). */
const publishing = {
  publishState: choice('发布状态', PUBLISH_STATES),
  publishedAt: datetime('发布时间'),
};

function form(required: readonly string[], properties: Record<string, FieldSchema>): FormSchema {
  return {
    type: 'object',
    additionalProperties: false,
    required: [...required, 'publishState'],
    properties: { ...properties, ...publishing },
  };
}

const parse = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Date.parse(value) : NaN);

/** A cross-check: `field` must not be below `floor` (numbers, or with `read` dates), else `message` on `field`. */
const notBelow =
  (field: string, floor: string, message: string, read: (value: unknown) => number = Number) =>
  (v: Record<string, unknown>): FormErrors =>
    read(v[field]) < read(v[floor]) ? { [field]: message } : {};

export interface ContentKind {
  /** the path segment under /api/admin/content/ */
  key: string;
  /** the Chinese noun, in titles and messages */
  what: string;
  form: FormSchema;
  /** the field that names a row in lists and audit entries */
  titleField: 'title' | 'name';
  /** the picture lists show, if the kind has one */
  coverField?: string;
  /** fields holding HTML, sanitised when saved */
  htmlFields: readonly string[];
  /** the rules between fields, after each field passed on its own */
  crossCheck?: (values: Record<string, unknown>) => FormErrors;
}

export const newsKind: ContentKind = {
  key: 'news',
  what: '新闻',
  titleField: 'title',
  coverField: 'cover',
  htmlFields: ['content'],
  form: form(['title', 'summary', 'cover', 'content', 'author', 'source'], {
    title: text('标题', 2, 100),
    summary: text('摘要', 2, 300),
    cover: image('封面图片'),
    content: html('正文'),
    author: text('作者', 1, 40),
    source: text('来源', 1, 60),
  }),
};

export const activityKind: ContentKind = {
  key: 'activities',
  what: '活动',
  titleField: 'title',
  coverField: 'cover',
  htmlFields: ['content'],
  form: form(['title', 'summary', 'cover', 'content', 'place', 'organizer', 'startTime', 'endTime', 'capacity', 'signupDeadline'], {
    title: text('活动名称', 2, 100),
    summary: text('摘要', 2, 300),
    cover: image('封面图片'),
    content: html('活动介绍'),
    place: text('活动地点', 2, 100),
    organizer: text('主办方', 2, 60),
    startTime: datetime('开始时间'),
    endTime: datetime('结束时间'),
    capacity: int('人数上限', 1, 100000),
    signupDeadline: datetime('报名截止时间'),
  }),
  crossCheck: (v) => {
    const errors: FormErrors = {};
    const [start, end, deadline] = [parse(v.startTime), parse(v.endTime), parse(v.signupDeadline)];
    if (end <= start) errors.endTime = '结束时间必须晚于开始时间';
    if (deadline >= start) errors.signupDeadline = '报名截止时间必须早于开始时间';
    return errors;
  },
};

export const outstandingKind: ContentKind = {
  key: 'outstanding',
  what: '杰出校友',
  titleField: 'name',
  coverField: 'photo',
  htmlFields: ['content'],
  form: form(['name', 'honour', 'graduationYear', 'faculty', 'major', 'summary', 'photo', 'content'], {
    name: text('姓名', 2, 40),
    honour: text('荣誉称号', 2, 100),
    graduationYear: int('毕业年份', 1950, 2100),
    faculty: text('院系', 2, 60),
    major: text('专业', 2, 60),
    summary: text('简介', 2, 300),
    photo: image('照片'),
    content: html('事迹'),
  }),
};

export const organizationForm = form(['name', 'kind', 'region', 'summary', 'cover', 'content', 'foundedAt', 'leader', 'contact'], {
  name: text('组织名称', 2, 60),
  kind: choice('组织类型', ORGANIZATION_KINDS),
  region: text('所在地区', 2, 40),
  summary: text('简介', 2, 300),
  cover: image('封面图片'),
  content: html('组织介绍'),
  foundedAt: date('成立日期'),
  leader: text('负责人', 2, 40),
  contact: text('联系方式', 2, 100),
});

export const organizationKind: ContentKind = {
  key: 'organizations',
  what: '校友组织',
  titleField: 'name',
  coverField: 'cover',
  htmlFields: ['content'],
  form: organizationForm,
};

export const sceneryKind: ContentKind = {
  key: 'scenery',
  what: '校园风光',
  titleField: 'title',
  coverField: 'image',
  htmlFields: [],
  form: form(['title', 'description', 'image', 'width', 'height', 'season', 'sort'], {
    title: text('标题', 2, 60),
    description: text('说明', 2, 300),
    image: image('图片'),
    width: int('图片宽度', 1, 20000),
    height: int('图片高度', 1, 20000),
    season: choice('季节', SEASONS),
    sort: int('排序', 0, 100000),
  }),
};

export const DONATION_PROJECT_STATUSES = ['active', 'closed'] as const;

export const donationProjectKind: ContentKind = {
  key: 'donation-projects',
  what: '捐赠项目',
  titleField: 'title',
  coverField: 'cover',
  htmlFields: ['content'],
  form: form(['title', 'summary', 'cover', 'content', 'targetAmount', 'startDate', 'endDate', 'status'], {
    title: text('项目名称', 2, 100),
    summary: text('摘要', 2, 300),
    cover: image('封面图片'),
    content: html('项目介绍'),
    targetAmount: int('目标金额（元）', 1, 1_000_000_000),
    startDate: date('开始日期'),
    endDate: date('结束日期'),
    status: choice('募捐状态', DONATION_PROJECT_STATUSES),
  }),
  crossCheck: notBelow('endDate', 'startDate', '结束日期不能早于开始日期', parse),
};

export const companyKind: ContentKind = {
  key: 'companies',
  what: '校友企业',
  titleField: 'name',
  coverField: 'logo',
  htmlFields: ['introduction'],
  form: form(
    [
      'name',
      'industry',
      'scale',
      'city',
      'logo',
      'summary',
      'introduction',
      'founderName',
      'founderGraduation',
      'contactName',
      'contactPhone',
      'contactEmail',
    ],
    {
      name: text('企业名称', 2, 60),
      industry: text('所属行业', 1, 40),
      scale: text('企业规模', 1, 40),
      city: text('所在城市', 2, 20),
      logo: image('企业标志'),
      summary: text('简介', 2, 300),
      introduction: html('企业介绍'),
      founderName: text('创始校友', 2, 40),
      founderGraduation: text('创始校友届别', 2, 60),
      website: {
        type: 'string',
        title: '企业网站',
        maxLength: 200,
        pattern: HTTP_URL,
        patternMessage: '请输入以 http:// 或 https:// 开头的网址',
      },
      contactName: text('联系人', 2, 20),
      contactPhone: { type: 'string', title: '联系电话', maxLength: 11, pattern: MOBILE_PATTERN, patternMessage: '请输入 11 位手机号码' },
      contactEmail: { type: 'string', title: '联系邮箱', maxLength: 80, pattern: EMAIL_PATTERN, patternMessage: '请输入有效的电子邮箱' },
    },
  ),
};

export const JOB_STATUSES = ['open', 'closed'] as const;

export const jobKind: ContentKind = {
  key: 'jobs',
  what: '招聘岗位',
  titleField: 'title',
  htmlFields: ['description'],
  form: form(['companyId', 'title', 'city', 'salaryMin', 'salaryMax', 'education', 'experience', 'headcount', 'description', 'status'], {
    companyId: int('所属企业', 1, 2147483647),
    title: text('岗位名称', 2, 60),
    city: text('工作城市', 2, 20),
    salaryMin: int('最低月薪（千元）', 0, 1000),
    salaryMax: int('最高月薪（千元）', 0, 1000),
    education: choice('学历要求', EDUCATION_LEVELS),
    experience: text('经验要求', 1, 20),
    headcount: int('招聘人数', 1, 1000),
    description: html('岗位描述'),
    status: choice('招聘状态', JOB_STATUSES),
  }),
  crossCheck: notBelow('salaryMax', 'salaryMin', '最高月薪不能低于最低月薪'),
};

export const noticeKind: ContentKind = {
  key: 'notices',
  what: '通知公告',
  titleField: 'title',
  htmlFields: ['content'],
  form: form(['title', 'content'], {
    title: text('标题', 2, 100),
    content: html('正文'),
  }),
};

/** Every kind, in the console's menu order. */
export const CONTENT_KINDS: readonly ContentKind[] = [
  newsKind,
  noticeKind,
  activityKind,
  outstandingKind,
  organizationKind,
  sceneryKind,
  donationProjectKind,
  companyKind,
  jobKind,
];

/** POST …/:id/publish: optionally when (later than now: scheduled); without it, a draft goes public now. */
export const publishSchema = {
  type: 'object',
  additionalProperties: false,
  required: [],
  properties: { publishedAt: datetime('发布时间') },
} as const satisfies FormSchema;
