import { organizationApi } from '../../../api/content.ts';
import { http } from '../../../api/http.ts';
import type { StaffCreateBody, StaffUpdateBody } from '../../../shared/admin/staff-forms.ts';
import type { StaffAccount } from '../../../shared/api/admin-auth.ts';

/** A new or reset account's password, shown once. */
export interface OneTimePassword {
  id: number;
  password: string;
}

/** An organisation a 组织管理员 may be given. */
export interface OrganizationChoice {
  id: number;
  name: string;
}

// The public list answers at most this many a page.
const ORGANIZATION_PAGE = 50;

/** Every organisation the portal shows, which is every one a 组织管理员 can look after: the public list, page by page. */
async function allOrganizations(): Promise<OrganizationChoice[]> {
  const first = await organizationApi.list({ pageNum: 1, pageSize: ORGANIZATION_PAGE });
  const pages = Math.ceil(first.total / ORGANIZATION_PAGE);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, i) => organizationApi.list({ pageNum: i + 2, pageSize: ORGANIZATION_PAGE })),
  );
  return [first, ...rest].flatMap((page) => page.list.map(({ id, name }) => ({ id, name })));
}

// A refused form (a taken account, an organisation missing) is told under its field, with the server's sentence.
const formCall = { handles: [400] } as const;

export const staffAdminApi = {
  list: () => http.get<{ list: StaffAccount[] }>('/admin/staff').then((d) => d.list),
  create: (body: StaffCreateBody) => http.post<OneTimePassword>('/admin/staff', body, formCall),
  update: (id: number, body: StaffUpdateBody) => http.put<null>(`/admin/staff/${id}`, body, formCall),
  resetPassword: (id: number) => http.post<OneTimePassword>(`/admin/staff/${id}/reset-password`, {}),
  unlock: (id: number) => http.post<null>(`/admin/staff/${id}/unlock`, {}),
  clearOtp: (id: number) => http.post<null>(`/admin/staff/${id}/reset-otp`, {}),
  organizations: allOrganizations,
};
