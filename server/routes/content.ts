import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect.ts';
import { envelopeSchema, idParamsSchema, ok, pageQuerySchema, pageSchema, type Page } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';

type JsonSchema = Record<string, unknown>;

/** A public content area served as GET {prefix}/list and GET {prefix}/{id}. */
export interface ContentArea {
  prefix: string;
  tag: string;
  what: string; // Chinese noun for messages, e.g. '新闻'
  table: string;
  /** select-list expressions of the list item, with camelCase aliases */
  listColumns: string;
  /** extra expressions only the detail carries */
  detailColumns: string;
  /** column shown as the neighbour's title in prev/next */
  titleColumn: string;
  listItem: { properties: JsonSchema; required: string[] };
  detailExtra: { properties: JsonSchema; required: string[] };
  /** optional equality filters from the query string: query name -> column */
  filters?: Record<string, { column: string; schema: JsonSchema }>;
}

const neighbour = { type: ['object', 'null'], properties: { id: { type: 'integer' }, title: { type: 'string' } } };

export function registerContentArea(app: FastifyInstance, db: Db, area: ContentArea) {
  const listItem = { type: 'object', required: area.listItem.required, properties: area.listItem.properties };
  const detail = {
    type: 'object',
    required: [...area.listItem.required, ...area.detailExtra.required],
    properties: { ...area.listItem.properties, ...area.detailExtra.properties, prev: neighbour, next: neighbour },
  };
  const filterProps = Object.fromEntries(Object.entries(area.filters ?? {}).map(([k, f]) => [k, f.schema]));
  const order = 'order by published_at desc, id desc';

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
      const where: string[] = [];
      const params: unknown[] = [];
      for (const [name, filter] of Object.entries(area.filters ?? {})) {
        const value = request.query[name];
        if (value === undefined || value === '') continue;
        params.push(value);
        where.push(`${filter.column} = $${params.length}`);
      }
      const whereSql = where.length ? `where ${where.join(' and ')}` : '';
      // One statement: the page and the total (a window count); a page past the end needs the count on its own.
      const rows = await db.query<{ total_: number }>(
        `select ${area.listColumns}, count(*) over ()::int as total_ from ${area.table} ${whereSql} ${order}
          limit $${params.length + 1} offset $${params.length + 2}`,
        [...params, pageSize, (pageNum - 1) * pageSize],
      );
      const total = rows.length
        ? rows[0].total_
        : (await db.query<{ total: number }>(`select count(*)::int as total from ${area.table} ${whereSql}`, params))[0].total;
      const list = rows.map(({ total_, ...item }) => item);
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
        response: { 200: envelopeSchema(detail) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const [row] = await db.query<Record<string, unknown>>(
        `select ${area.listColumns}, ${area.detailColumns},
           (select json_build_object('id', n.id, 'title', n.${area.titleColumn}) from ${area.table} n
             where (n.published_at, n.id) > (t.published_at, t.id) order by n.published_at, n.id limit 1) as prev,
           (select json_build_object('id', n.id, 'title', n.${area.titleColumn}) from ${area.table} n
             where (n.published_at, n.id) < (t.published_at, t.id) ${order} limit 1) as next
         from ${area.table} t where t.id = $1`,
        [id],
      );
      if (!row) throw notFound(area.what);
      return ok(row);
    },
  );
}

const str = { type: 'string' };
const int = { type: 'integer' };
const time = { type: 'string', format: 'date-time' };

export const contentAreas: ContentArea[] = [
  {
    prefix: '/api/alumnews',
    tag: '新闻',
    what: '新闻',
    table: 'news',
    listColumns: 'id, title, summary, cover, source, published_at as "publishedAt"',
    detailColumns: 'content, author, views',
    titleColumn: 'title',
    listItem: {
      properties: { id: int, title: str, summary: str, cover: str, source: str, publishedAt: time },
      required: ['id', 'title', 'summary', 'cover', 'source', 'publishedAt'],
    },
    detailExtra: { properties: { content: str, author: str, views: int }, required: ['content', 'author', 'views'] },
  },
  {
    prefix: '/api/alumactivity',
    tag: '活动',
    what: '活动',
    table: 'activity',
    listColumns: `id, title, summary, cover, place, start_time as "startTime", end_time as "endTime", capacity,
      signup_deadline as "signupDeadline", published_at as "publishedAt"`,
    detailColumns: 'content, organizer',
    titleColumn: 'title',
    listItem: {
      properties: {
        id: int, title: str, summary: str, cover: str, place: str, startTime: time, endTime: time,
        capacity: int, signupDeadline: time, publishedAt: time,
      },
      required: ['id', 'title', 'summary', 'cover', 'place', 'startTime', 'endTime', 'capacity', 'signupDeadline', 'publishedAt'],
    },
    detailExtra: { properties: { content: str, organizer: str }, required: ['content', 'organizer'] },
  },
  {
    prefix: '/api/alumoutstanding',
    tag: '杰出校友',
    what: '杰出校友',
    table: 'outstanding_alumni',
    listColumns: `id, name, honour, graduation_year as "graduationYear", faculty, major, summary, photo,
      published_at as "publishedAt"`,
    detailColumns: 'content',
    titleColumn: 'name',
    listItem: {
      properties: {
        id: int, name: str, honour: str, graduationYear: int, faculty: str, major: str, summary: str, photo: str, publishedAt: time,
      },
      required: ['id', 'name', 'honour', 'graduationYear', 'faculty', 'major', 'summary', 'photo', 'publishedAt'],
    },
    detailExtra: { properties: { content: str }, required: ['content'] },
  },
  {
    prefix: '/api/alumorganization',
    tag: '校友组织',
    what: '校友组织',
    table: 'organization',
    listColumns: `id, name, kind, region, summary, cover, member_count as "memberCount",
      to_char(founded_at, 'YYYY-MM-DD') as "foundedAt", published_at as "publishedAt"`,
    detailColumns: 'content, leader, contact',
    titleColumn: 'name',
    listItem: {
      properties: {
        id: int, name: str, kind: { type: 'string', enum: ['regional', 'industry', 'interest'] }, region: str, summary: str,
        cover: str, memberCount: int, foundedAt: str, publishedAt: time,
      },
      required: ['id', 'name', 'kind', 'region', 'summary', 'cover', 'memberCount', 'foundedAt', 'publishedAt'],
    },
    detailExtra: { properties: { content: str, leader: str, contact: str }, required: ['content', 'leader', 'contact'] },
    filters: {
      kind: { column: 'kind', schema: { type: 'string', enum: ['regional', 'industry', 'interest'], description: '组织类型' } },
    },
  },
];
