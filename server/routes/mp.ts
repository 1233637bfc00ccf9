import type { FastifyRequest } from 'fastify';
import { bearerToken, hashSecret, newSecret } from '../auth/tokens.ts';
import { envelopeSchema, fail, idParamsSchema, ok } from '../http/envelope.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { offerPayment, PaymentRefusal } from '../payments/donation-payments.ts';
import { WxpayError } from '../payments/wxpay.ts';
import { myDonation } from '../repositories/donation.ts';
import { loginRateLimit } from '../http/rate-limit.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';
import { recordIdNumberConsent } from '../repositories/consent.ts';
import { verifyByRoster } from '../repositories/roster-verify.ts';
import { insertMpSession, mpSessionAccount, registerAlumnus, wxAccountFor } from '../repositories/wechat-login.ts';
import { WechatError } from '../wechat/errors.ts';
import { ID_CONSENT_MISSING } from '../../src/shared/consent.ts';
import { hiddenCharacter, hiddenCharacterMessage, withoutInvisible } from '../../src/shared/hidden-characters.ts';
import { phoneEvent, wechatClient } from '../wechat/flow.ts';
import {
  mpEmptyBodySchema,
  mpPayDataSchema,
  mpRegisterBodySchema,
  mpRegisterDataSchema,
  mpSessionBodySchema,
  mpSessionDataSchema,
  mpTicketDataSchema,
  mpTicketParamsSchema,
  type MpPayData,
} from '../../src/shared/api/mp.ts';

/** The OpenAPI security scheme of the mini-program's calls (a token from POST /api/mp/session). */
export const MP_SECURITY = 'mpSession';
/** The envelope code of a WeChat failure: the message says what happened, and the mini-program offers 重试. */
export const MP_WECHAT_FAILED = 10030;
/** A ticket that cannot take the step (used, cancelled, expired, scanned by another account). */
export const MP_TICKET_REFUSED = 10022;

const MP_SESSION_TTL_S = 2 * 60 * 60;

const mpRequest = new WeakMap<FastifyRequest, { openid: string; userId: number | null }>();

