import { envelopeSchema, ok } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { assertForm } from '../http/form.ts';
import { wxBindings } from '../repositories/accounts.ts';
import { notifySettings, saveNotifySettings, siteDocument } from '../repositories/personal.ts';
import { toJsonSchema } from '../../src/shared/forms.ts';
import { maskOpenid, notifySchema, type NotifySettings } from '../../src/shared/personal-forms.ts';
import { notifySettingsSchema, siteDocumentSchema, wxBindingSchema } from '../../src/shared/api/personal.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';

const TAG = '个人中心';
/** The documents the site publishes; the seed writes each. */
const SITE_DOCUMENTS = ['privacyPolicy'];
const notifyResponse = envelopeSchema(notifySettingsSchema);

/** Site documents (public), and my notification settings and WeChat bindings. */
const personalRoutes: RoutePlugin = async (app, { db }) => {
  app.get<{ Params: { key: string } }>(
    '/api/sitedocument/:key',
    {
      schema: {
        tags: [TAG],
        summary: '站点文档（privacyPolicy：隐私政策），content 为 HTML',
        params: { type: 'object', required: ['key'], properties: { key: { type: 'string', enum: SITE_DOCUMENTS } } },
        response: {
          200: envelopeSchema(siteDocumentSchema),
        },
      },
    },
    async (request) => {
      const row = await siteDocument(db, request.params.key);
      if (!row) throw notFound('文档');
      return ok(row);
    },
  );

  app.get(
    '/api/alumuser/notifySettings',
    {
      config: { access: 'login' },
      schema: { tags: [TAG], summary: '我的消息通知设置（系统通知总会送达）', response: { 200: notifyResponse } },
    },
    async (request) => ok(await notifySettings(db, request.user!.id)),
  );

  app.put<{ Body: NotifySettings }>(
    '/api/alumuser/notifySettings',
    {
      config: { changesPublicPages: false, access: 'login' },
      schema: { tags: [TAG], summary: '修改我的消息通知设置', body: toJsonSchema(notifySchema), response: { 200: notifyResponse } },
    },
    async (request) => {
      const body = assertForm<NotifySettings>(notifySchema, request.body);
      const row = await saveNotifySettings(db, request.user!.id, body);
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
          200: envelopeSchema({ type: 'array', items: wxBindingSchema }),
        },
      },
    },
    async (request) => {
      const rows = await wxBindings(db, request.user!.id);
      // The full openid never leaves the server.
      return ok(rows.map((r) => ({ nickname: r.nickname, openid: maskOpenid(r.openid) })));
    },
  );
};

export default personalRoutes;
