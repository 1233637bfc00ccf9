import { cardSigningKey } from '../auth/card-key.ts';
import { cardVerifyUrl, signCard } from '../auth/card-code.ts';
import { envelopeSchema, idParamsSchema, ok } from '../http/envelope.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { alumUserInfo, cardTemplate, cardTemplates, orgMemberInfo } from '../repositories/accounts.ts';
import { cardToSign } from '../repositories/card.ts';
import { unreadCount } from '../repositories/messages.ts';
import { alumUserInfoSchema, cardTemplateSchema, orgMemberInfoSchema } from '../../src/shared/api/account.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';

const int = { type: 'integer' };

const forbidden = (msg: string) => new HttpError(403, msg, 403);

/** Personal endpoints: each answers only for the token's owner. */
const accountRoutes: RoutePlugin = async (app, { db, config }) => {
  // Who am I and the unread badge serve the session whatever the card's state; card templates serve 我的校友卡.
  const session = { config: { access: 'session' as const } };
  const cardPage = { config: { access: 'login' as const } };

  app.get(
    '/api/alumuser/info',
    {
      ...session,
      schema: {
        tags: ['账号'],
        summary: '当前校友的信息（需登录，仅校友）',
        response: { 200: envelopeSchema(alumUserInfoSchema) },
      },
    },
    async (request) => {
      if (request.user!.userType !== 'alumni') throw forbidden('该接口仅限校友使用');
      const info = await alumUserInfo(db, request.user!.id);
      // Signed here, never in the browser: the key must not leave the server. Only a verified card gets a code.
      if (info && info.userStatus === 'verified' && info.cardNo) {
        const card = await cardToSign(db, request.user!.id);
        if (card) {
          const code = signCard(await cardSigningKey(db, config), {
            userId: request.user!.id,
            cardNo: card.cardNo,
            version: card.cardVersion,
          });
          info.cardQr = cardVerifyUrl(`${request.protocol}://${request.host}`, code);
        }
      }
      return ok(info);
    },
  );

  app.get(
    '/api/alumorgmember/info',
    {
      ...session,
      schema: {
        tags: ['账号'],
        summary: '当前组织成员的信息（需登录，仅组织成员）',
        response: { 200: envelopeSchema(orgMemberInfoSchema) },
      },
    },
    async (request) => {
      if (request.user!.userType !== 'member') throw forbidden('该接口仅限组织成员使用');
      return ok(await orgMemberInfo(db, request.user!.id));
    },
  );

  app.get(
    '/api/alummessage/unreadCount',
    {
      ...session,
      schema: { tags: ['消息'], summary: '当前用户的未读消息数（data 为数字）', response: { 200: envelopeSchema(int) } },
    },
    async (request) => ok(await unreadCount(db, request.user!.id)),
  );

  app.get<{ Querystring: { active?: number; defaultTemplate?: number } }>(
    '/api/alumcardtemplate/list',
    {
      ...cardPage,
      schema: {
        tags: ['校友卡'],
        summary: '校友卡模板列表；active=1 只要启用的，defaultTemplate=1 只要默认模板',
        querystring: {
          type: 'object',
          properties: { active: { type: 'integer', enum: [0, 1] }, defaultTemplate: { type: 'integer', enum: [0, 1] } },
        },
        response: { 200: envelopeSchema({ type: 'array', items: cardTemplateSchema }) },
      },
    },
    async (request) => {
      const { active, defaultTemplate } = request.query;
      return ok(
        await cardTemplates(db, {
          active: active === undefined ? undefined : active === 1,
          defaultTemplate: defaultTemplate === undefined ? undefined : defaultTemplate === 1,
        }),
      );
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/alumcardtemplate/:id',
    {
      ...cardPage,
      schema: {
        tags: ['校友卡'],
        summary: '校友卡模板详情',
        params: idParamsSchema,
        response: { 200: envelopeSchema(cardTemplateSchema) },
      },
    },
    async (request) => {
      const row = await cardTemplate(db, request.params.id);
      if (!row) throw notFound('校友卡模板');
      return ok(row);
    },
  );
};

export default accountRoutes;
