import type { SchemaType } from './schema-type.ts';
import { record, str } from './shapes.ts';

export const siteDocumentSchema = record(
  {
    key: str,
    title: str,
    content: str,
    updatedAt: { type: 'string', format: 'date-time' },
  },
  {
    version: { type: 'integer', description: '版本号：发布须重新同意的新版本时加一' },
    publishedAt: { type: 'string', format: 'date-time', description: '当前版本的发布时间' },
  },
);

export const notifySettingsSchema = record({ review: { type: 'boolean' }, activity: { type: 'boolean' } });

/** A WeChat account bound to me; the openid comes masked. */
export const wxBindingSchema = { type: 'object', required: ['nickname', 'openid'], properties: { nickname: str, openid: str } } as const;

export type SiteDocument = SchemaType<typeof siteDocumentSchema>;
export type WxBinding = SchemaType<typeof wxBindingSchema>;
