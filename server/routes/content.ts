import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect.ts';
import { envelopeSchema, idParamsSchema, ok, pageQuerySchema, pageSchema, type Page } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import {
  activityTable,
  contentDetail,
  contentPage,
  newsTable,
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

function registerContentArea(app: FastifyInstance, db: Db, area: ContentArea) {
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
      const filters = Object.entries(area.filters ?? {}).map(([name, f]): [string, unknown] => [f.column, request.query[name]]);
      const { list, total } = await contentPage(db, area.source, filters, pageNum, pageSize);
      const page: Page<unknown> = { list, total, pageNum, pageSize };
      return ok(page);
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
      const row = await contentDetail(db, area.source, request.params.id);
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
];

/** The public content areas: one list/detail contract, four tables. */
const contentRoutes: RoutePlugin = async (app, { db }) => {
  for (const area of contentAreas) registerContentArea(app, db, area);
};

export default contentRoutes;
