import type { FastifyInstance } from 'fastify';
import { createSession, revokeSession } from '../auth/session.ts';
import { hashSecret } from '../auth/tokens.ts';
import type { Db } from '../db/connect.ts';
import { envelopeSchema, fail, ok } from '../http/envelope.ts';

/** Login answers the portal handles itself (spec section 7): 0 success, and these three. */
export const LOGIN_CODES = { unbound: 10005, codeInvalid: 10022, disabled: 10010 } as const;

export const loginRateLimit = (max: number) => ({
  max,
  timeWindow: '1 minute',
});

export function registerLoginRoutes(app: FastifyInstance, db: Db, opts: { ttlMs: number; rateLimit: number }) {
  app.post<{ Body: { code: string; state: string } }>(
    '/api/login/wxMpQrCodeLogin',
    {
      config: { changesPublicPages: false, rateLimit: loginRateLimit(opts.rateLimit) },
      schema: {
        tags: ['登录'],
        summary: '微信扫码登录：用一次性 code 换取登录凭证。code 0 成功；10005 未绑定校友身份；10022 code 无效或已过期；10010 账号已停用',
        body: {
          type: 'object',
          required: ['code', 'state'],
          additionalProperties: false,
          properties: {
            code: { type: 'string', minLength: 8, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$', description: '微信回调带回的一次性 code' },
            state: { type: 'string', maxLength: 10, pattern: '^[A-Za-z0-9]{10}$', description: '发起登录时生成的 10 位 state' },
          },
        },
        response: {
          200: envelopeSchema({
            type: ['object', 'null'],
            properties: {
              token: { type: 'string' },
              userType: { type: 'string', enum: ['alumni', 'member'] },
              alumUserStatus: { type: 'string', enum: ['verified', 'pending', 'rejected'] },
            },
          }),
        },
      },
    },
    async (request) => {
      const { code, state } = request.body;
      // Spending the code and reading who it belongs to is one statement, so a code works exactly once.
      const [spent] = await db.query<{ openid: string; state: string }>(
        `update login_code set used_at = now()
          where code_hash = $1 and used_at is null and expires_at > now()
          returning openid, state`,
        [hashSecret(code)],
      );
      if (!spent || spent.state !== state) return fail(LOGIN_CODES.codeInvalid, '二维码已失效，请重新扫码登录');
      const [account] = await db.query<{ userId: number | null; disabled: boolean | null; userType: 'alumni' | 'member'; cardStatus: string }>(
        `select w.user_id as "userId", u.disabled, u.user_type as "userType", u.card_status as "cardStatus"
           from wx_account w left join app_user u on u.id = w.user_id where w.openid = $1`,
        [spent.openid],
      );
      if (!account?.userId) return fail(LOGIN_CODES.unbound, '该微信账号尚未绑定校友身份，请先在微信小程序中完成注册');
      if (account.disabled) return fail(LOGIN_CODES.disabled, '该账号已停用，请联系校友工作办公室');
      const token = await createSession(db, account.userId, opts.ttlMs);
      return ok({ token, userType: account.userType, alumUserStatus: account.cardStatus }, '登录成功');
    },
  );

  app.post(
    '/api/login/logout',
    {
      config: { changesPublicPages: false, access: 'session' },
      schema: {
        tags: ['登录'],
        summary: '退出登录：吊销当前登录凭证（请求体为空对象）',
        body: { type: 'object', additionalProperties: false, properties: {} },
        response: { 200: envelopeSchema({ type: 'null' }) },
      },
    },
    async (request) => {
      await revokeSession(db, request.user!.tokenHash);
      return ok(null, '已退出登录');
    },
  );
}
