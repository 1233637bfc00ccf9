import { randomBytes } from 'node:crypto';
import { envelopeSchema, idParamsSchema, ok, pageQuerySchema, pageSchema } from '../http/envelope.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { assertForm } from '../http/form.ts';
import {
  cancelPledge,
  donationProject,
  keepMpLink,
  keptMpLink,
  donationProjectDetail,
  donationProjects,
  insertPledge,
  projectDonors,
  myDonation,
  myDonations,
  myDonationStatus,
  setPublicDisplay,
  type DonationRow,
} from '../repositories/donation.ts';
import { WXPAY_NOTIFY_PATH } from '../config/wxpay.ts';
import { dictEntries } from '../repositories/site.ts';
import { checkPledge, offerPayment, PaymentRefusal, receiveNotification } from '../payments/donation-payments.ts';
import { WxpayError } from '../payments/wxpay.ts';
import { MP_DONATIONS_PAGE, mpDonationsQuery, paymentWay, payPath, type TransferDetails } from '../../src/shared/donation-payment.ts';
import { wechatClient } from '../wechat/flow.ts';
import { WechatError } from '../wechat/errors.ts';
import { toJsonSchema } from '../../src/shared/forms.ts';
import { donationPledgeForm } from '../../src/shared/donation-forms.ts';
import { DEFAULT_DONOR_DISPLAY } from '../../src/shared/donor-display.ts';
import {
  donationProjectDetailSchema,
  donationProjectSchema,
  donationSchema,
  displayBodySchema,
  type DisplayBody,
  myDonationsSchema,
  mpLinkAnswerSchema,
  type MpLinkAnswer,
  payAnswerSchema,
  payBodySchema,
  paymentWaySchema,
  type PayAnswer,
  type PayBody,
  pledgeAnswerSchema,
  projectDonorSchema,
  type Donation,
  type PledgeBody,
} from '../../src/shared/api/donation.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';

const TAG = '校友捐赠';

/** A URL Link lives one day: the one kept for a pledge is handed out for 23 hours, so none given out is about to end. */
const MP_LINK_KEPT_MS = 23 * 3600 * 1000;
/** Where the pledge page's words send the donor when no link can be made: the mini-program code below its button. */
const MP_CODE_INSTEAD = '请长按识别下方小程序码，在“我的捐赠”中支付';

