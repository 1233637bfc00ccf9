import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect.ts';
import { envelopeSchema, idParamsSchema, ok } from '../http/envelope.ts';
import { HttpError, notFound } from '../http/errors.ts';

const str = { type: 'string' };
const int = { type: 'integer' };

const templateSchema = {
  type: 'object',
  required: ['id', 'name', 'active', 'defaultTemplate', 'background', 'textColor', 'accentColor', 'layout'],
  properties: {
    id: int, name: str, active: { type: 'boolean' }, defaultTemplate: { type: 'boolean' }, background: str,
    textColor: str, accentColor: str, layout: str,
  },
};
const templateColumns = `id, name, active, default_template as "defaultTemplate", background, text_color as "textColor",
  accent_color as "accentColor", layout`;

const forbidden = (msg: string) => new HttpError(403, msg, 403);

/** Personal endpoints: each answers only for the token's owner. */
export function registerAccountRoutes(app: FastifyInstance, db: Db) {
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
        response: {
          200: envelopeSchema({
            type: 'object',
            required: ['id', 'name', 'studentCurrentStatus', 'userStatus', 'userCode'],
            properties: {
              id: int, name: str, studentCurrentStatus: str, userStatus: str, userCode: str, cardRejectReason: str,
              faculty: str, major: str, graduationYear: { type: ['integer', 'null'] }, city: str, company: str, photo: str, cardNo: str,
            },
          }),
        },
      },
    },
    async (request) => {
      if (request.user!.userType !== 'alumni') throw forbidden('该接口仅限校友使用');
      const [row] = await db.query(
        `select id, name, student_current_status as "studentCurrentStatus", card_status as "userStatus", student_no as "userCode",
                card_reject_reason as "cardRejectReason", faculty, major, graduation_year as "graduationYear", city, company, photo,
                card_no as "cardNo"
           from app_user where id = $1`,
        [request.user!.id],
      );
      return ok(row);
    },
  );

  app.get(
    '/api/alumorgmember/info',
    {
      ...session,
      schema: {
        tags: ['账号'],
        summary: '当前组织成员的信息（需登录，仅组织成员）',
        response: {
          200: envelopeSchema({ type: 'object', required: ['id', 'name'], properties: { id: int, name: str, organizationName: str, city: str } }),
        },
      },
    },
    async (request) => {
      if (request.user!.userType !== 'member') throw forbidden('该接口仅限组织成员使用');
      const [row] = await db.query('select id, name, organization_name as "organizationName", city from app_user where id = $1', [request.user!.id]);
      return ok(row);
    },
  );

  app.get(
    '/api/alummessage/unreadCount',
    {
      ...session,
      schema: { tags: ['消息'], summary: '当前用户的未读消息数（data 为数字）', response: { 200: envelopeSchema(int) } },
    },
    async (request) => {
      const [{ count }] = await db.query<{ count: number }>(
        'select count(*)::int as count from message where user_id = $1 and read_at is null',
        [request.user!.id],
      );
      return ok(count);
    },
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
        response: { 200: envelopeSchema({ type: 'array', items: templateSchema }) },
      },
    },
    async (request) => {
      const { active, defaultTemplate } = request.query;
      const where: string[] = [];
      if (active !== undefined) where.push(`active = ${active === 1}`);
      if (defaultTemplate !== undefined) where.push(`default_template = ${defaultTemplate === 1}`);
      return ok(await db.query(`select ${templateColumns} from alum_card_template ${where.length ? 'where ' + where.join(' and ') : ''} order by id`));
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/alumcardtemplate/:id',
    {
      ...cardPage,
      schema: { tags: ['校友卡'], summary: '校友卡模板详情', params: idParamsSchema, response: { 200: envelopeSchema(templateSchema) } },
    },
    async (request) => {
      const [row] = await db.query(`select ${templateColumns} from alum_card_template where id = $1`, [request.params.id]);
      if (!row) throw notFound('校友卡模板');
      return ok(row);
    },
  );
}
