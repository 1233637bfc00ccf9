import type { FastifyRequest } from 'fastify';
import { envelopeSchema, idParamsSchema, ok, pageQuerySchema } from '../http/envelope.ts';
import { HttpError, notFound } from '../http/errors.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';
import { queryDifference, reconcileDay, type RunBy } from '../payments/reconciliation.ts';
import { WxpayError } from '../payments/wxpay.ts';
import { differenceById, markHandled, runById, runDifferences, runsPage } from '../repositories/reconciliation.ts';
import { chinaDay } from '../../src/shared/retention.ts';
import { assertForm } from '../http/form.ts';
import { toJsonSchema } from '../../src/shared/forms.ts';
import {
  handleDifferenceFormSchema,
  reconcileRunFormSchema,
  type HandleDifferenceValues,
  type ReconcileRunValues,
} from '../../src/shared/admin/reconcile.ts';
import {
  isRefundKind,
  queryAnswerSchema,
  reconcileDifferenceSchema,
  reconcileRunDetailSchema,
  reconcileRunsSchema,
} from '../../src/shared/api/admin-reconcile.ts';

const TAG = '管理后台·捐赠对账';
const NOT_CONFIGURED = '未开通微信支付：没有在线支付的订单，无需对账';

const bad = (field: string, message: string) => new HttpError(400, message, 400, field);
const yuan = (fen: number | null) => (fen === null ? '—' : `${(fen / 100).toFixed(2)} 元`);

const OUTCOME_MESSAGES: Record<string, string> = {
  paid: '微信支付显示已支付，已记为到账',
  already: '台账中该订单已到账',
  unpaid: '微信支付显示该订单未支付',
  unknown: '微信支付或台账中没有该订单，请联系微信支付客服',
  refused: '订单的金额或商户与微信支付不符，未入账，已记入审计日志',
};
const REFUND_OUTCOME_MESSAGES: Record<string, string> = {
  settled: '微信支付显示退款已有结果，已记入台账',
  pending: '微信支付显示该退款处理中或异常，尚未退款成功',
  already: '台账中该退款已有结果',
  unknown: '微信支付或台账中没有该退款，请在微信支付商户平台核实是谁发起的退款',
  refused: '退款的金额或订单与微信支付不符，未入账，已记入审计日志',
};
/** What a difference is about, for audit summaries: its order, or its refund. */
const subject = (d: { kind: Parameters<typeof isRefundKind>[0]; outTradeNo: string; outRefundNo: string }) =>
  isRefundKind(d.kind) ? `退款 ${d.outRefundNo}` : `订单 ${d.outTradeNo}`;

/**
 * 对账 (operation `donations`): WeChat Pay's trade bill of a day against the ledger's WeChat orders; the runs (the daily
 * job's and those run here for a past day), each run's differences, 查询该订单 and 已处理.
 */
