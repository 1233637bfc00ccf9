import { ROSTER_EDITABLE, ROSTER_FIELDS } from '../admin/roster.ts';
import { ROSTER_FILTER_NAME_MAX, ROSTER_TAG_MAX, ROSTER_TAGS_MAX } from '../admin/roster-filter.ts';
import { HISTORY_KINDS, type HistoryKind } from '../admin/record-history.ts';
import { pageQuerySchema } from './query.ts';
import type { SchemaType } from './schema-type.ts';
import { int, pageData, record, str } from './shapes.ts';

// 校友信息库's API: a file to preview or import, the preview's answer, batches, the list of records and one record.

/** POST …/preview and …/import: the file, as multipart field `file` (its name says .xlsx or .csv). */
export const rosterFileBodySchema = {
  type: ['object', 'null'],
  required: ['file'],
  properties: { file: { type: 'string', format: 'binary', description: '花名册文件：.xlsx 或 .csv（UTF-8 或 GBK），不超过 30 MB' } },
} as const;

const rowProblemSchema = record({ line: int, name: str, studentNo: str, problems: { type: 'array', items: str } });

const differenceSchema = record({ field: str, label: str, before: str, after: str });

export const rosterPreviewSchema = record({
  rows: { ...int, description: '数据行数' },
  problems: { type: 'array', items: rowProblemSchema, description: '有问题的行及其问题' },
  created: { ...int, description: '新增的记录数' },
  changed: {
    type: 'array',
    description: '将被更新的记录（按学号匹配）及其变化',
    items: record({ studentNo: str, name: str, differences: { type: 'array', items: differenceSchema } }),
  },
  unchanged: { ...int, description: '内容未变的记录数' },
});
export type RosterPreview = SchemaType<typeof rosterPreviewSchema>;

export const rosterBatchSchema = record({
  id: int,
  fileName: str,
  staffAccount: str,
  newCount: int,
  changedCount: int,
  unchangedCount: int,
  createdAt: { type: 'string', format: 'date-time' },
  undoneAt: { type: ['string', 'null'], format: 'date-time' },
});
export type RosterBatchItem = SchemaType<typeof rosterBatchSchema>;

const recordProperties = Object.fromEntries(ROSTER_FIELDS.map((f) => [f, str])) as Record<(typeof ROSTER_FIELDS)[number], typeof str>;

export const rosterRecordSchema = {
  type: 'object',
  required: ['id', 'registered', 'tags', 'formerStudentNos', ...ROSTER_FIELDS],
  properties: {
    id: int,
    registered: { type: 'boolean', description: '已有门户账号（按学号）' },
    tags: { type: 'array', items: str, description: '校友办公室给记录加的标签' },
    formerStudentNos: {
      type: 'array',
      items: str,
      description: '并入本记录的其他记录的学号（导入、校友卡核验和门户账号仍按它们找到本记录）',
    },
    ...recordProperties,
  },
} as const;
export type RosterRecordItem = { id: number; registered: boolean; tags: string[]; formerStudentNos: string[] } & Record<
  (typeof ROSTER_FIELDS)[number],
  string
>;

export const rosterListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...pageQuerySchema.properties,
    graduationYear: { type: 'integer', minimum: 1950, maximum: 2100, description: '毕业年份' },
    faculty: { type: 'string', maxLength: 60, description: '院系' },
    major: { type: 'string', maxLength: 60, description: '专业' },
    city: { type: 'string', maxLength: 60, description: '所在城市' },
    tag: { type: 'string', maxLength: ROSTER_TAG_MAX, description: '标签' },
    registered: { type: 'string', enum: ['yes', 'no'], description: 'yes 已注册门户账号，no 尚未注册' },
    keyword: { type: 'string', maxLength: 40, description: '姓名中的任意连续文字、姓名的拼音首字母（如 wxl），或学号' },
  },
} as const;
export type RosterListQuery = SchemaType<typeof rosterListQuerySchema>;

export const rosterListSchema = pageData(rosterRecordSchema, {
  faculties: { type: 'array', items: str, description: '花名册中的院系，供筛选' },
  majors: { type: 'array', items: str, description: '花名册中的专业，供筛选' },
  cities: { type: 'array', items: str, description: '花名册中的所在城市，供筛选' },
  tags: { type: 'array', items: str, description: '记录上用过的标签，供筛选' },
});

/** The criteria of a saved filter (POST …/filters), each optional; at least one is required. */
const criteriaProperties = {
  graduationYear: { type: 'integer', minimum: 1950, maximum: 2100, description: '毕业年份' },
  faculty: { type: 'string', maxLength: 60, description: '院系' },
  major: { type: 'string', maxLength: 60, description: '专业' },
  city: { type: 'string', maxLength: 60, description: '所在城市' },
  tag: { type: 'string', maxLength: ROSTER_TAG_MAX, description: '标签' },
} as const;

export const rosterFilterBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: {
    name: { type: 'string', maxLength: ROSTER_FILTER_NAME_MAX, description: '筛选的名称，如“2016 届计算机学院杭州”' },
    ...criteriaProperties,
  },
} as const;
export type RosterFilterBody = SchemaType<typeof rosterFilterBodySchema>;

export const rosterFilterSchema = record({
  id: int,
  name: str,
  graduationYear: { type: ['integer', 'null'] },
  faculty: str,
  major: str,
  city: str,
  tag: str,
  label: { type: 'string', description: '条件的说明，如“2016 届 · 计算机学院 · 杭州市”' },
  staffAccount: str,
  createdAt: { type: 'string', format: 'date-time' },
});
export type RosterFilterItem = SchemaType<typeof rosterFilterSchema>;

