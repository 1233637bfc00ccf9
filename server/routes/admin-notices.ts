import type { FastifyRequest } from 'fastify';
import { auditWithin, forbidden } from '../auth/staff.ts';
import { envelopeSchema, idParamsSchema, ok, pageQuerySchema, pageSchema } from '../http/envelope.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { assertForm } from '../http/form.ts';
import {
  deliverNotice,
  insertNotice,
  noticeAudiences,
  noticePage,
  noticeRow,
  organizationName,
  recipientCount,
} from '../repositories/admin-notices.ts';
import { savedFilter } from '../repositories/roster-filters.ts';
import { toJsonSchema } from '../../src/shared/forms.ts';
import {
  audienceLabel,
  NOTICE_AUDIENCES,
  noticeFormSchema,
  noticeHtml,
  noticeTarget,
  offeredAudiences,
  type NoticeTarget,
  type NoticeValues,
} from '../../src/shared/admin/ledger.ts';
import { noticeAudiencesSchema, recipientCountSchema, sentNoticeSchema } from '../../src/shared/api/admin-ledger.ts';
import type { Queryable } from '../db/connect.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';

const TAG = '管理后台·通知';
const bad = (field: string, message: string) => new HttpError(400, message, 400, field);

type TargetQuery = Pick<NoticeValues, 'audience' | 'graduationYear' | 'organizationId' | 'rosterFilterId'>;

const MISSING: Readonly<Record<string, string>> = {
  graduationYear: '请选择毕业年份',
  organizationId: '请选择校友组织',
  rosterFilterId: '请选择花名册筛选',
};

/**
 * The audience the values name, and what it is called; 400 naming the field when a part is missing or unknown, 403 for
 * an audience the caller's roles do not offer (a 审核员 sends only to a saved filter of the roster).
 */
async function resolveTarget(db: Queryable, request: FastifyRequest, v: TargetQuery): Promise<{ target: NoticeTarget; label: string }> {
  if (!offeredAudiences(request.staff!.roles).includes(v.audience)) throw forbidden();
  const target = noticeTarget(v);
  if ('missing' in target) throw bad(target.missing, MISSING[target.missing]);
  if (target.audience === 'roster') {
    const filter = await savedFilter(db, target.rosterFilterId);
    if (!filter) throw bad('rosterFilterId', '该花名册筛选不存在或已删除');
    return { target, label: audienceLabel(target, filter.name) };
  }
  if (target.audience !== 'organization') return { target, label: audienceLabel(target) };
  const name = await organizationName(db, target.organizationId);
  if (!name) throw bad('organizationId', '校友组织不存在或已删除');
  return { target, label: audienceLabel(target, name) };
}

const targetProperties = {
  audience: {
    type: 'string',
    enum: NOTICE_AUDIENCES,
    description: '发送对象：all 全体校友，year 某一届，organization 某一组织的成员，roster 花名册筛选中已注册的校友',
  },
  graduationYear: { type: 'integer', minimum: 1950, maximum: 2100, description: '毕业年份（audience=year 时必填）' },
  organizationId: { type: 'integer', minimum: 1, maximum: 2147483647, description: '校友组织编号（audience=organization 时必填）' },
  rosterFilterId: { type: 'integer', minimum: 1, maximum: 2147483647, description: '花名册筛选编号（audience=roster 时必填）' },
} as const;

/**
 * Notices to all alumni, a graduation year, an organisation's members (operation `notices`) or the registered alumni a
 * saved roster filter finds (`rosterNotices`, which the page's routes ask), delivered to 我的消息.
 */
const adminNoticesRoutes: RoutePlugin = async (app, { db }) => {
  const config = { changesPublicPages: false, staff: 'rosterNotices' } as const;

  app.get<{ Querystring: { pageNum: number; pageSize: number } }>(
    '/api/admin/notices',
    {
      config,
      schema: {
        tags: [TAG],
        summary: '已发送的通知（最新在前），含发送对象与接收人数',
        querystring: { ...pageQuerySchema, additionalProperties: false },
        response: { 200: pageSchema(sentNoticeSchema) },
      },
    },
    async (request) => {
      const { pageNum, pageSize } = request.query;
      const { list, total } = await noticePage(db, pageNum, pageSize);
      return ok({ list, total, pageNum, pageSize });
    },
  );

  app.get(
    '/api/admin/notices/audiences',
    {
      config,
      schema: {
        tags: [TAG],
        summary:
          '可选的发送对象（offered：本人可发送的对象类型；审核员仅花名册筛选）：校友总数、各届人数、各校友组织成员数、各花名册筛选的人数',
        response: { 200: envelopeSchema(noticeAudiencesSchema) },
      },
    },
    async (request) => {
      const offered = offeredAudiences(request.staff!.roles);
      const all = await noticeAudiences(db);
      const every = offered.includes('all');
      return ok({
        offered,
        alumni: every ? all.alumni : 0,
        years: offered.includes('year') ? all.years : [],
        organizations: offered.includes('organization') ? all.organizations : [],
        rosterFilters: all.rosterFilters,
      });
    },
  );

  app.get<{ Querystring: TargetQuery }>(
    '/api/admin/notices/recipients',
    {
      config,
      schema: {
        tags: [TAG],
        summary: '发送前预览：所选对象的接收人数',
        querystring: { type: 'object', additionalProperties: false, required: ['audience'], properties: targetProperties },
        response: { 200: envelopeSchema(recipientCountSchema) },
      },
    },
    async (request) => {
      const { target, label } = await resolveTarget(db, request, request.query);
      return ok({ count: await recipientCount(db, target), audienceLabel: label });
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/admin/notices/:id',
    {
      config,
      schema: { tags: [TAG], summary: '一条已发送的通知', params: idParamsSchema, response: { 200: envelopeSchema(sentNoticeSchema) } },
    },
    async (request) => {
      const row = await noticeRow(db, request.params.id);
      if (!row) throw notFound('通知');
      return ok(row);
    },
  );

  app.post<{ Body: NoticeValues }>(
    '/api/admin/notices',
    {
      config,
      schema: {
        tags: [TAG],
        summary: '发送通知：每位接收人的“我的消息”中收到一条系统通知（纯文本；发送、投递与审计在同一事务中）',
        body: toJsonSchema(noticeFormSchema),
        response: { 200: envelopeSchema(sentNoticeSchema) },
      },
    },
    async (request) => {
      const v = assertForm<NoticeValues>(noticeFormSchema, request.body);
      const { target, label } = await resolveTarget(db, request, v);
      const staff = request.staff!;
      const id = await db.transaction(async (tx) => {
        const count = await deliverNotice(tx, target, v.title, noticeHtml(v.content));
        if (count === 0) throw bad('audience', `${label}中暂无可接收通知的校友`);
        const noticeId = await insertNotice(tx, {
          title: v.title,
          content: v.content,
          target,
          audienceLabel: label,
          recipientCount: count,
          staffId: staff.id,
          sender: staff.name,
        });
        await auditWithin(tx, request, {
          entity: 'notice',
          entityId: noticeId,
          summary: `发送通知 #${noticeId}「${v.title}」给${label}，共 ${count} 人`,
        });
        return noticeId;
      });
      return ok((await noticeRow(db, id))!, '通知已发送');
    },
  );
};

export default adminNoticesRoutes;
