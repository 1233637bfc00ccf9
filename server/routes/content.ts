import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect.ts';
import { envelopeSchema, idParamsSchema, ok, pageQuerySchema, pageSchema, type Page } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { memo } from '../http/memo.ts';
import {
  activityTable,
  contentDetail,
  contentPage,
  nextDue,
  newsTable,
  noticeTable,
  organizationTable,
  outstandingTable,
  type ContentTable,
} from '../repositories/content.ts';
import {
  activityDetailExtra,
  activityItemSchema,
  alumnusDetailExtra,
  alumnusItemSchema,
  detailSchema,
  newsDetailExtra,
  newsItemSchema,
  noticeDetailExtra,
  noticeItemSchema,
  ORGANIZATION_KINDS,
  organizationDetailExtra,
  organizationItemSchema,
} from '../../src/shared/api/content.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';

type JsonSchema = Record<string, unknown>;
type ObjectSchema = { required: readonly string[]; properties: object };

/** A public content area served as GET {prefix}/list and GET {prefix}/{id}. */
export interface ContentArea {
  prefix: string;
  tag: string;
  what: string; // Chinese noun for messages, e.g. '新闻'
  source: ContentTable;
  listItem: ObjectSchema;
  detailExtra: ObjectSchema;
  /** optional equality filters from the query string: query name -> column */
  filters?: Record<string, { column: string; schema: JsonSchema }>;
}

/**
 * A list page or an article is answered from memory for `contentCacheMs`. Publishing, editing or withdrawing in the
 * console forgets it at once (the public data version), and an item scheduled for a time makes the area's answers
 * stale when it comes due, so it appears on time.
 */
function registerContentArea(app: FastifyInstance, db: Db, area: ContentArea, ttlMs: number) {
  const remember = <K, V>(load: (key: K) => Promise<V>): ((key: K) => Promise<V>) => {
    // No window: read every time, without asking for the next due time too.
    if (ttlMs <= 0) return load;
    const remembered = memo<K, { value: V; due: number | undefined }>({
      ttlMs,
      load: async (key) => {
        const [value, due] = await Promise.all([load(key), nextDue(db, area.source)]);
        return { value, due };
      },
      stamp: () => app.publicDataVersion(),
      staleAt: ({ due }) => due,
    });
    return async (key) => (await remembered(key)).value;
  };
  const page = remember((key: string) => {
    const { filters, pageNum, pageSize } = JSON.parse(key) as { filters: [string, unknown][]; pageNum: number; pageSize: number };
    return contentPage(db, area.source, filters, pageNum, pageSize);
  });
  const detail = remember((id: number) => contentDetail(db, area.source, id));
  const listItem = { type: 'object', required: area.listItem.required, properties: area.listItem.properties };
  const filterProps = Object.fromEntries(Object.entries(area.filters ?? {}).map(([k, f]) => [k, f.schema]));

  app.get<{ Querystring: { pageNum: number; pageSize: number } & Record<string, unknown> }>(
    `${area.prefix}/list`,
    {
      schema: {
        tags: [area.tag],
        summary: `${area.what}列表（分页，最新在前）`,
        querystring: { ...pageQuerySchema, properties: { ...pageQuerySchema.properties, ...filterProps } },
        response: { 200: pageSchema(listItem) },
      },
    },
    async (request) => {
      const { pageNum, pageSize } = request.query;
      const filters = Object.entries(area.filters ?? {})
        .map(([name, f]): [string, unknown] => [f.column, request.query[name]])
        .filter(([, value]) => value !== undefined);
      const { list, total } = await page(JSON.stringify({ filters, pageNum, pageSize }));
      const answer: Page<unknown> = { list, total, pageNum, pageSize };
      return ok(answer);
    },
  );

  app.get<{ Params: { id: number } }>(
    `${area.prefix}/:id`,
    {
      schema: {
        tags: [area.tag],
        summary: `${area.what}详情（含上一篇、下一篇）`,
        params: idParamsSchema,
        response: { 200: envelopeSchema(detailSchema(area.listItem, area.detailExtra)) },
      },
    },
    async (request) => {
      const row = await detail(request.params.id);
      if (!row) throw notFound(area.what);
      return ok(row);
    },
  );
}

export const contentAreas: ContentArea[] = [
  { prefix: '/api/alumnews', tag: '新闻', what: '新闻', source: newsTable, listItem: newsItemSchema, detailExtra: newsDetailExtra },
  {
    prefix: '/api/alumactivity',
    tag: '活动',
    what: '活动',
    source: activityTable,
    listItem: activityItemSchema,
    detailExtra: activityDetailExtra,
  },
  {
    prefix: '/api/alumoutstanding',
    tag: '杰出校友',
    what: '杰出校友',
    source: outstandingTable,
    listItem: alumnusItemSchema,
    detailExtra: alumnusDetailExtra,
  },
  {
    prefix: '/api/alumorganization',
    tag: '校友组织',
    what: '校友组织',
    source: organizationTable,
    listItem: organizationItemSchema,
    detailExtra: organizationDetailExtra,
    filters: { kind: { column: 'kind', schema: { type: 'string', enum: ORGANIZATION_KINDS, description: '组织类型' } } },
  },
  // 通知公告: /total (routes/site.ts) is the home strip's summary; these are the list it opens and each notice.
  {
    prefix: '/api/alumnotice',
    tag: '通知公告',
    what: '通知公告',
    source: noticeTable,
    listItem: noticeItemSchema,
    detailExtra: noticeDetailExtra,
  },
];

/** The public content areas: one list/detail contract, one table each. */
const contentRoutes: RoutePlugin = async (app, { db, config }) => {
  for (const area of contentAreas) registerContentArea(app, db, area, config.contentCacheMs);
};

export default contentRoutes;
