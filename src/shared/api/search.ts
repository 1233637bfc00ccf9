import { pageQuerySchema } from './query.ts';
import type { SchemaType } from './schema-type.ts';

// Site search (GET /api/search): one schema for the server's validation and OpenAPI document and the portal's types.

/** What a result can be; companies and positions only for those who may open their pages. */
export const SEARCH_KINDS = ['news', 'activity', 'alumni', 'organization', 'company', 'job'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The kinds every visitor's search covers; the rest follow the companies' access rule. */
export const PUBLIC_SEARCH_KINDS: readonly SearchKind[] = ['news', 'activity', 'alumni', 'organization'];

/** A query's length, counted after trimming. */
export const SEARCH_Q_MAX = 50;

export const searchQuerySchema = {
  type: 'object',
  required: ['q'],
  properties: {
    q: { type: 'string', maxLength: 500, description: `搜索词，去除首尾空白后 1 到 ${SEARCH_Q_MAX} 个字` },
    kind: { type: 'string', enum: SEARCH_KINDS, description: '只看一类结果；省略为全部' },
    ...pageQuerySchema.properties,
  },
} as const;
export type SearchQuery = SchemaType<typeof searchQuerySchema>;

const segmentsSchema = {
  type: 'array',
  items: { type: 'object', required: ['text'], properties: { text: { type: 'string' }, mark: { type: 'boolean' } } },
} as const;

export const searchHitSchema = {
  type: 'object',
  required: ['kind', 'id', 'title', 'snippet', 'publishedAt'],
  properties: {
    kind: { type: 'string', enum: SEARCH_KINDS },
    id: { type: 'integer' },
    title: { ...segmentsSchema, description: '标题，命中的词 mark 为 true' },
    snippet: { ...segmentsSchema, description: '正文摘录（纯文本分段），命中的词 mark 为 true' },
    publishedAt: { type: 'string', format: 'date-time' },
  },
} as const;
export type SearchHit = SchemaType<typeof searchHitSchema>;

const countsSchema = {
  type: 'object',
  description: '每一类的命中数（不受 kind 筛选影响）；无权查看的类不出现',
  properties: Object.fromEntries(SEARCH_KINDS.map((k) => [k, { type: 'integer' }])) as Record<SearchKind, { type: 'integer' }>,
} as const;

// Written out, not with shapes.ts's pageData: the app shell imports this module for SEARCH_KINDS, and a call here would
// keep the schemas in every page's script.
export const searchPageSchema = {
  type: 'object',
  required: ['list', 'total', 'pageNum', 'pageSize', 'counts'],
  properties: {
    list: { type: 'array', items: searchHitSchema },
    total: { type: 'integer' },
    pageNum: { type: 'integer' },
    pageSize: { type: 'integer' },
    counts: countsSchema,
  },
} as const;

export interface SearchPage {
  list: SearchHit[];
  total: number;
  pageNum: number;
  pageSize: number;
  counts: Partial<Record<SearchKind, number>>;
}