const adminReconciliationRoutes: RoutePlugin = async (app, { db, payments }) => {
  const config = { changesPublicPages: false, staff: 'donations' } as const;
  const byOf = (request: FastifyRequest): RunBy => ({ staffId: request.staff!.id, account: request.staff!.account });
  const configured = () => {
    if (!payments) throw new HttpError(409, NOT_CONFIGURED);
    return payments;
  };
  const detail = async (id: number) => {
    const run = await runById(db, id);
    return run && { run, differences: await runDifferences(db, id) };
  };

  app.get<{ Querystring: { pageNum: number; pageSize: number } }>(
    '/api/admin/donations/reconciliation',
    {
      config,
      schema: {
        tags: [TAG],
        summary: '对账记录（最新在前）：每日自动对账与手动对账的结果；configured 为 false 时未开通微信支付，没有可对账的内容',
        querystring: { ...pageQuerySchema, additionalProperties: false },
        response: { 200: envelopeSchema(reconcileRunsSchema) },
      },
    },
    async (request) => {
      const { pageNum, pageSize } = request.query;
      const page = await runsPage(db, pageNum, pageSize);
      return ok({ configured: !!payments, ...page, pageNum, pageSize }, payments ? '操作成功' : NOT_CONFIGURED);
    },
  );

  app.post<{ Body: ReconcileRunValues }>(
    '/api/admin/donations/reconciliation/runs',
    {
      config,
      schema: {
        tags: [TAG],
        summary:
          '对某一天（北京时间，今天以前）运行对账：下载微信支付交易账单与台账比对，返回本次结果与差异；账单无法取得时记为失败并写明原因。HTTP 409：未开通微信支付',
        body: toJsonSchema(reconcileRunFormSchema),
        response: { 200: envelopeSchema(reconcileRunDetailSchema) },
      },
    },
    async (request) => {
      const { date } = assertForm<ReconcileRunValues>(reconcileRunFormSchema, request.body);
      const day = new Date(`${date}T00:00:00Z`);
      if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date) throw bad('date', '请填写有效的日期');
      if (date >= chinaDay(new Date())) throw bad('date', '只能对今天以前的日期对账（当天的账单次日 10 点后才可下载）');
      const ctx = configured();
      const run = await reconcileDay(ctx, date, byOf(request));
      const answer = (await detail(run.id))!;
      const r = answer.run;
      request.auditEntry = {
        entity: 'reconciliation',
        entityId: r.id,
        summary:
          r.state === 'failed'
            ? `对账 ${date}：失败，${r.reason}`
            : `对账 ${date}：账单 ${r.billCount} 笔 ${yuan(r.billTotalFen)}，台账 ${r.ledgerCount} 笔 ${yuan(r.ledgerTotalFen)}，差异 ${r.differences} 笔`,
      };
      return ok(answer, r.state === 'failed' ? `对账失败：${r.reason}` : `对账完成，差异 ${r.differences} 笔`);
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/admin/donations/reconciliation/runs/:id',
    {
      config,
      schema: {
        tags: [TAG],
        summary:
          '一次对账的结果与差异（微信已收款台账未到账、金额不一致、台账已到账微信账单无此笔；退款的：微信已退款台账无此退款、退款金额不一致、台账已退款微信账单无此笔）',
        params: idParamsSchema,
        response: { 200: envelopeSchema(reconcileRunDetailSchema) },
      },
    },
    async (request) => {
      const answer = await detail(request.params.id);
      if (!answer) throw notFound('对账记录');
      return ok(answer);
    },
  );

  app.post<{ Params: { id: number } }>(
    '/api/admin/donations/reconciliation/differences/:id/query',
    {
      config,
      schema: {
        tags: [TAG],
        summary:
          '查询该订单（退款的差异为查询该退款）：向微信支付查询差异所指的订单或退款，已支付的即记为到账、已退款的即记为退款成功（与通知相同的处理），台账缺少的差异随之标记为已处理。HTTP 409：未开通微信支付；502：微信支付暂时无法使用',
        params: idParamsSchema,
        body: { type: 'object', additionalProperties: false, properties: {} },
        response: { 200: envelopeSchema(queryAnswerSchema) },
      },
    },
    async (request) => {
      const existing = await differenceById(db, request.params.id);
      if (!existing) throw notFound('对账差异');
      const ctx = configured();
      let answer;
      try {
        answer = (await queryDifference(ctx, existing.id, byOf(request)))!;
      } catch (error) {
        if (!(error instanceof WxpayError)) throw error;
        request.log.warn({ code: error.code, status: error.status }, 'wxpay query failed');
        throw new HttpError(502, '微信支付暂时无法使用，请稍后再试');
      }
      // A gift counted or refunded now moves the project's public total and donor list.
      if (answer.outcome === 'paid' || answer.outcome === 'settled') request.changedPublicPages = true;
      const said = (isRefundKind(existing.kind) ? REFUND_OUTCOME_MESSAGES : OUTCOME_MESSAGES)[answer.outcome];
      request.auditEntry = {
        entity: 'reconciliation',
        entityId: existing.id,
        summary: `对账差异：查询${subject(existing)}，${said}`,
      };
      return ok(answer, said);
    },
  );

  app.post<{ Params: { id: number }; Body: HandleDifferenceValues }>(
    '/api/admin/donations/reconciliation/differences/:id/handle',
    {
      config,
      schema: {
        tags: [TAG],
        summary: '把一笔对账差异标记为已处理，并写明处理说明（例如已退款差额、已调整记录、已核实到账）',
        params: idParamsSchema,
        body: toJsonSchema(handleDifferenceFormSchema),
        response: { 200: envelopeSchema(reconcileDifferenceSchema) },
      },
    },
    async (request) => {
      const { note } = assertForm<HandleDifferenceValues>(handleDifferenceFormSchema, request.body);
      const existing = await differenceById(db, request.params.id);
      if (!existing) throw notFound('对账差异');
      const by = request.staff!.account;
      const marked = await db.transaction((tx) => markHandled(tx, existing.id, by, note));
      if (!marked) throw new HttpError(409, '该差异已标记为已处理');
      request.auditEntry = {
        entity: 'reconciliation',
        entityId: existing.id,
        summary: `对账差异：${subject(existing)} 标记为已处理（${note}）`,
      };
      return ok((await differenceById(db, existing.id))!, '已标记为已处理');
    },
  );
};

export default adminReconciliationRoutes;
