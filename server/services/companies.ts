import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../db/connect.ts';
import { envelopeSchema, idParamsSchema, ok, pageQuerySchema, pageSchema } from '../http/envelope.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { assertForm } from '../http/form.ts';
import { toJsonSchema } from '../../src/shared/forms.ts';
import { companyApplySchema, EDUCATION_LEVELS, INDUSTRY_DICT, SCALE_DICT, type CompanyApplyValues } from '../../src/shared/company-forms.ts';
import { deliver, escapeHtml } from './_inbox.ts';
import { companies, industryDict, scaleDict } from './_companies-seed.ts';
import type { ServiceModule } from './module.ts';

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const date = { type: 'string', format: 'date-time' } as const;

const companyItemProps = {
  id: int, name: str, industry: str, scale: str, city: str, logo: str, summary: str, publishedAt: date, openJobs: int,
};
const companyItemSchema = { type: 'object', required: Object.keys(companyItemProps), properties: companyItemProps };

const jobItemProps = {
  id: int, title: str, city: str, salaryMin: int, salaryMax: int, education: str, experience: str, headcount: int,
  publishedAt: date, companyId: int, companyName: str, companyLogo: str,
};
const jobItemSchema = { type: 'object', required: Object.keys(jobItemProps), properties: jobItemProps };

const companyDetailSchema = {
  type: 'object',
  required: [...Object.keys(companyItemProps), 'introduction', 'founderName', 'founderGraduation', 'website', 'contactName', 'contactPhone', 'contactEmail', 'jobs'],
  properties: {
    ...companyItemProps,
    introduction: str, founderName: str, founderGraduation: str, website: str, contactName: str, contactPhone: str, contactEmail: str,
    jobs: { type: 'array', items: jobItemSchema },
  },
};

const jobDetailSchema = {
  type: 'object',
  required: [...Object.keys(jobItemProps), 'description', 'status', 'company'],
  properties: {
    ...jobItemProps,
    description: str,
    status: { type: 'string', enum: ['open', 'closed'] },
    company: {
      type: 'object',
      required: ['id', 'name', 'logo', 'industry', 'city'],
      properties: { id: int, name: str, logo: str, industry: str, city: str },
    },
  },
};

const applicationProps = {
  id: int, name: str, industry: str, scale: str, city: str, logo: str, introduction: str, contactName: str, contactPhone: str,
  contactEmail: str, status: { type: 'string', enum: ['submitted', 'approved', 'rejected'] }, reviewNote: str, createdAt: date,
};
const applicationSchema = { type: 'object', required: Object.keys(applicationProps), properties: applicationProps };

const keyword = { type: 'string', maxLength: 40, description: '关键词' } as const;
const city = { type: 'string', maxLength: 20, description: '城市' } as const;

interface CompanyQuery { keyword?: string; industry?: string; city?: string; pageNum: number; pageSize: number }
interface JobQuery { keyword?: string; city?: string; education?: string; salaryMin?: number; pageNum: number; pageSize: number }

/** `%text%` for ILIKE with the wildcards in `text` escaped. */
const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const jobColumns = `j.id, j.title, j.city, j.salary_min as "salaryMin", j.salary_max as "salaryMax", j.education, j.experience,
  j.headcount, j.published_at as "publishedAt", c.id as "companyId", c.name as "companyName", c.logo as "companyLogo"`;

async function dictHas(db: Queryable, type: string, value: string) {
  const rows = await db.query('select 1 from sys_dict where dict_type = $1 and dict_value = $2 limit 1', [type, value]);
  return rows.length > 0;
}

