import type { FieldSchema, FormSchema } from '../forms.ts';
import { CONTENT_STATE_FILTERS, PUBLISH_STATES } from '../admin/content-kinds.ts';
import { pageQuerySchema } from './query.ts';
import type { SchemaType } from './schema-type.ts';
import { int, nullableTime, str, time } from './shapes.ts';

// The console's publishing answers: a list row of any kind, and a kind's whole record (its form's fields and the
// publishing columns). Written once here for the server's serialisation and OpenAPI document and the console's types.

/** GET /api/admin/content/<kind>/: paging, a keyword in the title or name, a state (or the deleted rows). */
export const adminContentQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...pageQuerySchema.properties,
    keyword: { type: 'string', maxLength: 50, description: '标题或名称中的关键词' },
    state: { type: 'string', enum: CONTENT_STATE_FILTERS, description: '发布状态；deleted 为已删除（默认列表不含已删除）' },
  },
} as const;
export type AdminContentQuery = SchemaType<typeof adminContentQuerySchema>;

const publishingProperties = {
  id: int,
  publishState: { type: 'string', enum: PUBLISH_STATES, description: '发布状态：草稿、已发布、已下线' },
  publishedAt: { ...time, description: '发布时间；晚于现在为定时发布' },
  updatedAt: time,
  deletedAt: { ...nullableTime, description: '删除时间；未删除为 null' },
  live: { type: 'boolean', description: '公众此刻是否看得到（已发布、发布时间已到、未删除）' },
} as const;

export const adminContentItemSchema = {
  type: 'object',
  required: ['id', 'title', 'cover', 'publishState', 'publishedAt', 'updatedAt', 'deletedAt', 'live'],
  properties: {
    ...publishingProperties,
    title: { type: 'string', description: '标题或名称' },
    cover: { type: ['string', 'null'], description: '封面、照片或标志；该类内容没有图片时为 null' },
  },
} as const;
export type AdminContentItem = SchemaType<typeof adminContentItemSchema>;

const jsonOf = (f: FieldSchema) => (f.type === 'string' ? str : f.type === 'boolean' ? { type: 'boolean' } : { type: f.type });

/** A kind's whole record: every field of its form, the publishing columns, and what the kind counts on its own. */
export function adminContentDetailSchema(form: FormSchema, counters: readonly string[] = []) {
  const fields = Object.entries(form.properties)
    .filter(([name]) => !(name in publishingProperties))
    .map(([name, f]) => [name, jsonOf(f as FieldSchema)]);
  const properties = { ...Object.fromEntries(fields), ...Object.fromEntries(counters.map((c) => [c, int])), ...publishingProperties };
  return { type: 'object', required: Object.keys(properties), properties };
}

/** Any kind's record, as the console reads it. */
export type AdminContentDetail = Omit<AdminContentItem, 'title' | 'cover'> & Record<string, unknown>;
