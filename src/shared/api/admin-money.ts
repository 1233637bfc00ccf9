import type { SchemaType } from './schema-type.ts';

// The console's money details (站点设置 › 银行转账) and the staff's own notes (the console home's 通知): one schema
// each for the server's answers, the OpenAPI document and the console's types.

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const time = { type: 'string', format: 'date-time' } as const;
const nullableTime = { type: ['string', 'null'], format: 'date-time' } as const;

export const transferValuesSchema = {
  type: 'object',
  required: ['accountName', 'bank', 'accountNo', 'remark'],
  properties: { accountName: str, bank: str, accountNo: str, remark: str },
} as const;

/** One change of the transfer details: what it asks, what donors saw then, who proposed it and who decided it. */
export const moneyChangeSchema = {
  type: 'object',
  required: [
    'id',
    'status',
    'proposed',
    'previous',
    'proposedBy',
    'proposedByName',
    'proposedAt',
    'decidedBy',
    'decidedByName',
    'decidedAt',
    'note',
  ],
  properties: {
    id: int,
    status: { type: 'string', enum: ['pending', 'confirmed', 'rejected', 'withdrawn'] },
    proposed: transferValuesSchema,
    previous: transferValuesSchema,
    proposedBy: int,
    proposedByName: { ...str, description: '提出人：姓名（账号）' },
    proposedAt: time,
    decidedBy: { type: ['integer', 'null'] },
    decidedByName: { type: ['string', 'null'], description: '确认、驳回或撤回的人：姓名（账号）' },
    decidedAt: nullableTime,
    note: str,
  },
} as const;
export type MoneyChange = SchemaType<typeof moneyChangeSchema>;

/** GET /api/admin/site/money. */
export const moneySettingsSchema = {
  type: 'object',
  required: ['current', 'pending', 'lastConfirmed', 'history'],
  properties: {
    current: { ...transferValuesSchema, description: '捐赠页面现在显示的银行转账信息' },
    pending: { anyOf: [moneyChangeSchema, { type: 'null' }], description: '待另一位管理员确认的修改' },
    lastConfirmed: { anyOf: [moneyChangeSchema, { type: 'null' }], description: '最近一次生效的修改（提出人与确认人）' },
    history: { type: 'array', items: moneyChangeSchema, description: '最近的修改（含已驳回、已撤回），新的在前' },
  },
} as const;
export type MoneySettings = SchemaType<typeof moneySettingsSchema>;

export const staffMessageSchema = {
  type: 'object',
  required: ['id', 'title', 'body', 'link', 'createdAt', 'read'],
  properties: { id: int, title: str, body: str, link: str, createdAt: time, read: { type: 'boolean' } },
} as const;

/** GET /api/admin/inbox: the signed-in member of staff's latest notes. */
export const staffInboxSchema = {
  type: 'object',
  required: ['unread', 'list'],
  properties: { unread: int, list: { type: 'array', items: staffMessageSchema } },
} as const;
export type StaffInbox = SchemaType<typeof staffInboxSchema>;
