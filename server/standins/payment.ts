import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect.ts';
import { confirmPayment, paymentOrder } from '../repositories/donation.ts';
import { escapeHtml } from '../../src/shared/escape-html.ts';
import { sendStandinPage } from './page.ts';

const yuan = (n: number) => `${new Intl.NumberFormat('zh-CN').format(n)} 元`;
const TITLE = '模拟支付';
const missing = '<p class="error">订单不存在，请返回门户重新发起捐赠。</p>';
const back = `<p><a href="/my/donation">返回我的捐赠</a></p>`;
const closedWords: Record<string, string> = { cancelled: '该订单已取消，无法支付。', expired: '该订单已过期，无法支付，请重新发起捐赠。' };

/**
 * Stand-in for the school's payment service (development and demos only): shows the order and confirms it.
 * Confirming marks the donation paid and adds it to its project, once; a repeated confirm changes nothing.
 */
export function registerPaymentStandin(app: FastifyInstance, db: Db) {
  const orderNoSchema = { type: 'string', pattern: '^D[0-9A-F]{14,40}$' };

  app.get<{ Querystring: { orderNo: string } }>(
    '/dev/pay',
    { schema: { hide: true, querystring: { type: 'object', required: ['orderNo'], properties: { orderNo: orderNoSchema } } } },
    async (request, reply) => {
      const order = await paymentOrder(db, request.query.orderNo);
      if (!order) return sendStandinPage(reply, 404, 'payment', TITLE, missing);
      const facts = `<dl><dt>捐赠项目</dt><dd data-testid="pay-project">${escapeHtml(order.title)}</dd><dt>支付金额</dt><dd class="amount" data-testid="pay-amount">${yuan(order.amount)}</dd><dt>订单号</dt><dd>${escapeHtml(order.orderNo)}</dd></dl>`;
      const note = '<p class="note">这是开发与演示环境的支付模拟页面，正式环境接入学校的支付服务。</p>';
      if (order.status === 'paid')
        return sendStandinPage(reply, 200, 'payment', TITLE, `${note}${facts}<p class="done">该订单已支付，感谢您的捐赠。</p>${back}`);
      if (order.status === 'cancelled' || order.status === 'expired')
        return sendStandinPage(reply, 200, 'payment', TITLE, `${note}${facts}<p class="error">${closedWords[order.status]}</p>${back}`);
      const form = `<form method="post" action="/dev/pay/confirm"><input type="hidden" name="orderNo" value="${escapeHtml(order.orderNo)}"><button type="submit" class="primary">确认支付</button></form>`;
      return sendStandinPage(reply, 200, 'payment', TITLE, `${note}${facts}${form}${back}`);
    },
  );

  app.post<{ Body: { orderNo: string } }>(
    '/dev/pay/confirm',
    { schema: { hide: true, body: { type: 'object', required: ['orderNo'], properties: { orderNo: orderNoSchema } } } },
    async (request, reply) => {
      const { orderNo } = request.body;
      const result = await db.transaction((tx) => confirmPayment(tx, orderNo));
      if (result === 'missing') return sendStandinPage(reply, 404, 'payment', TITLE, missing);
      if (result === 'cancelled' || result === 'expired')
        return sendStandinPage(reply, 400, 'payment', TITLE, `<p class="error">${closedWords[result]}</p>${back}`);
      return reply.header('Cache-Control', 'no-store').redirect(`/my/donation?paid=${encodeURIComponent(orderNo)}`, 302);
    },
  );
}
