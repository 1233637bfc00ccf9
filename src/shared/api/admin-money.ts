import type { SchemaType } from './schema-type.ts';
import { int, nullableTime, record, str, time } from './shapes.ts';

// The console's money details (站点设置 › 银行转账) and the staff's own notes (the console home's 通知): one schema
// each for the server's answers, the OpenAPI document and the console's types.

export const transferValuesSchema = record({ accountName: str, bank: str, accountNo: str, remark: str });

/** One change of the transfer details: what it asks, what donors saw then, who proposed it and who decided it. */
export const moneyChangeSchema = record({
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
});
export type MoneyChange = SchemaType<typeof moneyChangeSchema>;

/** GET /api/admin/site/money. */
export const moneySettingsSchema = record({
  current: { ...transferValuesSchema, description: '捐赠页面现在显示的银行转账信息' },
  pending: { anyOf: [moneyChangeSchema, { type: 'null' }], description: '待另一位管理员确认的修改' },
  lastConfirmed: { anyOf: [moneyChangeSchema, { type: 'null' }], description: '最近一次生效的修改（提出人与确认人）' },
  history: { type: 'array', items: moneyChangeSchema, description: '最近的修改（含已驳回、已撤回），新的在前' },
});
export type MoneySettings = SchemaType<typeof moneySettingsSchema>;

export const staffMessageSchema = record({ id: int, title: str, body: str, link: str, createdAt: time, read: { type: 'boolean' } });

/** GET /api/admin/inbox: the signed-in member of staff's latest notes. */
export const staffInboxSchema = record({ unread: int, list: { type: 'array', items: staffMessageSchema } });
export type StaffInbox = SchemaType<typeof staffInboxSchema>;
