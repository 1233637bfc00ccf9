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
  mpApplicationDataSchema,
  mpSubscriptionsBodySchema,
  type MpApplicationData,
  type MpPayData,
  type MpRegisterBody,
  type MpSessionData,
} from '../../src/shared/api/mp.ts';
import type { Queryable } from '../db/connect.ts';
import { createSession } from '../auth/session.ts';
import { myApplication, recordSubscriptions, resubmitApplication } from '../repositories/mp-messages.ts';
import type { SubscribeKind } from '../wechat/subscribe-message.ts';

/** The OpenAPI security scheme of the mini-program's calls (a token from POST /api/mp/session). */
export const MP_SECURITY = 'mpSession';
/** The envelope code of a WeChat failure: the message says what happened, and the mini-program offers 重试. */
export const MP_WECHAT_FAILED = 10030;
/** A ticket that cannot take the step (used, cancelled, expired, scanned by another account). */
export const MP_TICKET_REFUSED = 10022;

const MP_SESSION_TTL_S = 2 * 60 * 60;

const mpRequest = new WeakMap<FastifyRequest, { openid: string; mpOpenid: string; userId: number | null }>();

/** The mini-program's API: its session from wx.login(), the three steps of a web login, registration, and paying a pledge. */
const mpRoutes: RoutePlugin = async (app, { db, config, cipher, payments }) => {
  /** Runs before the body is read: a caller without a live mini-program session learns nothing from validation. */
  const requireMpSession = async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    const account = token ? await mpSessionAccount(db, hashSecret(token)) : undefined;
    if (!account) throw new HttpError(401, '小程序会话已过期，请重新进入小程序', 401);
    mpRequest.set(request, { openid: account.openid, mpOpenid: account.mpOpenid, userId: account.userId });
  };
  const openidOf = (request: FastifyRequest) => mpRequest.get(request)!.openid;
  const security = [{ [MP_SECURITY]: [] }];

  /** An application's fields as stored: invisible characters out, names checked (400 naming the field), the consent given. */
  const applicationFields = (b: MpRegisterBody) => {
    const name = withoutInvisible(b.name).trim();
    const faculty = withoutInvisible(b.faculty).trim();
    const hidden = hiddenCharacter(name, true);
    if (hidden) throw new HttpError(400, hiddenCharacterMessage('姓名（name）', hidden), 400, 'name');
    if (name.length < 2) throw new HttpError(400, '姓名（name）至少 2 个字', 400, 'name');
    if (faculty.length < 2) throw new HttpError(400, '院系（faculty）至少 2 个字', 400, 'faculty');
    // The separate consent to the ID number's tail (PIPL art. 29): the mini-program asks for it beside the field.
    if (b.idConsent !== true) throw new HttpError(400, ID_CONSENT_MISSING, 400, 'idConsent');
    return {
      name,
      studentNo: b.studentNo.trim(),
      faculty,
      graduationYear: b.graduationYear,
      idNumberTail: b.idNumberTail.toUpperCase(),
    };
  };

  /** The consent recorded, and the roster asked: a match verifies the card at once (when ROSTER_AUTO_VERIFY allows). */
  const consentAndCheck = async (tx: Queryable, userId: number, f: ReturnType<typeof applicationFields>) => {
    await recordIdNumberConsent(tx, userId, 'mp-register', 'mp-register');
    const claim = { name: f.name, studentNo: f.studentNo, graduationYear: String(f.graduationYear), idNumberTail: f.idNumberTail };
    return config.rosterAutoVerify && (await verifyByRoster(tx, cipher, userId, claim));
  };

  const applicationAnswer = (verified: boolean) =>
    verified
      ? ok({ cardStatus: 'verified' as const }, '与学校花名册核对一致，校友卡已开通')
      : ok({ cardStatus: 'pending' as const }, '注册申请已提交，请等待校友工作办公室审核');

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
          await insertMpSession(tx, hashSecret(token), openid, identity.openid, new Date(Date.now() + MP_SESSION_TTL_S * 1000));
          return (await mpSessionAccount(tx, hashSecret(token)))!;
        });
        // A bound person is signed in to the portal's personal API as a web sign-in would sign them in.
        const userToken = account.userId === null ? null : await createSession(db, account.userId, config.sessionTtlMs);
        const { review, activity } = config.wechat.templates;
        return ok<MpSessionData>(
          {
            token,
            expiresIn: MP_SESSION_TTL_S,
            bound: account.userId !== null,
            cardStatus: account.cardStatus as NonNullable<MpSessionData>['cardStatus'],
            userToken,
            subscribeTemplates: { review: review?.id ?? null, activity: activity?.id ?? null },
          },
          '已进入小程序',
        );
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

  app.post<{ Body: MpRegisterBody }>(
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
      const fields = applicationFields(request.body);
      const outcome = await db.transaction(async (tx) => {
        const id = await registerAlumnus(tx, cipher, openidOf(request), fields);
        // Already bound (or bound by a concurrent registration): the new application is not kept.
        if (id === null) throw new HttpError(409, '该微信账号已关联校友身份，无需重复注册');
        return { id, verified: await consentAndCheck(tx, id, fields) };
      });
      request.log.info({ userId: outcome.id }, 'mini-program registration');
      return applicationAnswer(outcome.verified);
    },
  );

  app.get(
    '/api/mp/application',
    {
      onRequest: requireMpSession,
      schema: {
        tags: ['小程序'],
        summary: '我的申请：该微信账号的校友卡申请（状态、未通过的原因、重新提交前的原因、填写的信息）；未关联校友身份时 status 为 none',
        security,
        response: { 200: envelopeSchema(mpApplicationDataSchema) },
      },
    },
    async (request) => {
      const { userId } = mpRequest.get(request)!;
      const row = userId === null ? undefined : await myApplication(db, userId);
      if (!row) {
        return ok<MpApplicationData>({
          status: 'none',
          resubmitted: false,
          reason: null,
          previousReason: null,
          submittedAt: null,
          decidedAt: null,
          values: null,
        });
      }
      const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
      return ok<MpApplicationData>({
        status: row.cardStatus,
        resubmitted: row.resubmittedAt !== null,
        reason: row.cardStatus === 'rejected' ? row.reason : null,
        previousReason: row.previousReason || null,
        submittedAt: iso(row.resubmittedAt ?? row.submittedAt),
        decidedAt: iso(row.decidedAt),
        values: { name: row.name, studentNo: row.studentNo, faculty: row.faculty, graduationYear: row.graduationYear },
      });
    },
  );

  app.put<{ Body: MpRegisterBody }>(
    '/api/mp/application',
    {
      onRequest: requireMpSession,
      config: { changesPublicPages: false },
      schema: {
        tags: ['小程序'],
        summary:
          '修改后重新提交：未通过的校友卡申请改正后再次提交（字段同注册，身份证号后 6 位须重新填写），回到校友卡申请队列并标明重新提交及上次的原因。HTTP 409：申请不是未通过状态；403：尚未关联校友身份',
        security,
        body: mpRegisterBodySchema,
        response: { 200: envelopeSchema(mpRegisterDataSchema) },
      },
    },
    async (request) => {
      const { userId } = mpRequest.get(request)!;
      if (userId === null) throw new HttpError(403, '该微信账号尚未关联校友身份，请先注册', 403);
      const fields = applicationFields(request.body);
      const verified = await db.transaction(async (tx) => {
        if (!(await resubmitApplication(tx, cipher, userId, fields))) throw new HttpError(409, '该申请不是未通过状态，无需重新提交');
        return consentAndCheck(tx, userId, fields);
      });
      request.log.info({ userId }, 'mini-program resubmission');
      return applicationAnswer(verified);
    },
  );

  app.post<{ Body: { accepted: SubscribeKind[] } }>(
    '/api/mp/subscriptions',
    {
      onRequest: requireMpSession,
      config: { changesPublicPages: false },
      schema: {
        tags: ['小程序'],
        summary:
          '订阅消息：用户在 wx.requestSubscribeMessage 中选择“允许”的模板（每次允许可发送一条，审核结果或活动提醒发生时由服务端发送）。未配置的模板被忽略',
        security,
        body: mpSubscriptionsBodySchema,
        response: { 200: envelopeSchema(mpEmptyBodySchema) },
      },
    },
    async (request) => {
      const { openid, mpOpenid } = mpRequest.get(request)!;
      const allowed = request.body.accepted.flatMap((kind) => {
        const template = config.wechat.templates[kind];
        return template ? [{ kind, templateId: template.id }] : [];
      });
      await recordSubscriptions(db, openid, mpOpenid, allowed);
      return ok({}, allowed.length ? '已订阅' : '');
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
      // The payer is the person's openid under the mini-program (WXPAY_APPID is the mini-program's), not the account's
      // website openid: WeChat Pay refuses an openid of another AppID.
      const { mpOpenid, userId } = mpRequest.get(request)!;
      if (userId === null) throw new HttpError(403, '该微信账号尚未关联校友身份，请先注册', 403);
      const row = await myDonation(db, userId, request.params.id);
      if (!row) throw notFound('捐赠记录');
      if (!payments) throw new HttpError(400, '在线支付暂未开通，请通过银行转账捐赠');
      try {
        const offered = await offerPayment(payments, { donationId: row.id, userId, channel: 'jsapi', openid: mpOpenid });
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
