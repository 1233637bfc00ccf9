import { EDUCATION_LEVELS } from '../company-forms.ts';
import { pageQuerySchema, type FilterOf } from './query.ts';
import type { SchemaType } from './schema-type.ts';
import { int, record, str } from './shapes.ts';

const date = { type: 'string', format: 'date-time' } as const;

// Who a company is, as its application and its published card both say it.
const companyBasics = { id: int, name: str, industry: str, scale: str, city: str, logo: str } as const;

// What a company's list entry and its public profile both show.
const companyCardProps = {
  ...companyBasics,
  summary: str,
  publishedAt: date,
} as const;
const companyCardRequired = ['id', 'name', 'industry', 'scale', 'city', 'logo', 'summary', 'publishedAt'] as const;

const companyItemProps = { ...companyCardProps, openJobs: int } as const;
const companyItemRequired = [...companyCardRequired, 'openJobs'] as const;
export const companyItemSchema = { type: 'object', required: companyItemRequired, properties: companyItemProps } as const;

const jobItemProps = {
  id: int,
  title: str,
  city: str,
  salaryMin: int,
  salaryMax: int,
  education: str,
  experience: str,
  headcount: int,
  publishedAt: date,
  companyId: int,
  companyName: str,
  companyLogo: str,
} as const;
const jobItemRequired = [
  'id',
  'title',
  'city',
  'salaryMin',
  'salaryMax',
  'education',
  'experience',
  'headcount',
  'publishedAt',
  'companyId',
  'companyName',
  'companyLogo',
] as const;
export const jobItemSchema = { type: 'object', required: jobItemRequired, properties: jobItemProps } as const;

/**
 * Which part of a record a detail carries (src/shared/access-rules.ts, detailView): `full` to whom the list admits
 * (graduates and members), `public` to any other signed-in caller: the public profile without what the list guards.
 */
const viewProp = {
  type: 'string',
  enum: ['full', 'public'],
  description: 'full：完整详情（毕业生及组织成员）；public：仅公开资料，不含联系人、联系方式与岗位（其他已登录用户）',
} as const;

// A company's public profile: what any signed-in caller of the detail sees.
const companyProfileProps = {
  ...companyCardProps,
  introduction: str,
  founderName: str,
  founderGraduation: str,
  website: str,
} as const;
const companyProfileSchema = {
  type: 'object',
  required: [...companyCardRequired, 'introduction', 'founderName', 'founderGraduation', 'website'],
  properties: companyProfileProps,
} as const;

// What the graduate-only list guards: contacts and positions.
const companyGuardedProps = {
  openJobs: int,
  contactName: str,
  contactPhone: str,
  contactEmail: str,
  jobs: { type: 'array', items: jobItemSchema },
} as const;
const companyGuardedSchema = {
  type: 'object',
  required: ['openJobs', 'contactName', 'contactPhone', 'contactEmail', 'jobs'],
  properties: companyGuardedProps,
} as const;

export const companyDetailSchema = {
  type: 'object',
  required: ['view', ...companyProfileSchema.required],
  properties: { view: viewProp, ...companyProfileSchema.properties, ...companyGuardedSchema.properties },
} as const;

const jobCompanySchema = record({ id: int, name: str, logo: str, industry: str, city: str });

// The position itself is what the graduate-only list guards; its company's public profile is not.
const jobGuardedProps = { ...jobItemProps, description: str, status: { type: 'string', enum: ['open', 'closed'] } } as const;
const jobGuardedSchema = {
  type: 'object',
  required: [...jobItemRequired, 'description', 'status'],
  properties: jobGuardedProps,
} as const;

export const jobDetailSchema = {
  type: 'object',
  required: ['view', 'company'],
  properties: { view: viewProp, ...jobGuardedSchema.properties, company: jobCompanySchema },
} as const;

const applicationProps = {
  ...companyBasics,
  introduction: str,
  contactName: str,
  contactPhone: str,
  contactEmail: str,
  status: { type: 'string', enum: ['submitted', 'approved', 'rejected'] },
  reviewNote: str,
  createdAt: date,
} as const;
export const companyApplicationSchema = record(applicationProps);

export const applyAnswerSchema = { type: 'object', required: ['id', 'status'], properties: { id: int, status: str } } as const;

export type CompanyItem = SchemaType<typeof companyItemSchema>;
export type JobItem = SchemaType<typeof jobItemSchema>;
export type CompanyProfile = SchemaType<typeof companyProfileSchema>;
export type CompanyDetail =
  (CompanyProfile & { view: 'public' }) | (CompanyProfile & SchemaType<typeof companyGuardedSchema> & { view: 'full' });
export type JobCompany = SchemaType<typeof jobCompanySchema>;
export type JobDetail =
  { view: 'public'; company: JobCompany } | (SchemaType<typeof jobGuardedSchema> & { view: 'full'; company: JobCompany });
export type CompanyApplication = SchemaType<typeof companyApplicationSchema>;
export type ApplicationStatus = CompanyApplication['status'];

const keyword = { type: 'string', maxLength: 40, description: '关键词' } as const;
const city = { type: 'string', maxLength: 20, description: '城市' } as const;

export const companyQuerySchema = {
  type: 'object',
  properties: {
    ...pageQuerySchema.properties,
    keyword,
    industry: { type: 'string', maxLength: 40, description: '行业（字典 company_industry 的值）' },
    city,
  },
} as const;

export const jobQuerySchema = {
  type: 'object',
  properties: {
    ...pageQuerySchema.properties,
    keyword,
    city,
    education: { type: 'string', enum: EDUCATION_LEVELS, description: '学历要求' },
    salaryMin: { type: 'integer', minimum: 0, maximum: 1000, description: '期望最低月薪（千元），岗位薪资上限不低于它' },
  },
} as const;

export type CompanyQuery = SchemaType<typeof companyQuerySchema>;
export type JobQuery = SchemaType<typeof jobQuerySchema>;
export type CompanyFilter = FilterOf<CompanyQuery>;
export type JobFilter = FilterOf<JobQuery>;
