import { envelopeSchema, idParamsSchema, ok, pageSchema } from '../http/envelope.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { detailViewOf } from '../auth/access.ts';
import { assertForm } from '../http/form.ts';
import {
  companyCities,
  companyDetail,
  companyPage,
  insertApplication,
  jobPage,
  jobWithCompany,
  myApplication,
  myApplications,
} from '../repositories/companies.ts';
import { deliver } from '../repositories/messages.ts';
import { dictHas } from '../repositories/site.ts';
import { toJsonSchema } from '../../src/shared/forms.ts';
import { companyApplySchema, INDUSTRY_DICT, SCALE_DICT, type CompanyApplyValues } from '../../src/shared/company-forms.ts';
import {
  applyAnswerSchema,
  companyApplicationSchema as applicationSchema,
  companyDetailSchema,
  companyItemSchema,
  companyQuerySchema,
  jobDetailSchema,
  jobItemSchema,
  jobQuerySchema,
  type CompanyQuery,
  type JobQuery,
} from '../../src/shared/api/companies.ts';
import { escapeHtml } from '../../src/shared/escape-html.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';

const str = { type: 'string' } as const;

/** Alumni companies and their open positions, and applying for a company's listing. */
const companyRoutes: RoutePlugin = async (app, { db, cipher }) => {
  app.get<{ Querystring: CompanyQuery }>(
    '/api/alumcompany/list',
    {
      config: { access: 'graduate' },
      schema: {
        tags: ['校友企业'],
        summary: '校友企业列表：按名称或简介关键词、行业、城市筛选',
        querystring: companyQuerySchema,
        response: { 200: pageSchema(companyItemSchema) },
      },
    },
    async (request) => {
      const { pageNum, pageSize, industry } = request.query;
      const { list, total } = await companyPage(
        db,
        { keyword: request.query.keyword?.trim(), industry, city: request.query.city?.trim() },
        pageNum,
        pageSize,
      );
      return ok({ list, total, pageNum, pageSize });
    },
  );

  app.get(
    '/api/alumcompany/cities',
    {
      config: { access: 'graduate' },
      schema: {
        tags: ['校友企业'],
        summary: '校友企业与招聘岗位所在的城市（筛选用）',
        response: { 200: envelopeSchema({ type: 'array', items: str }) },
      },
    },
    async () => ok(await companyCities(db)),
  );

  app.get(
    '/api/alumcompany/applications/my',
    {
      config: { access: 'login' },
      schema: {
        tags: ['校友企业'],
        summary: '我的入驻申请及审核结果（最新在前）',
        response: { 200: envelopeSchema({ type: 'array', items: applicationSchema }) },
      },
    },
    async (request) => ok(await myApplications(db, cipher, request.user!.id)),
  );

  app.get<{ Params: { id: number } }>(
    '/api/alumcompany/applications/:id',
    {
      config: { access: 'login' },
      schema: {
        tags: ['校友企业'],
        summary: '我的一条入驻申请（仅本人可见）',
        params: idParamsSchema,
        response: { 200: envelopeSchema(applicationSchema) },
      },
    },
    async (request) => {
      const row = await myApplication(db, cipher, request.user!.id, request.params.id);
      if (!row) throw notFound('入驻申请');
      return ok(row);
    },
  );

  app.post<{ Body: CompanyApplyValues }>(
    '/api/alumcompany/apply',
    {
      config: { changesPublicPages: false, access: 'login' },
      schema: {
        tags: ['校友企业'],
        summary: '提交校友企业入驻申请',
        body: toJsonSchema(companyApplySchema),
        response: { 200: envelopeSchema(applyAnswerSchema) },
      },
    },
    async (request) => {
      const v = assertForm<CompanyApplyValues>(companyApplySchema, request.body);
      if (!(await dictHas(db, INDUSTRY_DICT, v.industry))) throw new HttpError(400, '请选择有效的所属行业', 400, 'industry');
      if (!(await dictHas(db, SCALE_DICT, v.scale))) throw new HttpError(400, '请选择有效的企业规模', 400, 'scale');
      const row = await db.transaction(async (tx) => {
        const created = await insertApplication(tx, cipher, request.user!.id, v);
        await deliver(
          tx,
          request.user!.id,
          'review',
          `企业入驻申请已提交：${v.name}`,
          `<p>「${escapeHtml(v.name)}」的入驻申请已提交，审核结果将通过站内消息通知您，也可在“我的企业”中查看。</p>`,
        );
        return created;
      });
      return ok(row, '申请已提交，请等待审核');
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/alumcompany/:id',
    {
      config: { access: 'login' },
      schema: {
        tags: ['校友企业'],
        summary: '校友企业详情及其在招岗位（非毕业生仅见公开资料，不含联系方式与岗位）',
        params: idParamsSchema,
        response: { 200: envelopeSchema(companyDetailSchema) },
      },
    },
    async (request) => {
      const company = await companyDetail(db, cipher, request.params.id, detailViewOf(request.user!, 'login', 'graduate'));
      if (!company) throw notFound('企业');
      return ok(company);
    },
  );

  app.get<{ Querystring: JobQuery }>(
    '/api/recruitment/list',
    {
      config: { access: 'graduate' },
      schema: {
        tags: ['企业招聘'],
        summary: '在招岗位列表：按岗位或企业关键词、城市、学历、最低月薪（千元）筛选',
        querystring: jobQuerySchema,
        response: { 200: pageSchema(jobItemSchema) },
      },
    },
    async (request) => {
      const { pageNum, pageSize, education, salaryMin } = request.query;
      const { list, total } = await jobPage(
        db,
        { keyword: request.query.keyword?.trim(), city: request.query.city?.trim(), education, salaryMin },
        pageNum,
        pageSize,
      );
      return ok({ list, total, pageNum, pageSize });
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/recruitment/:id',
    {
      config: { access: 'login' },
      schema: {
        tags: ['企业招聘'],
        summary: '岗位详情及所属企业（非毕业生仅见企业公开资料）',
        params: idParamsSchema,
        response: { 200: envelopeSchema(jobDetailSchema) },
      },
    },
    async (request) => {
      const job = await jobWithCompany(db, request.params.id);
      if (!job) throw notFound('岗位');
      const { companyIndustry, companyCity, ...rest } = job;
      const company = { id: job.companyId, name: job.companyName, logo: job.companyLogo, industry: companyIndustry, city: companyCity };
      // The position is what the graduate-only list guards: a caller it refuses sees only the company's public profile.
      if (detailViewOf(request.user!, 'login', 'graduate') === 'public') return ok({ view: 'public', company });
      return ok({ view: 'full', ...rest, company });
    },
  );
};

export default companyRoutes;
