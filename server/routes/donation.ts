import { randomBytes } from 'node:crypto';
import { envelopeSchema, idParamsSchema, ok, pageQuerySchema, pageSchema } from '../http/envelope.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { assertForm } from '../http/form.ts';
import {
  cancelPledge,
  donationProject,
  donationProjectDetail,
  donationProjects,
  insertPledge,
  projectDonors,
  myDonation,
  myDonations,
  myDonationStatus,
  type DonationRow,
} from '../repositories/donation.ts';
import { paymentUrl } from '../standins/payment.ts';
import { toJsonSchema } from '../../src/shared/forms.ts';
import { donationPledgeForm } from '../../src/shared/donation-forms.ts';
import {
  donationProjectDetailSchema,
  donationProjectSchema,
  donationSchema,
  myDonationsSchema,
  pledgeAnswerSchema,
  projectDonorSchema,
  type Donation,
  type PledgeBody,
} from '../../src/shared/api/donation.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';

const TAG = '校友捐赠';

const withPayUrl = (row: DonationRow): Donation => ({ ...row, payUrl: row.status === 'awaiting_payment' ? paymentUrl(row.orderNo) : null });

/** 'D' + Shanghai date and time + 8 random hex digits: sortable, and not guessable. */
function newOrderNo(now = new Date()): string {
  const shanghai = new Date(now.getTime() + 8 * 3600 * 1000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `D${shanghai}${randomBytes(4).toString('hex').toUpperCase()}`;
}

/** Donation projects (public) and the signed-in user's pledges; payment happens on the payment service's page. */
const donationRoutes: RoutePlugin = async (app, { db }) => {
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
      const orderNo = newOrderNo();
      const id = await insertPledge(db, {
        projectId: values.projectId,
        userId: request.user!.id,
        amount: values.amount,
        anonymous: values.anonymous === true,
        message: values.message ?? '',
        orderNo,
      });
      return ok({ id, orderNo, payUrl: paymentUrl(orderNo) }, '捐赠已登记，请完成支付');
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
        throw new HttpError(400, status === 'paid' ? '已支付的捐赠不能取消' : '该捐赠已取消');
      return ok(null, '捐赠已取消');
    },
  );
};

export default donationRoutes;