function register(app: FastifyInstance, db: Db) {
  app.get<{ Querystring: CompanyQuery }>(
    '/api/alumcompany/list',
    {
      config: { access: 'graduate' },
      schema: {
        tags: ['校友企业'], summary: '校友企业列表：按名称或简介关键词、行业、城市筛选',
        querystring: { ...pageQuerySchema, properties: { ...pageQuerySchema.properties, keyword, industry: { type: 'string', maxLength: 40, description: '行业（字典 company_industry 的值）' }, city } },
        response: { 200: pageSchema(companyItemSchema) },
      },
    },
    async (request) => {
      const { pageNum, pageSize } = request.query;
      const where: string[] = [];
      const params: unknown[] = [];
      const kw = request.query.keyword?.trim();
      if (kw) {
        params.push(like(kw));
        where.push(`(c.name ilike $${params.length} or c.summary ilike $${params.length})`);
      }
      if (request.query.industry) {
        params.push(request.query.industry);
        where.push(`c.industry = $${params.length}`);
      }
      if (request.query.city?.trim()) {
        params.push(request.query.city.trim());
        where.push(`c.city = $${params.length}`);
      }
      const clause = where.length ? `where ${where.join(' and ')}` : '';
      const [list, [{ total }]] = await Promise.all([
        db.query(
          `select c.id, c.name, c.industry, c.scale, c.city, c.logo, c.summary, c.published_at as "publishedAt",
                  (select count(*)::int from job j where j.company_id = c.id and j.status = 'open') as "openJobs"
             from company c ${clause}
            order by c.published_at desc, c.id desc limit $${params.length + 1} offset $${params.length + 2}`,
          [...params, pageSize, (pageNum - 1) * pageSize],
        ),
        db.query<{ total: number }>(`select count(*)::int as total from company c ${clause}`, params),
      ]);
      return ok({ list, total, pageNum, pageSize });
    },
  );

  app.get(
    '/api/alumcompany/cities',
    {
      config: { access: 'graduate' },
      schema: { tags: ['校友企业'], summary: '校友企业与招聘岗位所在的城市（筛选用）', response: { 200: envelopeSchema({ type: 'array', items: str }) } },
    },
    async () => {
      const rows = await db.query<{ city: string }>(
        `select city from (select city from company union select city from job where status = 'open') s order by city`,
      );
      return ok(rows.map((r) => r.city));
    },
  );

  app.get(
    '/api/alumcompany/applications/my',
    {
      config: { access: 'login' },
      schema: { tags: ['校友企业'], summary: '我的入驻申请及审核结果（最新在前）', response: { 200: envelopeSchema({ type: 'array', items: applicationSchema }) } },
    },
    async (request) => {
      const rows = await db.query(
        `select id, name, industry, scale, city, logo, introduction, contact_name as "contactName", contact_phone as "contactPhone",
                contact_email as "contactEmail", status, review_note as "reviewNote", created_at as "createdAt"
           from company_application where user_id = $1 order by created_at desc, id desc`,
        [request.user!.id],
      );
      return ok(rows);
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/alumcompany/applications/:id',
    {
      config: { access: 'login' },
      schema: { tags: ['校友企业'], summary: '我的一条入驻申请（仅本人可见）', params: idParamsSchema, response: { 200: envelopeSchema(applicationSchema) } },
    },
    async (request) => {
      const [row] = await db.query(
        `select id, name, industry, scale, city, logo, introduction, contact_name as "contactName", contact_phone as "contactPhone",
                contact_email as "contactEmail", status, review_note as "reviewNote", created_at as "createdAt"
           from company_application where id = $1 and user_id = $2`,
        [request.params.id, request.user!.id],
      );
      if (!row) throw notFound('入驻申请');
      return ok(row);
    },
  );

  app.post<{ Body: CompanyApplyValues }>(
    '/api/alumcompany/apply',
    {
      config: { changesPublicPages: false, access: 'login' },
      schema: {
        tags: ['校友企业'], summary: '提交校友企业入驻申请', body: toJsonSchema(companyApplySchema),
        response: { 200: envelopeSchema({ type: 'object', required: ['id', 'status'], properties: { id: int, status: str } }) },
      },
    },
    async (request) => {
      const v = assertForm<CompanyApplyValues>(companyApplySchema, request.body);
      if (!(await dictHas(db, INDUSTRY_DICT, v.industry))) throw new HttpError(400, '请选择有效的所属行业', 400, 'industry');
      if (!(await dictHas(db, SCALE_DICT, v.scale))) throw new HttpError(400, '请选择有效的企业规模', 400, 'scale');
      const row = await db.transaction(async (tx) => {
        const [created] = await tx.query<{ id: number; status: string }>(
          `insert into company_application (user_id, name, industry, scale, city, logo, introduction, contact_name, contact_phone, contact_email)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id, status`,
          [request.user!.id, v.name, v.industry, v.scale, v.city, v.logo, v.introduction, v.contactName, v.contactPhone, v.contactEmail],
        );
        await deliver(tx, request.user!.id, 'review', `企业入驻申请已提交：${v.name}`,
          `<p>「${escapeHtml(v.name)}」的入驻申请已提交，审核结果将通过站内消息通知您，也可在“我的企业”中查看。</p>`);
        return created;
      });
      return ok(row, '申请已提交，请等待审核');
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/alumcompany/:id',
    {
      config: { access: 'login' },
      schema: { tags: ['校友企业'], summary: '校友企业详情及其在招岗位', params: idParamsSchema, response: { 200: envelopeSchema(companyDetailSchema) } },
    },
    async (request) => {
      const [company] = await db.query(
        `select c.id, c.name, c.industry, c.scale, c.city, c.logo, c.summary, c.published_at as "publishedAt", c.introduction,
                c.founder_name as "founderName", c.founder_graduation as "founderGraduation", c.website, c.contact_name as "contactName",
                c.contact_phone as "contactPhone", c.contact_email as "contactEmail",
                (select count(*)::int from job j where j.company_id = c.id and j.status = 'open') as "openJobs"
           from company c where c.id = $1`,
        [request.params.id],
      );
      if (!company) throw notFound('企业');
      const jobs = await db.query(
        `select ${jobColumns} from job j join company c on c.id = j.company_id
          where j.company_id = $1 and j.status = 'open' order by j.published_at desc, j.id desc`,
        [request.params.id],
      );
      return ok({ ...company, jobs });
    },
  );

  app.get<{ Querystring: JobQuery }>(
    '/api/recruitment/list',
    {
      config: { access: 'graduate' },
      schema: {
        tags: ['企业招聘'], summary: '在招岗位列表：按岗位或企业关键词、城市、学历、最低月薪（千元）筛选',
        querystring: {
          ...pageQuerySchema,
          properties: {
            ...pageQuerySchema.properties, keyword, city,
            education: { type: 'string', enum: [...EDUCATION_LEVELS], description: '学历要求' },
            salaryMin: { type: 'integer', minimum: 0, maximum: 1000, description: '期望最低月薪（千元），岗位薪资上限不低于它' },
          },
        },
        response: { 200: pageSchema(jobItemSchema) },
      },
    },
    async (request) => {
      const { pageNum, pageSize } = request.query;
      const where = [`j.status = 'open'`];
      const params: unknown[] = [];
      const kw = request.query.keyword?.trim();
      if (kw) {
        params.push(like(kw));
        where.push(`(j.title ilike $${params.length} or c.name ilike $${params.length})`);
      }
      if (request.query.city?.trim()) {
        params.push(request.query.city.trim());
        where.push(`j.city = $${params.length}`);
      }
      if (request.query.education) {
        params.push(request.query.education);
        where.push(`j.education = $${params.length}`);
      }
      if (request.query.salaryMin !== undefined) {
        params.push(request.query.salaryMin);
        where.push(`j.salary_max >= $${params.length}`);
      }
      const clause = `where ${where.join(' and ')}`;
      const [list, [{ total }]] = await Promise.all([
        db.query(
          `select ${jobColumns} from job j join company c on c.id = j.company_id ${clause}
            order by j.published_at desc, j.id desc limit $${params.length + 1} offset $${params.length + 2}`,
          [...params, pageSize, (pageNum - 1) * pageSize],
        ),
        db.query<{ total: number }>(`select count(*)::int as total from job j join company c on c.id = j.company_id ${clause}`, params),
      ]);
      return ok({ list, total, pageNum, pageSize });
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/recruitment/:id',
    {
      config: { access: 'login' },
      schema: { tags: ['企业招聘'], summary: '岗位详情及所属企业', params: idParamsSchema, response: { 200: envelopeSchema(jobDetailSchema) } },
    },
    async (request) => {
      const [job] = await db.query<Record<string, unknown>>(
        `select ${jobColumns}, j.description, j.status, c.industry as "companyIndustry", c.city as "companyCity"
           from job j join company c on c.id = j.company_id where j.id = $1`,
        [request.params.id],
      );
      if (!job) throw notFound('岗位');
      const { companyIndustry, companyCity, ...rest } = job;
      return ok({
        ...rest,
        company: { id: job.companyId, name: job.companyName, logo: job.companyLogo, industry: companyIndustry, city: companyCity },
      });
    },
  );
}

async function seed(tx: Queryable) {
  const dicts = [...industryDict.map(([v, l]) => [INDUSTRY_DICT, v, l]), ...scaleDict.map(([v, l]) => [SCALE_DICT, v, l])];
  for (const [i, [type, value, label]] of dicts.entries()) {
    const exists = await tx.query('select 1 from sys_dict where dict_type = $1 and dict_value = $2', [type, value]);
    if (!exists.length) await tx.query('insert into sys_dict (dict_type, dict_value, dict_label, sort) values ($1, $2, $3, $4)', [type, value, label, i]);
  }
  for (const c of companies) {
    const [{ id }] = await tx.query<{ id: number }>(
      `insert into company (name, industry, scale, city, logo, summary, introduction, founder_name, founder_graduation, website,
         contact_name, contact_phone, contact_email, published_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) returning id`,
      [c.name, c.industry, c.scale, c.city, c.logo, c.summary, c.introduction, c.founderName, c.founderGraduation, c.website,
        c.contactName, c.contactPhone, c.contactEmail, c.publishedAt],
    );
    for (const j of c.jobs) {
      await tx.query(
        `insert into job (company_id, title, city, salary_min, salary_max, education, experience, headcount, description, published_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [id, j.title, j.city ?? c.city, j.salaryMin, j.salaryMax, j.education, j.experience, j.headcount, j.description,
          new Date(Date.now() - j.daysAgo * 86400000).toISOString()],
      );
    }
  }
  // 张明 applied once before, and was approved: his personal page shows a reviewed record.
  const [owner] = await tx.query<{ id: number }>(`select id from app_user where name = '张明' limit 1`);
  if (owner) {
    await tx.query(
      `insert into company_application (user_id, name, industry, scale, city, logo, introduction, contact_name, contact_phone, contact_email,
         status, review_note, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'approved', $11, $12)`,
      [owner.id, '杭州云澜数据科技有限公司', 'it', '100-499', '杭州', '/media/cover-03.svg',
        '工业大数据与智能运维平台提供商，服务长三角两百余家制造企业，与计算机学院共建联合实验室。', '张明', '13857102231', 'zhangming@yunlan-data.cn',
        '资料齐全，已通过审核并在校友企业栏目展示。', '2026-03-10T09:20:00+08:00'],
    );
  }
}

export default { name: 'companies', register, seed, seedTable: 'company' } satisfies ServiceModule;
