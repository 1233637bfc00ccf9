import { envelopeSchema, idParamsSchema, ok } from '../http/envelope.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { assertForm } from '../http/form.ts';
import { deliver } from '../repositories/messages.ts';
import {
  deletePendingJoinRequest,
  insertJoinRequest,
  liveJoinRequest,
  lockOrganization,
  myJoinRequests,
  myJoinRequestStatus,
  organizationExists,
} from '../repositories/organization-join.ts';
import { toJsonSchema } from '../../src/shared/forms.ts';
import { organizationJoinForm, type OrganizationJoinValues } from '../../src/shared/organization-join-forms.ts';
import { joinAnswerSchema, joinRequestSchema, membershipSchema } from '../../src/shared/api/organization-join.ts';
import { escapeHtml } from '../../src/shared/escape-html.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';

const TAG = '校友组织入会';

/** Asking to join an alumni organisation, my requests and memberships. */
const organizationJoinRoutes: RoutePlugin = async (app, { db }) => {
  app.get(
    '/api/alumorganization/my',
    {
      config: { access: 'login' },
      schema: {
        tags: [TAG],
        summary: '我的组织与入会申请（新的在前）',
        response: { 200: envelopeSchema({ type: 'array', items: joinRequestSchema }) },
      },
    },
    async (request) => ok(await myJoinRequests(db, request.user!.id)),
  );

  app.get<{ Params: { id: number } }>(
    '/api/alumorganization/:id/membership',
    {
      config: { access: 'login' },
      schema: {
        tags: [TAG],
        summary: '我与某个组织的关系：未申请、审核中或已加入',
        params: idParamsSchema,
        response: { 200: envelopeSchema(membershipSchema) },
      },
    },
    async (request) => {
      if (!(await organizationExists(db, request.params.id))) throw notFound('校友组织');
      const found = await liveJoinRequest(db, request.params.id, request.user!.id);
      if (!found) return ok({ status: 'none', requestId: null });
      return ok({ status: found.status === 'approved' ? 'member' : 'pending', requestId: found.id });
    },
  );

  app.post<{ Params: { id: number }; Body: OrganizationJoinValues }>(
    '/api/alumorganization/:id/join',
    {
      config: { changesPublicPages: false, access: 'login' },
      schema: {
        tags: [TAG],
        summary: '申请加入校友组织（等待审核）',
        params: idParamsSchema,
        body: toJsonSchema(organizationJoinForm),
        response: { 200: envelopeSchema(joinAnswerSchema) },
      },
    },
    async (request) => {
      const { reason } = assertForm<OrganizationJoinValues>(organizationJoinForm, request.body);
      const userId = request.user!.id;
      const organizationId = request.params.id;
      return db.transaction(async (tx) => {
        const org = await lockOrganization(tx, organizationId);
        if (!org) throw notFound('校友组织');
        const found = await liveJoinRequest(tx, organizationId, userId);
        if (found?.status === 'approved') throw new HttpError(400, '您已是该组织成员，无需重复申请', 400, 'reason');
        if (found) throw new HttpError(400, '您已提交过申请，请等待审核', 400, 'reason');
        const id = await insertJoinRequest(tx, organizationId, userId, reason);
        await deliver(
          tx,
          userId,
          'review',
          `入会申请已提交：${org.name}`,
          `<p>您申请加入「${escapeHtml(org.name)}」的请求已提交，审核结果将通过站内消息通知您。</p>`,
        );
        return ok({ id, status: 'pending' }, '申请已提交');
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
      const status = await myJoinRequestStatus(db, request.user!.id, request.params.id);
      if (!status) throw notFound('入会申请');
      if (status !== 'pending') throw new HttpError(400, '申请已审核，无法撤回');
      await deletePendingJoinRequest(db, request.user!.id, request.params.id);
      return ok(null, '申请已撤回');
    },
  );
};

export default organizationJoinRoutes;
