import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Page } from '../../api/http.ts';
import { PERSONAL_KEY } from '../../session/store.ts';
import { isEducationLevel } from '../../shared/company-forms.ts';
import { companyApi, recruitmentApi, type CompanyFilter, type JobFilter } from './api.ts';

export const COMPANY_PAGE_SIZE = 9;
export const JOB_PAGE_SIZE = 10;
const fiveMinutes = 5 * 60 * 1000;

/** Minimum monthly salaries (thousand yuan) the position filter offers. */
export const SALARY_STEPS = [5, 10, 15, 20, 30] as const;

/** A filtered, paged list and its records' details under one key space. */
function listAndDetail<Filter extends object, Item, Detail>(
  area: string,
  pageSize: number,
  api: { list: (q: Filter & { pageNum: number; pageSize: number }) => Promise<Page<Item>>; detail: (id: number) => Promise<Detail> },
) {
  return {
    list: (pageNum: number, filter: Filter) =>
      queryOptions({
        queryKey: ['members', area, 'list', { pageNum, ...filter }],
        queryFn: () => api.list({ pageNum, pageSize, ...filter }),
        staleTime: fiveMinutes,
        placeholderData: keepPreviousData,
      }),
    // A detail's answer depends on who asks (contacts and positions only to graduates): personal, dropped at logout.
    detail: (id: number) =>
      queryOptions({ queryKey: [PERSONAL_KEY, area, 'detail', id], queryFn: () => api.detail(id), staleTime: fiveMinutes }),
  };
}

// Company and position lists are shown to signed-in graduates only; their keys live under 'members' and are not personal.
export const companyQueries = {
  ...listAndDetail('companies', COMPANY_PAGE_SIZE, companyApi),
  cities: () => queryOptions({ queryKey: ['members', 'companies', 'cities'], queryFn: companyApi.cities, staleTime: fiveMinutes }),
  /** The signed-in user's own applications: personal, dropped at logout. */
  mine: () => queryOptions({ queryKey: [PERSONAL_KEY, 'companyApplications'], queryFn: companyApi.myApplications }),
};

export const jobQueries = listAndDetail('jobs', JOB_PAGE_SIZE, recruitmentApi);

/** Trimmed, shortened text from the address, or undefined when empty. */
const text = (v: unknown, max: number) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : undefined);

/** Search params of the company list: trimmed text, nothing empty. */
export function parseCompanySearch(search: Record<string, unknown>): CompanyFilter {
  const out: CompanyFilter = {};
  const keyword = text(search.keyword, 40);
  const industry = text(search.industry, 40);
  const city = text(search.city, 20);
  if (keyword) out.keyword = keyword;
  if (industry) out.industry = industry;
  if (city) out.city = city;
  return out;
}

/** Search params of the position list: known values only, nothing empty. */
export function parseJobSearch(search: Record<string, unknown>): JobFilter {
  const out: JobFilter = {};
  const keyword = text(search.keyword, 40);
  const city = text(search.city, 20);
  const education = text(search.education, 10);
  const salary = typeof search.salaryMin === 'number' ? search.salaryMin : Number(search.salaryMin);
  if (keyword) out.keyword = keyword;
  if (city) out.city = city;
  if (education && isEducationLevel(education)) out.education = education;
  if (Number.isInteger(salary) && salary > 0 && salary <= 1000) out.salaryMin = salary;
  return out;
}
