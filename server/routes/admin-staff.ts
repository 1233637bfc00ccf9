import { hashPassword, oneTimePassword } from '../auth/passwords.ts';
import { envelopeSchema, idParamsSchema, ok } from '../http/envelope.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { assertForm } from '../http/form.ts';
import {
  accountTaken,
  clearOtp,
  insertStaff,
  organizationName,
  revokeStaffSessions,
  setStaffPassword,
  staffById,
  staffList,
  unlockStaff,
  updateStaff,
} from '../repositories/staff.ts';
import type { Queryable } from '../db/connect.ts';
import { isStaffRole, STAFF_ROLE_NAMES, type StaffRole } from '../../src/shared/admin/roles.ts';
import { staffCreateSchema, staffUpdateSchema, type StaffCreateBody, type StaffUpdateBody } from '../../src/shared/admin/staff-forms.ts';
import { oneTimePasswordSchema, staffAccountSchema } from '../../src/shared/api/admin-auth.ts';
import { toJsonSchema } from '../../src/shared/forms.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';

const TAG = '管理后台：账号管理';
const emptyBody = { type: 'object', additionalProperties: false, properties: {} } as const;

/** The roles field ("admin,editor") as a list without repeats. */
const rolesOf = (value: string): StaffRole[] => [...new Set(value.split(',').filter(isStaffRole))];

/** A 组织管理员 looks after exactly one organisation that exists; the other roles after none. Answers it with its name. */
async function organizationFor(
  db: Queryable,
  roles: StaffRole[],
  organizationId: number | undefined,
): Promise<{ id: number; name: string } | null> {
  if (!roles.includes('orgadmin')) return null;
  if (organizationId === undefined) throw new HttpError(400, '组织管理员须选择所管理的组织', 400, 'organizationId');
  const name = await organizationName(db, organizationId);
  if (name === undefined) throw new HttpError(400, '所管理的组织不存在', 400, 'organizationId');
  return { id: organizationId, name };
}

/** How the audit log names roles: 内容编辑、组织管理员. */
const roleNames = (roles: StaffRole[]) => roles.map((r) => STAFF_ROLE_NAMES[r]).join('、');