/** GET …/records/export: the list's filters (no paging), and the file's format. */
export const rosterExportQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...criteriaProperties,
    registered: rosterListQuerySchema.properties.registered,
    keyword: rosterListQuerySchema.properties.keyword,
  },
} as const;

export const rosterAccountSchema = {
  type: ['object', 'null'],
  required: ['id', 'name', 'cardStatus', 'cardNo', 'createdAt'],
  properties: { id: int, name: str, cardStatus: str, cardNo: str, createdAt: { type: 'string', format: 'date-time' } },
} as const;

/** What the linked account has done: its latest records of every kind, newest first, and how many of each. */
export const rosterHistorySchema = {
  type: ['object', 'null'],
  required: ['items', 'counts'],
  properties: {
    items: {
      type: 'array',
      items: record({
        kind: { type: 'string', enum: HISTORY_KINDS },
        title: str,
        status: str,
        at: { type: 'string', format: 'date-time' },
      }),
    },
    counts: { type: 'object', additionalProperties: int },
  },
} as const;

export const rosterRecordDetailSchema = record({
  record: rosterRecordSchema,
  account: rosterAccountSchema,
  history: rosterHistorySchema,
  fullNumbers: { type: 'boolean', description: '身份证号、手机是否完整显示（有权限时，查看记入审计日志）' },
});
export interface RosterRecordDetail {
  record: RosterRecordItem;
  account: { id: number; name: string; cardStatus: string; cardNo: string; createdAt: string } | null;
  history: {
    items: Array<{ kind: HistoryKind; title: string; status: string; at: string }>;
    counts: Partial<Record<HistoryKind, number>>;
  } | null;
  fullNumbers: boolean;
}

export const rosterEditBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['field', 'value'],
  properties: {
    field: { type: 'string', enum: ROSTER_EDITABLE, description: '要修改的字段' },
    value: { type: 'string', maxLength: 100, description: '新的内容' },
  },
} as const;
export type RosterEditBody = SchemaType<typeof rosterEditBodySchema>;

/**
 * POST …/records/{id}/merge: the other record of the same person, merged into this one, and per field which record's
 * value the merged record keeps (`this` or `other`); a field not named keeps this record's value, or takes the other's
 * where this one's is empty.
 */
export const rosterMergeBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['otherId'],
  properties: {
    otherId: { type: 'integer', minimum: 1, maximum: 2147483647, description: '并入本记录、随后删除的另一条记录' },
    choices: {
      type: 'object',
      additionalProperties: false,
      description:
        '逐个字段选择保留哪条记录的内容：this 本记录，other 另一条记录；未列出的字段保留本记录的内容，本记录为空时取另一条的（学号不可选）',
      properties: Object.fromEntries(ROSTER_EDITABLE.map((f) => [f, { type: 'string', enum: ['this', 'other'] }])) as Record<
        (typeof ROSTER_EDITABLE)[number],
        { type: 'string'; enum: ['this', 'other'] }
      >,
    },
  },
} as const;
export type RosterMergeBody = { otherId: number; choices?: Partial<Record<(typeof ROSTER_EDITABLE)[number], 'this' | 'other'>> };

/** GET …/records/{id}/duplicates: the records likely of the same person, numbers masked, each with why. */
export const rosterDuplicatesSchema = {
  type: 'array',
  items: {
    ...rosterRecordSchema,
    required: [...rosterRecordSchema.required, 'reasons'],
    properties: {
      ...rosterRecordSchema.properties,
      reasons: {
        type: 'array',
        items: { type: 'string', enum: ['nameYear', 'idNumber'] },
        description: 'nameYear 同名同届，idNumber 身份证号相同',
      },
    },
  },
} as const;
export type RosterDuplicate = RosterRecordItem & { reasons: Array<'nameYear' | 'idNumber'> };

/** PUT …/records/{id}/tags: the record's tags, all of them. */
export const rosterTagsBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['tags'],
  properties: {
    tags: { type: 'array', maxItems: ROSTER_TAGS_MAX * 2, items: { type: 'string', maxLength: 60 }, description: '全部标签' },
  },
} as const;
export type RosterTagsBody = SchemaType<typeof rosterTagsBodySchema>;

const groupRow = (key: string, keyType: object) =>
  ({
    type: 'object',
    required: [key, 'records', 'registered'],
    properties: { [key]: keyType, records: int, registered: { type: 'integer', description: '其中已注册门户账号的人数' } },
  }) as const;

/** GET …/stats: the roster's registration figures (an empty 院系 or 城市 is the records that leave it blank). */
export const rosterStatsSchema = record({
  byProvince: { type: 'array', items: groupRow('province', str), description: '按省份（由所在城市归入；无法归入的城市不计）' },
  byYear: { type: 'array', items: groupRow('year', int), description: '按届：花名册人数与已注册人数' },
  byFaculty: { type: 'array', items: groupRow('faculty', str), description: '按院系' },
  byCity: { type: 'array', items: groupRow('city', str), description: '按所在城市' },
  monthly: {
    type: 'array',
    description: '近 12 个月每月新注册的校友账号数（北京时间）',
    items: { type: 'object', required: ['month', 'registrations'], properties: { month: str, registrations: int } },
  },
});
export interface RosterStats {
  byYear: Array<{ year: number; records: number; registered: number }>;
  byFaculty: Array<{ faculty: string; records: number; registered: number }>;
  byCity: Array<{ city: string; records: number; registered: number }>;
  byProvince: Array<{ province: string; records: number; registered: number }>;
  monthly: Array<{ month: string; registrations: number }>;
}

export const ROSTER_STATS_TABLES = ['year', 'faculty', 'city', 'month'] as const;
export type RosterStatsTable = (typeof ROSTER_STATS_TABLES)[number];
