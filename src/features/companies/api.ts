import { http, type Page } from '../../api/http.ts';
import type { CompanyApplyValues } from '../../shared/company-forms.ts';

export interface CompanyItem {
  id: number;
  name: string;
  industry: string;
  scale: string;
  city: string;
  logo: string;
  summary: string;
  publishedAt: string;
  openJobs: number;
}

export interface JobItem {
  id: number;
  title: string;
  city: string;
  salaryMin: number;
  salaryMax: number;
  education: string;
  experience: string;
  headcount: number;
  publishedAt: string;
  companyId: number;
  companyName: string;
  companyLogo: string;
}

export interface CompanyDetail extends CompanyItem {
  introduction: string;
  founderName: string;
  founderGraduation: string;
  website: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  jobs: JobItem[];
}

export interface JobDetail extends JobItem {
  description: string;
  status: 'open' | 'closed';
  company: { id: number; name: string; logo: string; industry: string; city: string };
}

export type ApplicationStatus = 'submitted' | 'approved' | 'rejected';
export interface CompanyApplication extends CompanyApplyValues {
  id: number;
  status: ApplicationStatus;
  reviewNote: string;
  createdAt: string;
}

export interface CompanyFilter {
  keyword?: string;
  industry?: string;
  city?: string;
}
export interface JobFilter {
  keyword?: string;
  city?: string;
  education?: string;
  salaryMin?: number;
}

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
