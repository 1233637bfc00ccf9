import { auditWithin } from '../auth/staff.ts';
import { hashSecret } from '../auth/tokens.ts';
import { signedIn } from '../auth/session.ts';
import { envelopeSchema, fail, ok } from '../http/envelope.ts';
import { loginRateLimit } from '../http/rate-limit.ts';
import { appendAudit } from '../repositories/audit.ts';
import { cancelByTicket, disableAndSignOutEverywhere, erasureList, insertErasureRequest, pendingErasure } from '../repositories/erasure.ts';
import { loginDataSchema } from '../../src/shared/api/account.ts';
import {
  erasureCancelBodySchema,
  erasureListItemSchema,
  erasureRequestBodySchema,
  erasureScheduleSchema,
} from '../../src/shared/api/erasure.ts';
import { erasureDueAt, erasureStatus } from '../../src/shared/erasure.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';

/** The sign-in's code for a spent, expired or unknown cancel ticket (the login's own 10022). */
const TICKET_INVALID = 10022;

const RECENT_DAYS = 90;

/** 注销账号: the person's request, its cancellation from the sign-in, and the console's read-only list. */
const erasureRoutes: RoutePlugin = async (app, { db, config }) => {
  app.post<{ Body: { confirm: string } }>(
    '/api/my/erasure',
    {
      config: { changesPublicPages: false, access: 'session' },
      schema: {
        tags: ['账号'],
        summary: `注销账号：账号立即停用，所有设备上的登录全部失效；${config.erasureCoolingDays} 天冷静期后删除或匿名化个人信息（期间重新登录可撤销）。捐赠记录匿名保留`,
        body: erasureRequestBodySchema,
        response: { 200: envelopeSchema(erasureScheduleSchema) },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const now = new Date();
      const dueAt = await db.transaction(async (tx) => {
        // A second request (two tabs) finds the first pending: it answers the same date and signs out again.
        const id = await insertErasureRequest(tx, userId, now, erasureDueAt(now, config.erasureCoolingDays));
        const row = (await pendingErasure(tx, userId))!;
        const ended = await disableAndSignOutEverywhere(tx, userId);
        if (id !== null) {
          await appendAudit(tx, {
            staffId: null,
            account: '本人',
            ip: request.ip,
            action: 'POST /api/my/erasure',
            entity: 'erasure',
            entityId: String(id),
            summary: `用户 #${userId} 申请注销账号，账号已停用，结束 ${ended} 个登录；冷静期至 ${row.dueAt.toISOString()}`,
          });
        }
        return row.dueAt;
      });
      return ok({ dueAt: dueAt.toISOString() }, '账号已停用，已在所有设备上退出登录');
    },
  );

  app.post<{ Body: { ticket: string } }>(
    '/api/login/erasure/cancel',
    {
      config: { changesPublicPages: false, rateLimit: loginRateLimit(config.loginRateLimit) },
      schema: {
        tags: ['登录'],
        summary:
          '撤销注销：用登录时（code 10011）返回的凭证撤销注销申请，账号恢复并登录。code 0 成功（data 同登录）；10022 凭证无效或已过期，请重新登录',
        body: erasureCancelBodySchema,
        response: { 200: envelopeSchema(loginDataSchema) },
      },
    },
    async (request) => {
      const answer = await db.transaction(async (tx) => {
        const cancelled = await cancelByTicket(tx, hashSecret(request.body.ticket));
        if (!cancelled) return undefined;
        await appendAudit(tx, {
          staffId: null,
          account: '本人',
          ip: request.ip,
          action: 'POST /api/login/erasure/cancel',
          entity: 'erasure',
          entityId: String(cancelled.id),
          summary: `用户 #${cancelled.userId} 登录后撤销注销，账号已恢复`,
        });
        return cancelled;
      });
      if (!answer) return fail(TICKET_INVALID, '撤销凭证已失效，请重新登录');
      return ok(await signedIn(db, answer, config.sessionTtlMs), '已撤销注销，欢迎回来');
    },
  );

  app.get(
    '/api/admin/erasures',
    {
      config: { changesPublicPages: false, staff: 'identity' },
      schema: {
        tags: ['管理后台：注销账号'],
        summary: `注销申请：等待删除的全部申请，以及最近 ${RECENT_DAYS} 天内撤销或已删除的（只读，查看即记入审计日志）`,
        response: { 200: envelopeSchema({ type: 'array', items: erasureListItemSchema }) },
      },
    },
    async (request) => {
      const rows = await erasureList(db, new Date(Date.now() - RECENT_DAYS * 24 * 60 * 60 * 1000));
      const pending = rows.filter((r) => erasureStatus(r) === 'pending').length;
      await auditWithin(db, request, {
        entity: 'erasure',
        entityId: '',
        summary: `查看注销申请（${rows.length} 条，其中 ${pending} 条等待删除）`,
      });
      return ok(
        rows.map((r) => ({
          id: r.id,
          userId: r.userId,
          name: r.name,
          requestedAt: r.requestedAt.toISOString(),
          dueAt: r.dueAt.toISOString(),
          status: erasureStatus(r),
        })),
      );
    },
  );
};

export default erasureRoutes;
