import { revokeSession, signedIn } from '../auth/session.ts';
import { hashSecret, newSecret } from '../auth/tokens.ts';
import { envelopeSchema, fail, ok } from '../http/envelope.ts';
import { loginRateLimit } from '../http/rate-limit.ts';
import { wxAccountUser } from '../repositories/accounts.ts';
import { pendingErasure, setCancelTicket } from '../repositories/erasure.ts';
import { spendLoginCode } from '../repositories/sessions.ts';
import { wxAccountFor } from '../repositories/wechat-login.ts';
import { WechatError, isCodeProblem } from '../wechat/errors.ts';
import { wechatClient } from '../wechat/flow.ts';
import { loginAnswerDataSchema } from '../../src/shared/api/erasure.ts';
import { CANCEL_TICKET_MS } from '../../src/shared/erasure.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';

/** Login answers the portal handles itself (spec section 7): 0 success, and these; 10011 is the portal's own (注销冷静期). */
export const LOGIN_CODES = { unbound: 10005, codeInvalid: 10022, disabled: 10010, erasurePending: 10011, wechatFailed: 10030 } as const;

/** The code exchange and logout: the session's start and end. */
const loginRoutes: RoutePlugin = async (app, { db, config }) => {
  const opts = { ttlMs: config.sessionTtlMs, rateLimit: config.loginRateLimit };
  app.post<{ Body: { code: string; state: string } }>(
    '/api/login/wxMpQrCodeLogin',
    {
      config: { changesPublicPages: false, rateLimit: loginRateLimit(opts.rateLimit) },
      schema: {
        tags: ['登录'],
        summary:
          '微信扫码登录：用一次性 code 换取登录凭证。code 0 成功；10005 未绑定校友身份；10022 code 无效或已过期；10010 账号已停用；10011 账号已申请注销、处于冷静期（不签发登录凭证，data 带撤销凭证 erasureTicket 与删除时间 erasureDueAt，凭证只能用于 /api/login/erasure/cancel）；10030 微信接口失败（msg 为中文提示，可重试）',
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
          200: envelopeSchema(loginAnswerDataSchema),
        },
      },
    },
    async (request) => {
      const { code, state } = request.body;
      // Spending the code and reading who it belongs to is one statement, so a code works exactly once.
      const spent = await spendLoginCode(db, hashSecret(code));
      let openid = spent?.state === state ? spent.openid : undefined;
      if (!spent && config.loginMode === 'qrconnect') {
        // Website QR connect: the code is WeChat's; WeChat spends it (40163 on a second use) and says who scanned.
        try {
          const identity = await wechatClient(config.wechat).websiteLogin(code);
          openid = await db.transaction((tx) => wxAccountFor(tx, identity));
        } catch (e) {
          if (!(e instanceof WechatError)) throw e;
          if (isCodeProblem(e.reason)) return fail(LOGIN_CODES.codeInvalid, '二维码已失效，请重新扫码登录');
          return fail(LOGIN_CODES.wechatFailed, e.message);
        }
      }
      if (!openid) return fail(LOGIN_CODES.codeInvalid, '二维码已失效，请重新扫码登录');
      const account = await wxAccountUser(db, openid);
      if (!account?.userId) return fail(LOGIN_CODES.unbound, '该微信账号尚未绑定校友身份，请先在微信小程序中完成注册');
      if (account.disabled) {
        // Scheduled for erasure: no session, only a ticket that can cancel the erasure (the person decides on the page).
        const pending = await pendingErasure(db, account.userId);
        if (pending) {
          const ticket = newSecret();
          await setCancelTicket(db, pending.id, hashSecret(ticket), new Date(Date.now() + CANCEL_TICKET_MS));
          return fail(LOGIN_CODES.erasurePending, '该账号已申请注销，处于冷静期', {
            erasureTicket: ticket,
            erasureDueAt: pending.dueAt.toISOString(),
          });
        }
        return fail(LOGIN_CODES.disabled, '该账号已停用，请联系校友工作办公室');
      }
      return ok(await signedIn(db, { ...account, userId: account.userId }, opts.ttlMs), '登录成功');
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
};

export default loginRoutes;
