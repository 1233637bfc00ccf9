import type { SchemaType } from './schema-type.ts';

const str = { type: 'string' } as const;

export const siteDocumentSchema = {
  type: 'object',
  required: ['key', 'title', 'content', 'updatedAt'],
  properties: {
    key: str,
    title: str,
    content: str,
    updatedAt: { type: 'string', format: 'date-time' },
    version: { type: 'integer', description: '版本号：发布须重新同意的新版本时加一' },
    publishedAt: { type: 'string', format: 'date-time', description: '当前版本的发布时间' },
  },
} as const;

export const notifySettingsSchema = {
  type: 'object',
  required: ['review', 'activity'],
  properties: { review: { type: 'boolean' }, activity: { type: 'boolean' } },
} as const;

/** A WeChat account bound to me; the openid comes masked. */
export const wxBindingSchema = { type: 'object', required: ['nickname', 'openid'], properties: { nickname: str, openid: str } } as const;

export type SiteDocument = SchemaType<typeof siteDocumentSchema>;
export type WxBinding = SchemaType<typeof wxBindingSchema>;
