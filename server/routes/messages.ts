import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect.ts';
import { envelopeSchema, idParamsSchema, ok, pageQuerySchema, pageSchema } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';

const messageSchema = {
  type: 'object',
  required: ['id', 'kind', 'title', 'content', 'read', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    kind: { type: 'string', enum: ['system', 'review', 'activity'] },
    title: { type: 'string' },
    content: { type: 'string' },
    read: { type: 'boolean' },
    createdAt: { type: 'string', format: 'date-time' },
  },
};

/** The signed-in user's messages: unread first, then newest. Every query is bound to the token's owner. */
export function registerMessageRoutes(app: FastifyInstance, db: Db) {
  app.get<{ Querystring: { pageNum: number; pageSize: number } }>(
    '/api/alummessage/list',
    {
      config: { access: 'login' },
      schema: { tags: ['消息'], summary: '我的消息（分页，未读在前）', querystring: pageQuerySchema, response: { 200: pageSchema(messageSchema) } },
    },
    async (request) => {
      const { pageNum, pageSize } = request.query;
      const userId = request.user!.id;
      const [list, [{ total }]] = await Promise.all([
        db.query(
          `select id, kind, title, content, read_at is not null as read, created_at as "createdAt"
             from message where user_id = $1
            order by read_at is not null, created_at desc, id desc limit $2 offset $3`,
          [userId, pageSize, (pageNum - 1) * pageSize],
        ),
        db.query<{ total: number }>('select count(*)::int as total from message where user_id = $1', [userId]),
      ]);
      return ok({ list, total, pageNum, pageSize });
    },
  );

  app.put<{ Params: { id: number } }>(
    '/api/alummessage/:id/read',
    {
      config: { changesPublicPages: false, access: 'login' },
      schema: { tags: ['消息'], summary: '把一条消息标为已读', params: idParamsSchema, response: { 200: envelopeSchema({ type: 'null' }) } },
    },
    async (request) => {
      const rows = await db.query(
        'update message set read_at = coalesce(read_at, now()) where id = $1 and user_id = $2 returning id',
        [request.params.id, request.user!.id],
      );
      if (!rows.length) throw notFound('消息');
      return ok(null);
    },
  );

  app.put(
    '/api/alummessage/readAll',
    {
      config: { changesPublicPages: false, access: 'login' },
      schema: { tags: ['消息'], summary: '全部标为已读，返回本次标记的条数', response: { 200: envelopeSchema({ type: 'integer' }) } },
    },
    async (request) => {
      const rows = await db.query('update message set read_at = now() where user_id = $1 and read_at is null returning id', [request.user!.id]);
      return ok(rows.length);
    },
  );
}