/** 'D' + Shanghai date and time + 8 random hex digits: sortable, and not guessable. */
function newOrderNo(now = new Date()): string {
  const shanghai = new Date(now.getTime() + 8 * 3600 * 1000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `D${shanghai}${randomBytes(4).toString('hex').toUpperCase()}`;
}

/** 银行转账 as 站点设置 has it (dictionary donation_transfer), or null while its account is not filled in. */
async function transferDetails(db: Parameters<RoutePlugin>[1]['db']): Promise<TransferDetails | null> {
  const entry = (rows: Awaited<ReturnType<typeof dictEntries>>, key: string) =>
    rows.find((r) => r.dictType === 'donation_transfer' && r.dictValue === key)?.dictLabel.trim() ?? '';
  const rows = await dictEntries(db);
  const details = {
    accountName: entry(rows, 'account_name'),
    bank: entry(rows, 'bank'),
    accountNo: entry(rows, 'account_no'),
    remark: entry(rows, 'remark'),
  };
  return details.accountName && details.accountNo ? details : null;
}

/**
 * Donation projects (public) and the signed-in user's pledges, paid through WeChat Pay when the merchant is configured
 * (server/payments), through the stand-in in development, or by bank transfer only.
 */
const donationRoutes: RoutePlugin = async (app, { db, config, payments }) => {
  const way = paymentWay({ wxpay: !!config.wxpay, standin: config.loginStandin });
  const withPayUrl = (row: DonationRow): Donation => ({ ...row, payUrl: row.status === 'awaiting_payment' ? payPath(way, row) : null });
  /** WeChat Pay's refusal or silence, as the donor reads it (the details go to the log, never a key or a signature). */
  const payFailure = (request: { log: { warn(o: object, m: string): void } }, error: unknown) => {
    if (error instanceof PaymentRefusal) return new HttpError(400, error.message);
    if (error instanceof WxpayError) {
      request.log.warn({ code: error.code, status: error.status }, 'wxpay call failed');
      return new HttpError(502, '微信支付暂时无法使用，请稍后再试');
    }
    return error;
  };

  app.get(
    '/api/donation/payment',
    {
      schema: {
        tags: [TAG],
        summary: '捐赠的支付方式：微信支付、演示环境的支付模拟，或（未开通在线支付时）银行转账信息',
        response: { 200: envelopeSchema(paymentWaySchema) },
      },
    },
    async () => ok({ way, transfer: await transferDetails(db) }),
  );

  app.get(
    '/api/donation/projects',
    {
      schema: {
        tags: [TAG],
        summary: '捐赠项目（进行中的在前）',
        response: { 200: envelopeSchema({ type: 'array', items: donationProjectSchema }) },
      },
    },
    async () => ok(await donationProjects(db)),
  );

  app.get<{ Params: { id: number } }>(
    '/api/donation/projects/:id',
    {
      schema: {
        tags: [TAG],
        summary: '捐赠项目详情与最近捐赠',
        params: idParamsSchema,
        response: { 200: envelopeSchema(donationProjectDetailSchema) },
      },
    },
    async (request) => {
      const project = await donationProjectDetail(db, request.params.id);
      if (!project) throw notFound('捐赠项目');
      return ok(project);
    },
  );

  app.get<{ Params: { id: number }; Querystring: { pageNum: number; pageSize: number } }>(
    '/api/donation/projects/:id/donors',
    {
      schema: {
        tags: [TAG],
        summary: '捐赠名单：项目已支付的捐赠（最新在前，匿名捐赠显示为“匿名”），分页',
        params: idParamsSchema,
        querystring: { ...pageQuerySchema, additionalProperties: false },
        response: { 200: pageSchema(projectDonorSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { pageNum, pageSize } = request.query;
      if (!(await donationProject(db, id))) throw notFound('捐赠项目');
      return ok({ ...(await projectDonors(db, id, pageNum, pageSize)), pageNum, pageSize });
    },
  );

  app.post<{ Body: PledgeBody }>(
    '/api/donation/pledge',
    {
      config: { access: 'login' },
      schema: {
        tags: [TAG],
        summary: '登记一笔捐赠，返回去支付的地址（待支付）',
        body: toJsonSchema(donationPledgeForm),
        response: { 200: envelopeSchema(pledgeAnswerSchema) },
      },
    },
    async (request) => {
      const values = assertForm<PledgeBody>(donationPledgeForm, request.body);
      const project = await donationProject(db, values.projectId);
      if (!project) throw new HttpError(400, '捐赠项目不存在', 400, 'projectId');
      if (project.status !== 'active') throw new HttpError(400, '该项目已结束募捐', 400, 'projectId');
      if (way === 'transfer') throw new HttpError(400, '在线支付暂未开通，请通过银行转账捐赠', 400, 'projectId');
      const orderNo = newOrderNo();
      const id = await insertPledge(db, {
        projectId: values.projectId,
        userId: request.user!.id,
        amount: values.amount,
        publicDisplay:
          values.publicDisplay ?? (values.anonymous === undefined ? DEFAULT_DONOR_DISPLAY : values.anonymous ? 'anonymous' : 'name'),
        message: values.message ?? '',
        orderNo,
      });
      return ok({ id, orderNo, payUrl: payPath(way, { id, orderNo })! }, '捐赠已登记，请完成支付');
    },
  );

  app.get(
    '/api/donation/my',
    {
      config: { access: 'login' },
      schema: { tags: [TAG], summary: '我的捐赠记录（新的在前）与累计已支付金额', response: { 200: envelopeSchema(myDonationsSchema) } },
    },
    async (request) => {
      const { list, ...sum } = await myDonations(db, request.user!.id);
      return ok({ list: list.map(withPayUrl), ...sum });
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/donation/:id',
    {
      config: { access: 'login' },
      schema: { tags: [TAG], summary: '我的一笔捐赠', params: idParamsSchema, response: { 200: envelopeSchema(donationSchema) } },
    },
    async (request) => {
      const row = await myDonation(db, request.user!.id, request.params.id);
      if (!row) throw notFound('捐赠记录');
      return ok(withPayUrl(row));
    },
  );

  app.post<{ Params: { id: number } }>(
    '/api/donation/:id/cancel',
    {
      config: { access: 'login' },
      schema: { tags: [TAG], summary: '取消我的待支付捐赠', params: idParamsSchema, response: { 200: envelopeSchema({ type: 'null' }) } },
    },
    async (request) => {
      const status = await myDonationStatus(db, request.user!.id, request.params.id);
      if (!status) throw notFound('捐赠记录');
      if (!(await cancelPledge(db, request.user!.id, request.params.id)))
        throw new HttpError(400, status === 'paid' ? '已支付的捐赠不能取消' : status === 'expired' ? '该捐赠已过期' : '该捐赠已取消');
      return ok(null, '捐赠已取消');
    },
  );

  app.put<{ Params: { id: number }; Body: DisplayBody }>(
    '/api/donation/:id/display',
    {
      config: { access: 'login', changesPublicPages: true },
      schema: {
        tags: [TAG],
        summary: '修改我的一笔捐赠在项目捐赠名单中的公开方式：公开姓名、仅显示届别或匿名（匿名时不公开金额）',
        params: idParamsSchema,
        body: displayBodySchema,
        response: { 200: envelopeSchema(donationSchema) },
      },
    },
    async (request) => {
      if (!(await setPublicDisplay(db, request.user!.id, request.params.id, request.body.publicDisplay))) throw notFound('捐赠记录');
      return ok(withPayUrl((await myDonation(db, request.user!.id, request.params.id))!), '公开方式已更新');
    },
  );

  app.post<{ Params: { id: number }; Body: PayBody }>(
    '/api/donation/:id/pay',
    {
      config: { access: 'login' },
      schema: {
        tags: [TAG],
        summary:
          '微信支付我的一笔待支付捐赠：native 返回扫码支付的二维码内容，h5 返回手机浏览器的微信支付页地址（支付后回到本捐赠的页面）；已支付时 kind 为 paid',
        params: idParamsSchema,
        body: payBodySchema,
        response: { 200: envelopeSchema(payAnswerSchema) },
      },
    },
    async (request) => {
      const row = await myDonation(db, request.user!.id, request.params.id);
      if (!row) throw notFound('捐赠记录');
      if (!payments) throw new HttpError(400, '在线支付暂未开通，请通过银行转账捐赠');
      try {
        const offered = await offerPayment(payments, {
          donationId: row.id,
          userId: request.user!.id,
          channel: request.body.channel,
          payerClientIp: request.ip,
        });
        if (offered.kind === 'paid') return ok<PayAnswer>({ kind: 'paid' }, '该捐赠已支付');
        if (offered.kind === 'native')
          return ok<PayAnswer>({ kind: 'native', codeUrl: offered.codeUrl, expiresAt: offered.expiresAt.toISOString() });
        if (offered.kind !== 'h5') throw new Error('an h5 offer was asked for');
        // WeChat sends the donor back to redirect_url, which must be on the merchant's registered H5 domain: the portal's
        // public address, the one WXPAY_NOTIFY_URL names.
        const back = new URL(`/my/donation/${row.id}?back=1`, payments.settings.notifyUrl).href;
        const h5Url = `${offered.h5Url}&redirect_url=${encodeURIComponent(back)}`;
        return ok<PayAnswer>({ kind: 'h5', h5Url, expiresAt: offered.expiresAt.toISOString() });
      } catch (error) {
        throw payFailure(request, error);
      }
    },
  );

  app.post<{ Params: { id: number } }>(
    '/api/donation/:id/check',
    {
      config: { access: 'login' },
      schema: {
        tags: [TAG],
        summary: '从支付页回来时：向微信支付查询这笔捐赠的订单，已支付的即记为已支付；返回这笔捐赠',
        params: idParamsSchema,
        body: { type: 'object', additionalProperties: false, properties: {} },
        response: { 200: envelopeSchema(donationSchema) },
      },
    },
    async (request) => {
      const row = await myDonation(db, request.user!.id, request.params.id);
      if (!row) throw notFound('捐赠记录');
      if (payments && row.status !== 'paid') {
        try {
          await checkPledge(payments, row.id);
        } catch (error) {
          throw payFailure(request, error);
        }
      }
      return ok(withPayUrl((await myDonation(db, request.user!.id, request.params.id))!));
    },
  );

  app.post<{ Params: { id: number } }>(
    '/api/donation/:id/mp-link',
    {
      config: { access: 'login' },
      schema: {
        tags: [TAG],
        summary:
          '在微信内置浏览器中：打开学校小程序“我的捐赠”并定位到我的这笔待支付捐赠的 URL Link（在小程序中以 JSAPI 支付）。每笔捐赠的链接保留复用，过期后重新生成；本站未配置小程序时为 409',
        params: idParamsSchema,
        body: { type: 'object', additionalProperties: false, properties: {} },
        response: { 200: envelopeSchema(mpLinkAnswerSchema) },
      },
    },
    async (request) => {
      const row = await myDonation(db, request.user!.id, request.params.id);
      if (!row) throw notFound('捐赠记录');
      if (row.status !== 'awaiting_payment')
        throw new HttpError(
          409,
          row.status === 'paid'
            ? '该捐赠已支付，无需再次支付'
            : row.status === 'expired'
              ? '该捐赠已过期，如需捐赠请重新发起'
              : '该捐赠已取消，如需捐赠请重新发起',
        );
      // As the WeChat client needs it: the mini-program's AppID and secret (none in the stand-in demo).
      if (!config.wechat.mpAppId || !config.wechat.mpSecret)
        throw new HttpError(409, `本站暂未开通从网页打开学校小程序，${MP_CODE_INSTEAD}`);
      // WeChat makes only so many links a day: the pledge keeps its own until shortly before it ends.
      let url = await keptMpLink(db, row.id);
      if (!url) {
        try {
          url = await wechatClient(config.wechat).miniProgramLink(mpDonationsQuery(row.id), MP_DONATIONS_PAGE);
        } catch (error) {
          if (error instanceof WechatError) throw new HttpError(502, `${error.message}。${MP_CODE_INSTEAD}`);
          throw error;
        }
        await keepMpLink(db, row.id, url, new Date(Date.now() + MP_LINK_KEPT_MS));
      }
      return ok<MpLinkAnswer>({ url });
    },
  );

  // WeChat Pay's notifications: its signature covers the body as sent, so the body is read as text, checked, and only
  // then parsed (a scope of its own, so the other routes keep JSON bodies). Answered as WeChat expects, not in the envelope.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
    scope.post<{ Body: string }>(
      WXPAY_NOTIFY_PATH,
      {
        schema: {
          tags: [TAG],
          summary:
            '微信支付的支付结果通知（WXPAY_NOTIFY_URL 指向此地址）：先验签与时间戳，再解密；重复或重放的通知不改变任何记录；金额或商户号与订单不符的拒收并记入审计日志。应答为微信支付的格式：成功 204，失败 4xx 与 { code: "FAIL", message }',
          body: { content: { 'application/json': { schema: { type: 'string', maxLength: 65536 } } } },
          response: { 204: { type: 'null', description: '已收到' } },
        },
      },
      async (request, reply) => {
        if (!payments) return reply.code(404).send({ code: 'FAIL', message: '未开通微信支付' });
        const answer = await receiveNotification(payments, request.headers, typeof request.body === 'string' ? request.body : '');
        return answer.body ? reply.code(answer.status).send(answer.body) : reply.code(answer.status).send();
      },
    );
  });
};

export default donationRoutes;
