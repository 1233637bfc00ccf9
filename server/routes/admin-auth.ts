import type { FastifyRequest } from 'fastify';
import { passwordMatches, hashPassword } from '../auth/passwords.ts';
import { staffMeOf, type AuthStaff } from '../auth/staff.ts';
import { hashSecret, newSecret } from '../auth/tokens.ts';
import { newOtpSecret, otpStep } from '../auth/totp.ts';
import { envelopeSchema, ok } from '../http/envelope.ts';
import { HttpError } from '../http/errors.ts';
import { assertForm } from '../http/form.ts';
import { loginRateLimit } from '../http/rate-limit.ts';
import { appendAudit } from '../repositories/audit.ts';
import {
  confirmOtp,
  insertStaffSession,
  recordFailedSignIn,
  recordSignIn,
  revokeStaffSession,
  signInLock,
  revokeStaffSessions,
  setPendingOtp,
  setStaffPassword,
  spendOtpStep,
  staffByAccount,
  staffById,
} from '../repositories/staff.ts';
import { DEMO_STAFF } from '../../src/shared/admin/demo-staff.ts';
import { otpSetupSchema, staffLoginAnswerSchema, staffMeSchema, type StaffMe } from '../../src/shared/api/admin-auth.ts';
import { changePasswordSchema, otpEnableSchema, staffLoginSchema, type StaffLoginBody } from '../../src/shared/admin/staff-forms.ts';
import { toJsonSchema } from '../../src/shared/forms.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';

const TAG = '管理后台：登录与账号';

/** The console routes anyone may call: the sign-in and, in the demo, its list of demo staff. */
export const OPEN_CONSOLE_ROUTES = ['/api/admin/login', '/api/admin/login/demo'] as const;

const emptyBody = { type: 'object', additionalProperties: false, properties: {} } as const;

/** The signed-in member of staff as the API answers them: without their token's hash. */
const staffMe = ({ tokenHash: _hash, ...me }: AuthStaff): StaffMe => me;

const minutesLeft = (until: Date) => Math.max(1, Math.ceil((new Date(until).getTime() - Date.now()) / 60_000));
const lockedMessage = (until: Date) => `登录失败次数过多，账号已锁定，请 ${minutesLeft(until)} 分钟后再试`;