/** Staff accounts, managed by 管理员: create, change roles, disable, reset a password or second factor, unlock. */
const adminStaffRoutes: RoutePlugin = async (app, { db }) => {
  const config = { changesPublicPages: false, staff: 'staff' } as const;

  app.get(
    '/api/admin/staff',
    {
      config,
      schema: {
        tags: [TAG],
        summary: '管理后台账号列表',
        response: {
          200: envelopeSchema({ type: 'object', required: ['list'], properties: { list: { type: 'array', items: staffAccountSchema } } }),
        },
      },
    },
    async () => ok({ list: await staffList(db) }),
  );

  app.post<{ Body: StaffCreateBody }>(
    '/api/admin/staff',
    {
      config,
      schema: {
        tags: [TAG],
        summary: '新建管理后台账号：返回一次性密码（仅显示一次，首次登录须修改）',
        body: toJsonSchema(staffCreateSchema),
        response: { 200: envelopeSchema(oneTimePasswordSchema) },
      },
    },
    async (request) => {
      const body = assertForm<StaffCreateBody>(staffCreateSchema, request.body);
      const roles = rolesOf(body.roles);
      if (await accountTaken(db, body.account)) throw new HttpError(400, '该账号已存在', 400, 'account');
      const organization = await organizationFor(db, roles, body.organizationId);
      const password = oneTimePassword();
      const id = await insertStaff(db, {
        account: body.account,
        name: body.name,
        passwordHash: await hashPassword(password),
        roles,
        organizationId: organization?.id ?? null,
        mustChangePassword: true,
      });
      request.auditEntry = {
        entity: 'staff',
        entityId: id,
        summary: `新建账号 ${body.account}（${roleNames(roles)}${organization ? `，所管理的组织 ${organization.name}` : ''}）`,
      };
      return ok({ id, password }, '账号已创建');
    },
  );

  app.put<{ Params: { id: number }; Body: StaffUpdateBody }>(
    '/api/admin/staff/:id',
    {
      config,
      schema: {
        tags: [TAG],
        summary: '修改账号的姓名、角色、所管理的组织或停用',
        params: idParamsSchema,
        body: toJsonSchema(staffUpdateSchema),
        response: { 200: envelopeSchema({ type: 'null' }) },
      },
    },
    async (request) => {
      const body = assertForm<StaffUpdateBody>(staffUpdateSchema, request.body);
      const id = request.params.id;
      const before = await staffById(db, id);
      if (!before) throw notFound('账号');
      const roles = rolesOf(body.roles);
      // No one takes away their own way in: the console would be left without the 管理员 who did it.
      if (id === request.staff!.id && (body.disabled || !roles.includes('admin'))) {
        throw new HttpError(400, '不能停用自己的账号或取消自己的管理员角色', 400, body.disabled ? 'disabled' : 'roles');
      }
      const organization = await organizationFor(db, roles, body.organizationId);
      const organizationId = organization?.id ?? null;
      await updateStaff(db, id, { name: body.name, roles, organizationId, disabled: body.disabled });
      // Named, not numbered: the log is read by people. One since deleted keeps its number.
      const named = async (orgId: number | null) => (orgId === null ? '无' : ((await organizationName(db, orgId)) ?? `#${orgId}`));
      if (body.disabled) await revokeStaffSessions(db, id);
      const changes = [
        before.name !== body.name && `姓名 ${before.name} → ${body.name}`,
        before.roles.join(',') !== roles.join(',') && `角色 ${roleNames(before.roles)} → ${roleNames(roles)}`,
        before.organizationId !== organizationId && `所管理的组织 ${await named(before.organizationId)} → ${organization?.name ?? '无'}`,
        before.disabled !== body.disabled && (body.disabled ? '停用' : '启用'),
      ].filter(Boolean);
      request.auditEntry = { entity: 'staff', entityId: id, summary: `修改账号 ${before.account}：${changes.join('；') || '无变化'}` };
      return ok(null, '已保存');
    },
  );

  app.post<{ Params: { id: number } }>(
    '/api/admin/staff/:id/reset-password',
    {
      config,
      schema: {
        tags: [TAG],
        summary: '重置账号密码：返回一次性密码，解除锁定，结束其所有登录',
        params: idParamsSchema,
        body: emptyBody,
        response: { 200: envelopeSchema(oneTimePasswordSchema) },
      },
    },
    async (request) => {
      const row = await staffById(db, request.params.id);
      if (!row) throw notFound('账号');
      const password = oneTimePassword();
      await setStaffPassword(db, row.id, await hashPassword(password), true);
      await revokeStaffSessions(db, row.id);
      request.auditEntry = { entity: 'staff', entityId: row.id, summary: `重置账号 ${row.account} 的密码` };
      return ok({ id: row.id, password }, '密码已重置');
    },
  );

  for (const [path, summary, act] of [
    ['unlock', '解除因登录失败导致的锁定', unlockStaff],
    ['reset-otp', '清除账号的动态验证码（丢失手机时），其下次登录后需重新设置', clearOtp],
  ] as const) {
    app.post<{ Params: { id: number } }>(
      `/api/admin/staff/:id/${path}`,
      {
        config,
        schema: { tags: [TAG], summary, params: idParamsSchema, body: emptyBody, response: { 200: envelopeSchema({ type: 'null' }) } },
      },
      async (request) => {
        const row = await staffById(db, request.params.id);
        if (!row) throw notFound('账号');
        await act(db, row.id);
        request.auditEntry = {
          entity: 'staff',
          entityId: row.id,
          summary: `${path === 'unlock' ? '解除锁定' : '清除动态验证码'}：${row.account}`,
        };
        return ok(null, '已完成');
      },
    );
  }
};

export default adminStaffRoutes;