/** The mini-program's API: its session from wx.login(), the three steps of a web login, registration, and paying a pledge. */
const mpRoutes: RoutePlugin = async (app, { db, config, cipher, payments }) => {
  /** Runs before the body is read: a caller without a live mini-program session learns nothing from validation. */
  const requireMpSession = async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    const account = token ? await mpSessionAccount(db, hashSecret(token)) : undefined;
    if (!account) throw new HttpError(401, '小程序会话已过期，请重新进入小程序', 401);
    mpRequest.set(request, { openid: account.openid, userId: account.userId });
  };
  const openidOf = (request: FastifyRequest) => mpRequest.get(request)!.openid;
  const security = [{ [MP_SECURITY]: [] }];

  app.post<{ Body: { jsCode: string } }>(
    '/api/mp/session',
    {
      config: { changesPublicPages: false, rateLimit: loginRateLimit(config.loginRateLimit) },
      schema: {
        tags: ['小程序'],
        summary:
          '小程序会话：用 wx.login() 的 code 换取小程序会话凭证（服务端调用 sns/jscode2session）。code 10030 为微信接口失败，msg 为可直接展示的中文提示，可重试',
        body: mpSessionBodySchema,
        response: { 200: envelopeSchema(mpSessionDataSchema) },
      },
    },
    async (request) => {
      try {
        const identity = await wechatClient(config.wechat).miniProgramSession(request.body.jsCode);
        const token = newSecret(32);
        const account = await db.transaction(async (tx) => {
          const openid = await wxAccountFor(tx, identity);
          await insertMpSession(tx, hashSecret(token), openid, new Date(Date.now() + MP_SESSION_TTL_S * 1000));
          return (await mpSessionAccount(tx, hashSecret(token)))!;
        });
        return ok({ token, expiresIn: MP_SESSION_TTL_S, bound: account.userId !== null, cardStatus: account.cardStatus }, '已进入小程序');
      } catch (e) {
        if (e instanceof WechatError) return fail(MP_WECHAT_FAILED, e.message);
        throw e;
      }
    },
  );

  const steps = [
    ['scan', '扫码：网页登录二维码（小程序码 scene）已被该微信扫描，网页显示“已扫码，请在手机上确认”', '已扫码'],
    ['confirm', '确认登录：把该二维码交给当前微信账号，网页随即登录。只有扫码的同一微信账号可以确认', '已确认登录'],
    ['cancel', '取消登录：网页显示“已取消登录”。已扫码的二维码只有扫码的同一微信账号可以取消', '已取消登录'],
  ] as const;
  for (const [event, summary, done] of steps) {
    app.post<{ Params: { ticket: string } }>(
      `/api/mp/qr/:ticket/${event}`,
      {
        onRequest: requireMpSession,
        config: { changesPublicPages: false },
        schema: {
          tags: ['小程序'],
          summary: `${summary}。code ${MP_TICKET_REFUSED}：二维码已失效、已使用、已取消或已被其他微信扫描（msg 说明原因）；HTTP 404：二维码不存在`,
          security,
          params: mpTicketParamsSchema,
          body: mpEmptyBodySchema,
          response: { 200: envelopeSchema(mpTicketDataSchema) },
        },
      },
      async (request) => {
        const outcome = await phoneEvent(db, request.params.ticket, event, openidOf(request));
        if (outcome.ok) return ok({ status: outcome.status }, done);
        if (outcome.status === null) throw new HttpError(404, '二维码不存在，请在网页上刷新后重新扫码');
        return fail(MP_TICKET_REFUSED, outcome.reason, { status: outcome.status });
      },
    );
  }

  app.post<{
    Body: { name: string; studentNo: string; faculty: string; graduationYear: number; idNumberTail: string; idConsent?: boolean };
  }>(
    '/api/mp/register',
    {
      onRequest: requireMpSession,
      config: { changesPublicPages: false },
      schema: {
        tags: ['小程序'],
        summary:
          '注册：为尚未关联校友身份的微信账号提交校友卡申请（待审核），进入管理后台的校友卡审核队列；审核通过前网页登录按“审核中”处理',
        security,
        body: mpRegisterBodySchema,
        response: { 200: envelopeSchema(mpRegisterDataSchema) },
      },
    },
    async (request) => {
      const b = request.body;
      const name = withoutInvisible(b.name).trim();
      const faculty = withoutInvisible(b.faculty).trim();
      const hidden = hiddenCharacter(name, true);
      if (hidden) throw new HttpError(400, hiddenCharacterMessage('姓名（name）', hidden), 400, 'name');
      if (name.length < 2) throw new HttpError(400, '姓名（name）至少 2 个字', 400, 'name');
      if (faculty.length < 2) throw new HttpError(400, '院系（faculty）至少 2 个字', 400, 'faculty');
      // The separate consent to the ID number's tail (PIPL art. 29): the mini-program asks for it beside the field.
      if (b.idConsent !== true) throw new HttpError(400, ID_CONSENT_MISSING, 400, 'idConsent');
      const { idConsent: _consent, ...fields } = b;
      const userId = await db.transaction(async (tx) => {
        const id = await registerAlumnus(tx, cipher, openidOf(request), {
          ...fields,
          name,
          faculty,
          idNumberTail: b.idNumberTail.toUpperCase(),
        });
        // Already bound (or bound by a concurrent registration): the new application is not kept.
        if (id === null) throw new HttpError(409, '该微信账号已关联校友身份，无需重复注册');
        await recordIdNumberConsent(tx, id, 'mp-register', 'mp-register');
        const claim = { name, studentNo: b.studentNo.trim(), graduationYear: String(b.graduationYear), idNumberTail: b.idNumberTail };
        const verified = config.rosterAutoVerify && (await verifyByRoster(tx, cipher, id, claim));
        return { id, verified };
      });
      request.log.info({ userId: userId.id }, 'mini-program registration');
      if (userId.verified) return ok({ cardStatus: 'verified' as const }, '与学校花名册核对一致，校友卡已开通');
      return ok({ cardStatus: 'pending' as const }, '注册申请已提交，请等待校友工作办公室审核');
    },
  );

  app.post<{ Params: { id: number } }>(
    '/api/mp/donation/:id/pay',
    {
      onRequest: requireMpSession,
      config: { changesPublicPages: false },
      schema: {
        tags: ['小程序'],
        summary:
          '小程序内微信支付（JSAPI）：为已关联校友身份的微信账号本人的一笔待支付捐赠下单，返回 wx.requestPayment 的参数；有效期内再次调用返回同一订单。已支付时 kind 为 paid。HTTP 404：捐赠记录不存在或不是本人的；403：该微信账号尚未关联校友身份',
        security,
        params: idParamsSchema,
        body: mpEmptyBodySchema,
        response: { 200: envelopeSchema(mpPayDataSchema) },
      },
    },
    async (request) => {
      const { openid, userId } = mpRequest.get(request)!;
      if (userId === null) throw new HttpError(403, '该微信账号尚未关联校友身份，请先注册', 403);
      const row = await myDonation(db, userId, request.params.id);
      if (!row) throw notFound('捐赠记录');
      if (!payments) throw new HttpError(400, '在线支付暂未开通，请通过银行转账捐赠');
      try {
        const offered = await offerPayment(payments, { donationId: row.id, userId, channel: 'jsapi', openid });
        if (offered.kind === 'paid') return ok<MpPayData>({ kind: 'paid' }, '该捐赠已支付');
        if (offered.kind !== 'jsapi') throw new Error('a JSAPI offer was asked for');
        const { appId: _appId, ...payment } = payments.wxpay.jsapiParams(offered.prepayId);
        return ok<MpPayData>({ kind: 'jsapi', payment, expiresAt: offered.expiresAt.toISOString() });
      } catch (error) {
        if (error instanceof PaymentRefusal) throw new HttpError(400, error.message);
        if (error instanceof WxpayError) {
          request.log.warn({ code: error.code, status: error.status }, 'wxpay call failed');
          throw new HttpError(502, '微信支付暂时无法使用，请稍后再试');
        }
        throw error;
      }
    },
  );
};

export default mpRoutes;
