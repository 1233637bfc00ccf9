import { EDUCATION_LEVELS } from '../company-forms.ts';
import { pageQuerySchema, type FilterOf } from './query.ts';
import type { SchemaType } from './schema-type.ts';

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const date = { type: 'string', format: 'date-time' } as const;

const companyItemProps = {
  id: int,
  name: str,
  industry: str,
  scale: str,
  city: str,
  logo: str,
  summary: str,
  publishedAt: date,
  openJobs: int,
} as const;
const companyItemRequired = ['id', 'name', 'industry', 'scale', 'city', 'logo', 'summary', 'publishedAt', 'openJobs'] as const;
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

export const companyDetailSchema = {
  type: 'object',
  required: [
    ...companyItemRequired,
    'introduction',
    'founderName',
    'founderGraduation',
    'website',
    'contactName',
    'contactPhone',
    'contactEmail',
    'jobs',
  ],
  properties: {
    ...companyItemProps,
    introduction: str,
    founderName: str,
    founderGraduation: str,
    website: str,
    contactName: str,
    contactPhone: str,
    contactEmail: str,
    jobs: { type: 'array', items: jobItemSchema },
  },
} as const;

export const jobDetailSchema = {
  type: 'object',
  required: [...jobItemRequired, 'description', 'status', 'company'],
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
} as const;

const applicationProps = {
  id: int,
  name: str,
  industry: str,
  scale: str,
  city: str,
  logo: str,
  introduction: str,
  contactName: str,
  contactPhone: str,
  contactEmail: str,
  status: { type: 'string', enum: ['submitted', 'approved', 'rejected'] },
  reviewNote: str,
  createdAt: date,
} as const;
export const companyApplicationSchema = {
  type: 'object',
  required: [
    'id',
    'name',
    'industry',
    'scale',
    'city',
    'logo',
    'introduction',
    'contactName',
    'contactPhone',
    'contactEmail',
    'status',
    'reviewNote',
    'createdAt',
  ],
  properties: applicationProps,
} as const;

export const applyAnswerSchema = { type: 'object', required: ['id', 'status'], properties: { id: int, status: str } } as const;

export type CompanyItem = SchemaType<typeof companyItemSchema>;
export type JobItem = SchemaType<typeof jobItemSchema>;
export type CompanyDetail = SchemaType<typeof companyDetailSchema>;
export type JobDetail = SchemaType<typeof jobDetailSchema>;
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
