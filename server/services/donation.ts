import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { Db, Queryable } from '../db/connect.ts';
import { envelopeSchema, idParamsSchema, ok } from '../http/envelope.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { assertForm } from '../http/form.ts';
import { toJsonSchema } from '../../src/shared/forms.ts';
import { donationPledgeForm } from '../../src/shared/donation-forms.ts';
import { donationProjects } from './_donation-seed.ts';
import type { ServiceModule } from './module.ts';

const TAG = '校友捐赠';
const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;

const projectProperties = {
  id: int, title: str, summary: str, cover: str, targetAmount: int, raisedAmount: int, donorCount: int,
  startDate: str, endDate: str, status: { type: 'string', enum: ['active', 'closed'] },
} as const;
const projectRequired = Object.keys(projectProperties);
const projectColumns = `p.id, p.title, p.summary, p.cover, p.target_amount as "targetAmount", p.raised_amount as "raisedAmount",
  p.donor_count as "donorCount", to_char(p.start_date, 'YYYY-MM-DD') as "startDate", to_char(p.end_date, 'YYYY-MM-DD') as "endDate",
  case when p.status = 'active' and p.end_date >= (now() at time zone 'Asia/Shanghai')::date then 'active' else 'closed' end as status`;

const projectSchema = { type: 'object', required: projectRequired, properties: projectProperties } as const;
const projectDetailSchema = {
  type: 'object',
  required: [...projectRequired, 'content', 'recentDonors'],
  properties: {
    ...projectProperties,
    content: str,
    recentDonors: {
      type: 'array',
      items: { type: 'object', required: ['name', 'amount', 'paidAt'], properties: { name: str, amount: int, paidAt: { type: 'string', format: 'date-time' } } },
    },
  },
} as const;

const donationProperties = {
  id: int, projectId: int, projectTitle: str, amount: int, anonymous: { type: 'boolean' }, message: str,
  status: { type: 'string', enum: ['awaiting_payment', 'paid', 'cancelled'] }, orderNo: str,
  payUrl: { type: ['string', 'null'] },
  createdAt: { type: 'string', format: 'date-time' }, paidAt: { type: ['string', 'null'], format: 'date-time' },
} as const;
const donationSchema = { type: 'object', required: Object.keys(donationProperties), properties: donationProperties } as const;
const donationColumns = `d.id, d.project_id as "projectId", p.title as "projectTitle", d.amount, d.anonymous, d.message, d.status,
  d.order_no as "orderNo", d.created_at as "createdAt", d.paid_at as "paidAt"`;

interface PledgeValues {
  projectId: number;
  amount: number;
  anonymous?: boolean | null;
  message?: string | null;
}

interface DonationRow {
  id: number;
  status: string;
  orderNo: string;
  [key: string]: unknown;
}

/** The page that takes the payment: the stand-in in development, the school's payment service otherwise. */
const payUrl = (orderNo: string) => `/dev/pay?orderNo=${encodeURIComponent(orderNo)}`;
const withPayUrl = (row: DonationRow) => ({ ...row, payUrl: row.status === 'awaiting_payment' ? payUrl(row.orderNo) : null });