/** Staff sign-in, sign-out, one's own password and second factor. */
const adminAuthRoutes: RoutePlugin = async (app, { db, config }) => {
  /**
   * A wrong password or code, at sign-in or when changing one's password: counted against the account name as typed
   * (whether or not it is an account) and the client's address, and audited; answers when the lock ends if it has
   * just begun.
   */
  const signInFailure = async (request: FastifyRequest, account: string, staffId: number | null, why: string) => {
    const lockedUntil = await recordFailedSignIn(db, account, request.ip, config.staffLockAttempts, config.staffLockMs);
    await auditAttempt(request, account, staffId, lockedUntil ? `${why}；连续失败 ${config.staffLockAttempts} 次，账号锁定` : why);
    return lockedUntil;
  };
  /** An attempt at the sign-in or the password change that did not go through, in the audit log. */
  const auditAttempt = (request: FastifyRequest, account: string, staffId: number | null, summary: string) =>
    appendAudit(db, {
      staffId,
      account,
      ip: request.ip,
      action: `${request.method} ${request.routeOptions.url}`,
      entity: 'staff-session',
      entityId: '',
      summary,
    });
  /** Refuses an attempt while the account is locked from this address, the same for every name, and audits it. */
  const refuseWhileLocked = async (request: FastifyRequest, account: string, staffId: number | null, field?: string) => {
    const lockedUntil = await signInLock(db, account, request.ip);
    if (!lockedUntil) return;
    await auditAttempt(request, account, staffId, '账号锁定期间尝试登录');
    throw new HttpError(400, lockedMessage(lockedUntil), 400, field);
  };

  // Whether a demo account still has its demo password, kept per stored hash: argon2 is slow on purpose, and the
  // sign-in page asks on every visit. A changed password is a new hash, so nothing goes stale.
  const demoChecks = new Map<string, boolean>();
  const demoPasswordHolds = async (hash: string, password: string) => {
    const key = `${hash}\n${password}`;
    let holds = demoChecks.get(key);
    if (holds === undefined) {
      holds = await passwordMatches(hash, password);
      if (demoChecks.size >= 64) demoChecks.clear();
      demoChecks.set(key, holds);
    }
    return holds;
  };

  app.get(
    '/api/admin/login/demo',
    {
      config: { changesPublicPages: false },
      schema: {
        tags: [TAG],
        summary: '演示环境的管理后台账号（仅在启用登录替身的演示环境中返回；正式环境为空列表）',
        response: {
          200: envelopeSchema({
            type: 'object',
            required: ['list'],
            properties: {
              list: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['account', 'password', 'name', 'roles'],
                  properties: {
                    account: { type: 'string' },
                    password: { type: 'string' },
                    name: { type: 'string' },
                    roles: staffLoginAnswerSchema.properties.roles,
                  },
                },
              },
            },
          }),
        },
      },
    },
    async () => {
      if (!config.loginStandin || config.production) return ok({ list: [] });
      // Only accounts that still exist with their demo password are offered.
      const list = [];
      for (const demo of DEMO_STAFF) {
        const row = await staffByAccount(db, demo.account);
        if (row && !row.disabled && (await demoPasswordHolds(row.passwordHash, demo.password))) {
          list.push({ account: demo.account, password: demo.password, name: row.name, roles: row.roles });
        }
      }
      return ok({ list });
    },
  );

  app.post<{ Body: StaffLoginBody }>(
    '/api/admin/login',
    {
      config: { changesPublicPages: false, rateLimit: loginRateLimit(config.loginRateLimit) },
      schema: {
        tags: [TAG],
        summary: '管理后台登录：账号与密码（已设置动态验证码的账号另需 otp）；连续失败将锁定账号一段时间',
        body: toJsonSchema(staffLoginSchema),
        response: { 200: envelopeSchema(staffLoginAnswerSchema) },
      },
    },
    async (request) => {
      const { account, password, otp } = assertForm<StaffLoginBody>(staffLoginSchema, request.body);
      const row = await staffByAccount(db, account);
      await refuseWhileLocked(request, account, row?.id ?? null);
      const matches = await passwordMatches(row?.passwordHash, password);
      if (!row || !matches || row.disabled) {
        const lockedUntil = await signInFailure(
          request,
          account,
          row?.id ?? null,
          row?.disabled ? '已停用的账号尝试登录' : '账号或密码错误',
        );
        throw new HttpError(400, lockedUntil ? lockedMessage(lockedUntil) : '账号或密码错误');
      }
      if (row.otpSecret !== null) {
        if (!otp) throw new HttpError(400, '请输入动态验证码', 400, 'otp');
        const step = otpStep(row.otpSecret, row.account, otp);
        if (step === undefined || !(await spendOtpStep(db, row.id, step))) {
          const lockedUntil = await signInFailure(request, account, row.id, '动态验证码错误');
          throw new HttpError(400, lockedUntil ? lockedMessage(lockedUntil) : '动态验证码错误', 400, 'otp');
        }
      }
      await recordSignIn(db, account, request.ip);
      const token = newSecret();
      await insertStaffSession(db, hashSecret(token), row.id, new Date(Date.now() + config.staffSessionTtlMs));
      await appendAudit(db, {
        staffId: row.id,
        account: row.account,
        ip: request.ip,
        action: 'POST /api/admin/login',
        entity: 'staff-session',
        entityId: '',
        summary: '登录管理后台',
      });
      const me = staffMeOf(row, config.production);
      return ok({ token, name: row.name, roles: row.roles, me }, '登录成功');
    },
  );

  app.get(
    '/api/admin/me',
    {
      config: { changesPublicPages: false, staff: 'self' },
      schema: { tags: [TAG], summary: '当前登录的管理后台账号', response: { 200: envelopeSchema(staffMeSchema) } },
    },
    async (request) => ok(staffMe(request.staff!)),
  );

  app.post(
    '/api/admin/logout',
    {
      config: { changesPublicPages: false, staff: 'self' },
      schema: { tags: [TAG], summary: '退出管理后台：吊销当前凭证', body: emptyBody, response: { 200: envelopeSchema({ type: 'null' }) } },
    },
    async (request) => {
      await revokeStaffSession(db, request.staff!.tokenHash);
      request.auditEntry = { entity: 'staff-session', entityId: request.staff!.id, summary: '退出管理后台' };
      return ok(null, '已退出');
    },
  );

  app.post<{ Body: { currentPassword: string; newPassword: string } }>(
    '/api/admin/password',
    {
      config: { changesPublicPages: false, staff: 'self', rateLimit: loginRateLimit(config.loginRateLimit) },
      schema: {
        tags: [TAG],
        summary: '修改自己的密码（需当前密码）；其他设备上的登录随之失效；当前密码错误与登录失败一同计数，连续失败将锁定账号',
        body: toJsonSchema(changePasswordSchema),
        response: { 200: envelopeSchema(staffMeSchema) },
      },
    },
    async (request) => {
      const { currentPassword, newPassword } = assertForm<{ currentPassword: string; newPassword: string }>(
        changePasswordSchema,
        request.body,
      );
      const staff = request.staff!;
      await refuseWhileLocked(request, staff.account, staff.id, 'currentPassword');
      const row = await staffById(db, staff.id);
      if (!(await passwordMatches(row.passwordHash, currentPassword))) {
        const lockedUntil = await signInFailure(request, staff.account, staff.id, '修改密码时当前密码错误');
        throw new HttpError(400, lockedUntil ? lockedMessage(lockedUntil) : '当前密码不正确', 400, 'currentPassword');
      }
      if (currentPassword === newPassword) throw new HttpError(400, '新密码不能与当前密码相同', 400, 'newPassword');
      await setStaffPassword(db, staff.id, await hashPassword(newPassword), false);
      await revokeStaffSessions(db, staff.id, staff.tokenHash);
      request.auditEntry = { entity: 'staff', entityId: staff.id, summary: '修改自己的密码' };
      return ok(staffMe({ ...staff, mustChangePassword: false }), '密码已修改');
    },
  );

  app.post(
    '/api/admin/otp/setup',
    {
      config: { changesPublicPages: false, staff: 'self' },
      schema: {
        tags: [TAG],
        summary: '开始设置动态验证码：生成新密钥（以二维码展示），确认前不生效',
        body: emptyBody,
        response: { 200: envelopeSchema(otpSetupSchema) },
      },
    },
    async (request) => {
      const staff = request.staff!;
      const setup = newOtpSecret(staff.account);
      await setPendingOtp(db, staff.id, setup.secret);
      request.auditEntry = { entity: 'staff', entityId: staff.id, summary: '开始设置动态验证码' };
      return ok(setup);
    },
  );

  app.post<{ Body: { otp: string } }>(
    '/api/admin/otp/enable',
    {
      config: { changesPublicPages: false, staff: 'self' },
      schema: {
        tags: [TAG],
        summary: '确认动态验证码：输入验证器显示的 6 位数字后生效',
        body: toJsonSchema(otpEnableSchema),
        response: { 200: envelopeSchema(staffMeSchema) },
      },
    },
    async (request) => {
      const { otp } = assertForm<{ otp: string }>(otpEnableSchema, request.body);
      const staff = request.staff!;
      const row = await staffById(db, staff.id);
      if (!row.otpPendingSecret) throw new HttpError(400, '请先生成动态验证码二维码', 400, 'otp');
      const step = otpStep(row.otpPendingSecret, row.account, otp);
      if (step === undefined) throw new HttpError(400, '动态验证码错误', 400, 'otp');
      await confirmOtp(db, staff.id, step);
      request.auditEntry = { entity: 'staff', entityId: staff.id, summary: '启用动态验证码' };
      return ok(staffMe({ ...staff, otpEnabled: true, otpRequired: false }), '动态验证码已启用');
    },
  );
};

export default adminAuthRoutes;
