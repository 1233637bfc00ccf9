import { envelopeSchema, idParamsSchema, ok, pageQuerySchema, pageSchema } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { markAllRead, markRead, messagePage } from '../repositories/messages.ts';
import { messageSchema } from '../../src/shared/api/account.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';

/** The signed-in user's messages: unread first, then newest. Every query is bound to the token's owner. */
const messageRoutes: RoutePlugin = async (app, { db }) => {
  app.get<{ Querystring: { pageNum: number; pageSize: number } }>(
    '/api/alummessage/list',
    {
      config: { access: 'login' },
      schema: {
        tags: ['消息'],
        summary: '我的消息（分页，未读在前）',
        querystring: pageQuerySchema,
        response: { 200: pageSchema(messageSchema) },
      },
    },
    async (request) => {
      const { pageNum, pageSize } = request.query;
      const { list, total } = await messagePage(db, request.user!.id, pageNum, pageSize);
      return ok({ list, total, pageNum, pageSize });
    },
  );

  app.put<{ Params: { id: number } }>(
    '/api/alummessage/:id/read',
    {
      config: { changesPublicPages: false, access: 'login' },
      schema: {
        tags: ['消息'],
        summary: '把一条消息标为已读',
        params: idParamsSchema,
        response: { 200: envelopeSchema({ type: 'null' }) },
      },
    },
    async (request) => {
      if (!(await markRead(db, request.user!.id, request.params.id))) throw notFound('消息');
      return ok(null);
    },
  );

  app.put(
    '/api/alummessage/readAll',
    {
      config: { changesPublicPages: false, access: 'login' },
      schema: { tags: ['消息'], summary: '全部标为已读，返回本次标记的条数', response: { 200: envelopeSchema({ type: 'integer' }) } },
    },
    async (request) => ok(await markAllRead(db, request.user!.id)),
  );
};

export default messageRoutes;
