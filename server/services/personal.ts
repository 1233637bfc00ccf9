import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../db/connect.ts';
import { envelopeSchema, ok } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { assertForm } from '../http/form.ts';
import { toJsonSchema } from '../../src/shared/forms.ts';
import { maskOpenid, notifySchema, type NotifySettings } from '../../src/shared/personal-forms.ts';
import { privacyPolicy } from './_privacy-policy.ts';
import type { ServiceModule } from './module.ts';

const TAG = '个人中心';
/** The documents the site publishes; the seed writes each. */
const SITE_DOCUMENTS = ['privacyPolicy'];
const str = { type: 'string' };

const notifyResponse = envelopeSchema({
  type: 'object', required: ['review', 'activity'], properties: { review: { type: 'boolean' }, activity: { type: 'boolean' } },
});

function register(app: FastifyInstance, db: Db) {
  app.get<{ Params: { key: string } }>(
    '/api/sitedocument/:key',
    {
      schema: {
        tags: [TAG],
        summary: '站点文档（privacyPolicy：隐私政策），content 为 HTML',
        params: { type: 'object', required: ['key'], properties: { key: { type: 'string', enum: SITE_DOCUMENTS } } },
        response: {
          200: envelopeSchema({
            type: 'object', required: ['key', 'title', 'content', 'updatedAt'],
            properties: { key: str, title: str, content: str, updatedAt: { type: 'string', format: 'date-time' } },
          }),
        },
      },
    },
    async (request) => {
      const [row] = await db.query('select key, title, content, updated_at as "updatedAt" from site_document where key = $1', [request.params.key]);
      if (!row) throw notFound('文档');
      return ok(row);
    },
  );

  app.get(
    '/api/alumuser/notifySettings',
    { config: { access: 'login' }, schema: { tags: [TAG], summary: '我的消息通知设置（系统通知总会送达）', response: { 200: notifyResponse } } },
    async (request) => {
      const [row] = await db.query<NotifySettings>(
        'select notify_review as review, notify_activity as activity from app_user where id = $1', [request.user!.id],
      );
      return ok(row);
    },
  );

  app.put<{ Body: NotifySettings }>(
    '/api/alumuser/notifySettings',
    {
      config: { changesPublicPages: false, access: 'login' },
      schema: { tags: [TAG], summary: '修改我的消息通知设置', body: toJsonSchema(notifySchema), response: { 200: notifyResponse } },
    },
    async (request) => {
      const body = assertForm<NotifySettings>(notifySchema, request.body);
      const [row] = await db.query<NotifySettings>(
        `update app_user set notify_review = $2, notify_activity = $3 where id = $1
         returning notify_review as review, notify_activity as activity`,
        [request.user!.id, body.review, body.activity],
      );
      return ok(row, '已保存');
    },
  );

  app.get(
    '/api/alumuser/wxBinding',
    {
      config: { access: 'login' },
      schema: {
        tags: [TAG],
        summary: '绑定在本账号上的微信（openid 已脱敏）',
        response: {
          200: envelopeSchema({
            type: 'array',
            items: { type: 'object', required: ['nickname', 'openid'], properties: { nickname: str, openid: str } },
          }),
        },
      },
    },
    async (request) => {
      const rows = await db.query<{ nickname: string; openid: string }>(
        'select nickname, openid from wx_account where user_id = $1 order by openid', [request.user!.id],
      );
      // The full openid never leaves the server.
      return ok(rows.map((r) => ({ nickname: r.nickname, openid: maskOpenid(r.openid) })));
    },
  );
}

async function seed(tx: Queryable) {
  await tx.query('insert into site_document (key, title, content) values ($1, $2, $3)', ['privacyPolicy', privacyPolicy.title, privacyPolicy.content]);
}

export default { name: 'personal', register, seed, seedTable: 'site_document' } satisfies ServiceModule;
