import { EDUCATION_LEVELS } from '../../shared/company-forms.ts';
import type { JobFilter } from '../companies/api.ts';

/** Minimum monthly salaries (thousand yuan) the filter offers. */
export const SALARY_STEPS = [5, 10, 15, 20, 30] as const;

/** Search params of the position list: known values only, nothing empty. */
export function parseJobSearch(search: Record<string, unknown>): JobFilter {
  const text = (v: unknown, max: number) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : undefined);
  const out: JobFilter = {};
  const keyword = text(search.keyword, 40);
  const city = text(search.city, 20);
  const education = text(search.education, 10);
  const salary = typeof search.salaryMin === 'number' ? search.salaryMin : Number(search.salaryMin);
  if (keyword) out.keyword = keyword;
  if (city) out.city = city;
  if (education && (EDUCATION_LEVELS as readonly string[]).includes(education)) out.education = education;
  if (Number.isInteger(salary) && salary > 0 && salary <= 1000) out.salaryMin = salary;
  return out;
}
