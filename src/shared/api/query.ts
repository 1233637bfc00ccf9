import type { SchemaType } from './schema-type.ts';

/** Paging for every list: the server validates it, the OpenAPI document describes it, both sides type it from here. */
export const pageQuerySchema = {
  type: 'object',
  properties: {
    pageNum: { type: 'integer', minimum: 1, maximum: 100000, default: 1, description: '页码，从 1 开始' },
    pageSize: { type: 'integer', minimum: 1, maximum: 50, default: 10, description: '每页条数，1 到 50' },
  },
} as const;

export type PageQuery = SchemaType<typeof pageQuerySchema>;

/** A list's filters: its query without the paging. */
export type FilterOf<Q> = Omit<Q, keyof PageQuery>;
