import { http, type Page } from '../../../api/http.ts';
import type {
  AdminActivity,
  AdminSignup,
  AdminWalkIn,
  CheckinBody,
  CheckinResult,
  WalkInBody,
} from '../../../shared/api/admin-activities.ts';

const base = '/admin/events/activities';

export const activitiesApi = {
  page: (params: { pageNum: number; pageSize: number; keyword?: string }) => http.get<Page<AdminActivity>>(base, params),
  one: (id: number) => http.get<AdminActivity>(`${base}/${id}`),
  signups: (id: number) => http.get<AdminSignup[]>(`${base}/${id}/signups`),
  cancel: (id: number, signupId: number, reason: string) => http.post<AdminSignup>(`${base}/${id}/signups/${signupId}/cancel`, { reason }),
  checkin: (id: number, body: CheckinBody) => http.post<CheckinResult>(`${base}/${id}/checkin`, body),
  /** 按名单签到: the alumnus found by name on the sign-up list. */
  tick: (id: number, signupId: number) => http.post<CheckinResult>(`${base}/${id}/signups/${signupId}/checkin`, {}),
  walkIns: (id: number) => http.get<AdminWalkIn[]>(`${base}/${id}/walk-ins`),
  addWalkIn: (id: number, body: WalkInBody) => http.post<CheckinResult>(`${base}/${id}/walk-ins`, body),
  /** The sign-up list as a file (.xlsx or .csv), with its name. */
  exportFile: (id: number, format: 'xlsx' | 'csv') =>
    http.download(`${base}/${id}/signups/export`, { format }, `activity-${id}-signups.${format}`),
};
