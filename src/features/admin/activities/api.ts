import { http, type Page } from '../../../api/http.ts';
import type { AdminActivity, AdminSignup, CheckinBody, CheckinResult } from '../../../shared/api/admin-activities.ts';

const base = '/admin/events/activities';

export const activitiesApi = {
  page: (params: { pageNum: number; pageSize: number; keyword?: string }) => http.get<Page<AdminActivity>>(base, params),
  one: (id: number) => http.get<AdminActivity>(`${base}/${id}`),
  signups: (id: number) => http.get<AdminSignup[]>(`${base}/${id}/signups`),
  cancel: (id: number, signupId: number, reason: string) => http.post<AdminSignup>(`${base}/${id}/signups/${signupId}/cancel`, { reason }),
  checkin: (id: number, body: CheckinBody) => http.post<CheckinResult>(`${base}/${id}/checkin`, body),
  /** The sign-up list as a file (.xlsx or .csv), with its name. */
  exportFile: (id: number, format: 'xlsx' | 'csv') =>
    http.download(`${base}/${id}/signups/export`, { format }, `activity-${id}-signups.${format}`),
};
