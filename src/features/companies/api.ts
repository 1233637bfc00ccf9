import { http, type Page } from '../../api/http.ts';
import type { CompanyApplyValues } from '../../shared/company-forms.ts';
import type {
  ApplicationStatus,
  CompanyApplication,
  CompanyDetail,
  CompanyFilter,
  CompanyItem,
  JobDetail,
  JobFilter,
  JobItem,
} from '../../shared/api/companies.ts';
export type {
  ApplicationStatus,
  CompanyApplication,
  CompanyDetail,
  CompanyFilter,
  CompanyItem,
  JobCompany,
  JobDetail,
  JobFilter,
  JobItem,
} from '../../shared/api/companies.ts';

export const companyApi = {
  list: (q: CompanyFilter & { pageNum: number; pageSize: number }) => http.get<Page<CompanyItem>>('/alumcompany/list', { ...q }),
  detail: (id: number) => http.get<CompanyDetail>(`/alumcompany/${id}`, undefined, { handles: [404] }),
  cities: () => http.get<string[]>('/alumcompany/cities'),
  apply: (values: CompanyApplyValues) => http.post<{ id: number; status: ApplicationStatus }>('/alumcompany/apply', values),
  myApplications: () => http.get<CompanyApplication[]>('/alumcompany/applications/my'),
};

export const recruitmentApi = {
  list: (q: JobFilter & { pageNum: number; pageSize: number }) => http.get<Page<JobItem>>('/recruitment/list', { ...q }),
  detail: (id: number) => http.get<JobDetail>(`/recruitment/${id}`, undefined, { handles: [404] }),
};