/** 'D' + Shanghai date and time + 8 random hex digits: sortable, and not guessable. */
function newOrderNo(now = new Date()): string {
  const shanghai = new Date(now.getTime() + 8 * 3600 * 1000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `D${shanghai}${randomBytes(4).toString('hex').toUpperCase()}`;
}

export function registerDonationRoutes(app: FastifyInstance, db: Db) {
  app.get(
    '/api/donation/projects',
    { schema: { tags: [TAG], summary: '捐赠项目（进行中的在前）', response: { 200: envelopeSchema({ type: 'array', items: projectSchema }) } } },
    async () => {
      const list = await db.query(
        `select * from (select ${projectColumns} from donation_project p) x order by x.status = 'active' desc, x."endDate", x.id`,
      );
      return ok(list);
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/donation/projects/:id',
    { schema: { tags: [TAG], summary: '捐赠项目详情与最近捐赠', params: idParamsSchema, response: { 200: envelopeSchema(projectDetailSchema) } } },
    async (request) => {
      const [project] = await db.query(`select ${projectColumns}, p.content from donation_project p where p.id = $1`, [request.params.id]);
      if (!project) throw notFound('捐赠项目');
      const recentDonors = await db.query(
        `select case when d.anonymous then '匿名校友' else u.name end as name, d.amount, d.paid_at as "paidAt"
           from donation d join app_user u on u.id = d.user_id
          where d.project_id = $1 and d.status = 'paid' order by d.paid_at desc, d.id desc limit 10`,
        [request.params.id],
      );
      return ok({ ...project, recentDonors });
    },
  );

  app.post<{ Body: PledgeValues }>(
    '/api/donation/pledge',
    {
      config: { access: 'login' },
      schema: {
        tags: [TAG], summary: '登记一笔捐赠，返回去支付的地址（待支付）', body: toJsonSchema(donationPledgeForm),
        response: { 200: envelopeSchema({ type: 'object', required: ['id', 'orderNo', 'payUrl'], properties: { id: int, orderNo: str, payUrl: str } }) },
      },
    },
    async (request) => {
      const values = assertForm<PledgeValues>(donationPledgeForm, request.body);
      const [project] = await db.query<{ status: string }>(`select ${projectColumns} from donation_project p where p.id = $1`, [values.projectId]);
      if (!project) throw new HttpError(400, '捐赠项目不存在', 400, 'projectId');
      if (project.status !== 'active') throw new HttpError(400, '该项目已结束募捐', 400, 'projectId');
      const orderNo = newOrderNo();
      const [row] = await db.query<{ id: number }>(
        'insert into donation (project_id, user_id, amount, anonymous, message, order_no) values ($1, $2, $3, $4, $5, $6) returning id',
        [values.projectId, request.user!.id, values.amount, values.anonymous === true, values.message ?? '', orderNo],
      );
      return ok({ id: row.id, orderNo, payUrl: payUrl(orderNo) }, '捐赠已登记，请完成支付');
    },
  );

  app.get(
    '/api/donation/my',
    {
      config: { access: 'login' },
      schema: {
        tags: [TAG], summary: '我的捐赠记录（新的在前）与累计已支付金额',
        response: {
          200: envelopeSchema({
            type: 'object', required: ['list', 'totalPaid', 'paidCount'],
            properties: { list: { type: 'array', items: donationSchema }, totalPaid: int, paidCount: int },
          }),
        },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const [list, [sum]] = await Promise.all([
        db.query<DonationRow>(
          `select ${donationColumns} from donation d join donation_project p on p.id = d.project_id
            where d.user_id = $1 order by d.created_at desc, d.id desc limit 200`,
          [userId],
        ),
        db.query<{ totalPaid: number; paidCount: number }>(
          `select coalesce(sum(amount), 0)::int as "totalPaid", count(*)::int as "paidCount" from donation where user_id = $1 and status = 'paid'`,
          [userId],
        ),
      ]);
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
      const [row] = await db.query<DonationRow>(
        `select ${donationColumns} from donation d join donation_project p on p.id = d.project_id where d.id = $1 and d.user_id = $2`,
        [request.params.id, request.user!.id],
      );
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
      const [row] = await db.query<{ status: string }>('select status from donation where id = $1 and user_id = $2', [request.params.id, request.user!.id]);
      if (!row) throw notFound('捐赠记录');
      const done = await db.query(
        "update donation set status = 'cancelled' where id = $1 and user_id = $2 and status = 'awaiting_payment' returning id",
        [request.params.id, request.user!.id],
      );
      if (!done.length) throw new HttpError(400, row.status === 'paid' ? '已支付的捐赠不能取消' : '该捐赠已取消');
      return ok(null, '捐赠已取消');
    },
  );
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const yuan = (n: number) => `${new Intl.NumberFormat('zh-CN').format(n)} 元`;

/**
 * Stand-in for the school's payment service (development and demos only): shows the order and confirms it.
 * Confirming marks the donation paid and adds it to its project, once; a repeated confirm changes nothing.
 */
export function registerPaymentStandin(app: FastifyInstance, db: Db) {
  const orderNoSchema = { type: 'string', pattern: '^D[0-9A-F]{14,40}$' };
  const sendPage = (reply: FastifyReply, status: number, title: string, body: string) =>
    reply.status(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(page(title, body));

  app.get<{ Querystring: { orderNo: string } }>(
    '/dev/pay',
    { schema: { hide: true, querystring: { type: 'object', required: ['orderNo'], properties: { orderNo: orderNoSchema } } } },
    async (request, reply) => {
      const [order] = await db.query<{ orderNo: string; amount: number; status: string; title: string }>(
        `select d.order_no as "orderNo", d.amount, d.status, p.title from donation d join donation_project p on p.id = d.project_id where d.order_no = $1`,
        [request.query.orderNo],
      );
      if (!order) return sendPage(reply, 404, '模拟支付', '<p class="error">订单不存在，请返回门户重新发起捐赠。</p>');
      const facts = `<dl><dt>捐赠项目</dt><dd data-testid="pay-project">${escapeHtml(order.title)}</dd><dt>支付金额</dt><dd class="amount" data-testid="pay-amount">${yuan(order.amount)}</dd><dt>订单号</dt><dd>${escapeHtml(order.orderNo)}</dd></dl>`;
      const note = '<p class="note">这是开发与演示环境的支付模拟页面，正式环境接入学校的支付服务。</p>';
      const back = `<p><a href="/my/donation">返回我的捐赠</a></p>`;
      if (order.status === 'paid') return sendPage(reply, 200, '模拟支付', `${note}${facts}<p class="done">该订单已支付，感谢您的捐赠。</p>${back}`);
      if (order.status === 'cancelled') return sendPage(reply, 200, '模拟支付', `${note}${facts}<p class="error">该订单已取消，无法支付。</p>${back}`);
      const form = `<form method="post" action="/dev/pay/confirm"><input type="hidden" name="orderNo" value="${escapeHtml(order.orderNo)}"><button type="submit">确认支付</button></form>`;
      return sendPage(reply, 200, '模拟支付', `${note}${facts}${form}${back}`);
    },
  );

  app.post<{ Body: { orderNo: string } }>(
    '/dev/pay/confirm',
    { schema: { hide: true, body: { type: 'object', required: ['orderNo'], properties: { orderNo: orderNoSchema } } } },
    async (request, reply) => {
      const { orderNo } = request.body;
      const result = await db.transaction(async (tx) => {
        const [order] = await tx.query<{ status: string }>('select status from donation where order_no = $1 for update', [orderNo]);
        if (!order) return 'missing' as const;
        if (order.status === 'cancelled') return 'cancelled' as const;
        const [paid] = await tx.query<{ projectId: number; amount: number }>(
          `update donation set status = 'paid', paid_at = now() where order_no = $1 and status = 'awaiting_payment'
           returning project_id as "projectId", amount`,
          [orderNo],
        );
        if (paid) {
          await tx.query('update donation_project set raised_amount = raised_amount + $2, donor_count = donor_count + 1 where id = $1', [paid.projectId, paid.amount]);
        }
        return 'paid' as const;
      });
      if (result === 'missing') return sendPage(reply, 404, '模拟支付', '<p class="error">订单不存在，请返回门户重新发起捐赠。</p>');
      if (result === 'cancelled') return sendPage(reply, 400, '模拟支付', '<p class="error">该订单已取消，无法支付。</p><p><a href="/my/donation">返回我的捐赠</a></p>');
      return reply.header('Cache-Control', 'no-store').redirect(`/my/donation?paid=${encodeURIComponent(orderNo)}`, 302);
    },
  );
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><style>
body{margin:0;font-family:"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;background:#2e3238;color:#fff;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;color:#1f2328;border-radius:12px;padding:32px 28px;width:min(420px,92vw);box-shadow:0 12px 40px rgba(0,0,0,.35)}
h1{margin:0 0 12px;font-size:22px;color:#1677ff}.note{font-size:13px;color:#555d66;background:#f5f7fa;padding:10px 12px;border-radius:8px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:16px 0}dt{color:#555d66}dd{margin:0;word-break:break-all}.amount{font-size:22px;font-weight:600;color:#c50f1f}
button{width:100%;padding:12px;border-radius:8px;border:1px solid #1677ff;background:#1677ff;color:#fff;font-size:16px;cursor:pointer}
button:hover,button:focus-visible{background:#0958d9;outline:3px solid #c8a45c;outline-offset:2px}.error{color:#c50f1f}.done{color:#107c10}a{color:#0f4c81}
</style></head><body><main><h1>${title}</h1>${body}</main></body></html>`;
}

/** Five fundraising projects; 张明 has given once already. */
async function seed(tx: Queryable) {
  const ids: number[] = [];
  for (const p of donationProjects) {
    const [row] = await tx.query<{ id: number }>(
      `insert into donation_project (title, summary, cover, content, target_amount, raised_amount, donor_count, start_date, end_date, status)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
      [p.title, p.summary, p.cover, p.content, p.targetAmount, p.raisedAmount, p.donorCount, p.startDate, p.endDate, p.status],
    );
    ids.push(row.id);
  }
  const [user] = await tx.query<{ id: number }>("select id from app_user where name = '张明'");
  if (!user) return;
  await tx.query(
    `insert into donation (project_id, user_id, amount, anonymous, message, status, order_no, created_at, paid_at)
     values ($1, $2, 1000, false, $3, 'paid', 'D20260906101500A1B2C3D4', '2026-09-06T10:15:00+08:00', '2026-09-06T10:16:20+08:00')`,
    [ids[0], user.id, '感谢母校的培养，祝学弟学妹学业有成。'],
  );
}

export default {
  name: 'donation',
  register(app: FastifyInstance, db: Db, config: ServerConfig) {
    registerDonationRoutes(app, db);
    if (config.loginStandin) registerPaymentStandin(app, db);
  },
  seed,
  seedTable: 'donation_project',
} satisfies ServiceModule;
