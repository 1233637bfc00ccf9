import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PERSONAL_KEY } from '../../session/store.ts';
import { companyApi, recruitmentApi, type CompanyFilter, type JobFilter } from './api.ts';

export const COMPANY_PAGE_SIZE = 9;
export const JOB_PAGE_SIZE = 10;
const fiveMinutes = 5 * 60 * 1000;

// Companies and positions are shown to signed-in graduates only; their keys live under 'members' and are not personal.
export const companyQueries = {
  list: (pageNum: number, filter: CompanyFilter) =>
    queryOptions({
      queryKey: ['members', 'companies', 'list', { pageNum, ...filter }],
      queryFn: () => companyApi.list({ pageNum, pageSize: COMPANY_PAGE_SIZE, ...filter }),
      staleTime: fiveMinutes,
      placeholderData: keepPreviousData,
    }),
  detail: (id: number) =>
    queryOptions({ queryKey: ['members', 'companies', 'detail', id], queryFn: () => companyApi.detail(id), staleTime: fiveMinutes }),
  cities: () => queryOptions({ queryKey: ['members', 'companies', 'cities'], queryFn: companyApi.cities, staleTime: fiveMinutes }),
  /** The signed-in user's own applications: personal, dropped at logout. */
  mine: () => queryOptions({ queryKey: [PERSONAL_KEY, 'companyApplications'], queryFn: companyApi.myApplications }),
};

export const jobQueries = {
  list: (pageNum: number, filter: JobFilter) =>
    queryOptions({
      queryKey: ['members', 'jobs', 'list', { pageNum, ...filter }],
      queryFn: () => recruitmentApi.list({ pageNum, pageSize: JOB_PAGE_SIZE, ...filter }),
      staleTime: fiveMinutes,
      placeholderData: keepPreviousData,
    }),
  detail: (id: number) =>
    queryOptions({ queryKey: ['members', 'jobs', 'detail', id], queryFn: () => recruitmentApi.detail(id), staleTime: fiveMinutes }),
};

/** Search params of the company list: trimmed text, nothing empty. */
export function parseCompanySearch(search: Record<string, unknown>): CompanyFilter {
  const text = (v: unknown, max: number) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : undefined);
  const out: CompanyFilter = {};
  const keyword = text(search.keyword, 40);
  const industry = text(search.industry, 40);
  const city = text(search.city, 20);
  if (keyword) out.keyword = keyword;
  if (industry) out.industry = industry;
  if (city) out.city = city;
  return out;
}
