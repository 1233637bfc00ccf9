import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../db/connect.ts';
import { envelopeSchema, idParamsSchema, ok } from '../http/envelope.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { assertForm } from '../http/form.ts';
import { toJsonSchema } from '../../src/shared/forms.ts';
import { deliver, escapeHtml } from './_inbox.ts';
import { organizationJoinForm, type OrganizationJoinValues } from '../../src/shared/organization-join-forms.ts';
import type { ServiceModule } from './module.ts';

const TAG = '校友组织入会';
const statusEnum = ['pending', 'approved', 'rejected'];

const requestSchema = {
  type: 'object',
  required: ['id', 'organizationId', 'organizationName', 'organizationCover', 'reason', 'status', 'reviewNote', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    organizationId: { type: 'integer' },
    organizationName: { type: 'string' },
    organizationCover: { type: 'string' },
    reason: { type: 'string' },
    status: { type: 'string', enum: statusEnum },
    reviewNote: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const;

const myStatusSchema = {
  type: 'object',
  required: ['status'],
  properties: {
    status: { type: 'string', enum: ['none', 'pending', 'member'], description: 'none 未申请，pending 审核中，member 已加入' },
    requestId: { type: ['integer', 'null'] },
  },
} as const;

async function membership(db: Queryable, organizationId: number, userId: number) {
  const rows = await db.query<{ id: number; status: string }>(
    `select id, status from org_join_request
      where organization_id = $1 and user_id = $2 and status in ('pending', 'approved')
      order by status = 'approved' desc limit 1`,
    [organizationId, userId],
  );
  return rows[0];
}

export function registerOrganizationJoinRoutes(app: FastifyInstance, db: Db) {
  app.get(
    '/api/alumorganization/my',
    {
      config: { access: 'login' },
      schema: {
        tags: [TAG], summary: '我的组织与入会申请（新的在前）',
        response: { 200: envelopeSchema({ type: 'array', items: requestSchema }) },
      },
    },
    async (request) => {
      const list = await db.query(
        `select r.id, r.organization_id as "organizationId", o.name as "organizationName", o.cover as "organizationCover",
                r.reason, r.status, r.review_note as "reviewNote", r.created_at as "createdAt"
           from org_join_request r join organization o on o.id = r.organization_id
          where r.user_id = $1
          order by r.created_at desc, r.id desc`,
        [request.user!.id],
      );
      return ok(list);
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/alumorganization/:id/membership',
    {
      config: { access: 'login' },
      schema: { tags: [TAG], summary: '我与某个组织的关系：未申请、审核中或已加入', params: idParamsSchema, response: { 200: envelopeSchema(myStatusSchema) } },
    },
    async (request) => {
      const [org] = await db.query('select id from organization where id = $1', [request.params.id]);
      if (!org) throw notFound('校友组织');
      const found = await membership(db, request.params.id, request.user!.id);
      if (!found) return ok({ status: 'none', requestId: null });
      return ok({ status: found.status === 'approved' ? 'member' : 'pending', requestId: found.id });
    },
  );

  app.post<{ Params: { id: number }; Body: OrganizationJoinValues }>(
    '/api/alumorganization/:id/join',
    {
      config: { changesPublicPages: false, access: 'login' },
      schema: {
        tags: [TAG], summary: '申请加入校友组织（等待审核）', params: idParamsSchema, body: toJsonSchema(organizationJoinForm),
        response: { 200: envelopeSchema({ type: 'object', required: ['id', 'status'], properties: { id: { type: 'integer' }, status: { type: 'string' } } }) },
      },
    },
    async (request) => {
      const { reason } = assertForm<OrganizationJoinValues>(organizationJoinForm, request.body);
      const userId = request.user!.id;
      const organizationId = request.params.id;
      return db.transaction(async (tx) => {
        const [org] = await tx.query<{ name: string }>('select id, name from organization where id = $1 for update', [organizationId]);
        if (!org) throw notFound('校友组织');
        const found = await membership(tx, organizationId, userId);
        if (found?.status === 'approved') throw new HttpError(400, '您已是该组织成员，无需重复申请', 400, 'reason');
        if (found) throw new HttpError(400, '您已提交过申请，请等待审核', 400, 'reason');
        const [row] = await tx.query<{ id: number }>(
          'insert into org_join_request (organization_id, user_id, reason) values ($1, $2, $3) returning id',
          [organizationId, userId, reason],
        );
        await deliver(tx, userId, 'review', `入会申请已提交：${org.name}`,
          `<p>您申请加入「${escapeHtml(org.name)}」的请求已提交，审核结果将通过站内消息通知您。</p>`);
        return ok({ id: row.id, status: 'pending' }, '申请已提交');
      });
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/api/alumorganization/join/:id',
    {
      config: { changesPublicPages: false, access: 'login' },
      schema: { tags: [TAG], summary: '撤回我的待审核申请', params: idParamsSchema, response: { 200: envelopeSchema({ type: 'null' }) } },
    },
    async (request) => {
      const [row] = await db.query<{ status: string }>(
        'select status from org_join_request where id = $1 and user_id = $2',
        [request.params.id, request.user!.id],
      );
      if (!row) throw notFound('入会申请');
      if (row.status !== 'pending') throw new HttpError(400, '申请已审核，无法撤回');
      await db.query("delete from org_join_request where id = $1 and user_id = $2 and status = 'pending'", [request.params.id, request.user!.id]);
      return ok(null, '申请已撤回');
    },
  );
}

/** 张明 is a member of the Hangzhou association and waits for Shanghai's answer; 陈静 is a member too. */
async function seed(tx: Queryable) {
  const users = await tx.query<{ id: number; name: string }>("select id, name from app_user where name in ('张明', '陈静')");
  const orgs = await tx.query<{ id: number; name: string }>('select id, name from organization');
  const user = (name: string) => users.find((u) => u.name === name)?.id;
  const org = (part: string) => orgs.find((o) => o.name.includes(part))?.id;
  const rows: Array<[number | undefined, number | undefined, string, string, string, string]> = [
    [org('杭州校友会'), user('张明'), '2016年毕业后一直在杭州工作，希望参加行业交流沙龙，也愿意为学弟学妹推荐实习岗位。', 'approved', '欢迎加入杭州校友会！', '2026-09-12T10:20:00+08:00'],
    [org('上海校友会'), user('张明'), '明年将调往上海分公司工作，希望提前认识在沪校友，参加行业沙龙。', 'pending', '', '2026-11-15T19:05:00+08:00'],
    [org('杭州校友会'), user('陈静'), '作为校友工作联络人，希望参与杭州校友会的日常活动组织。', 'approved', '欢迎加入！', '2026-06-03T09:00:00+08:00'],
  ];
  for (const [organizationId, userId, reason, status, note, createdAt] of rows) {
    if (!organizationId || !userId) continue;
    await tx.query(
      'insert into org_join_request (organization_id, user_id, reason, status, review_note, created_at) values ($1, $2, $3, $4, $5, $6)',
      [organizationId, userId, reason, status, note, createdAt],
    );
  }
}

export default {
  name: 'organization-join',
  register: (app, db) => registerOrganizationJoinRoutes(app, db),
  seed,
  seedTable: 'org_join_request',
} satisfies ServiceModule;
