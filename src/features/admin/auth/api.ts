import { http } from '../../../api/http.ts';
import type { StaffRole } from '../../../shared/admin/roles.ts';
import type { StaffLoginBody } from '../../../shared/admin/staff-forms.ts';
import type { OtpSetup, StaffLoginAnswer, StaffMe } from '../../../shared/api/admin-auth.ts';

/** A demo member of staff the sign-in page offers (demo mode only; production answers none). */
export interface DemoStaff {
  account: string;
  password: string;
  name: string;
  roles: StaffRole[];
}

export const staffAuthApi = {
  // Quietly: a missing list leaves the sign-in form as it is.
  demoStaff: () => http.get<{ list: DemoStaff[] }>('/admin/login/demo', undefined, { silent: true }).then((d) => d.list ?? []),
  // A refusal (wrong password, second factor wanted, locked) is told in the form, with the server's sentence.
  login: (body: StaffLoginBody) => http.post<StaffLoginAnswer>('/admin/login', body, { handles: [400] }),
  me: () => http.get<StaffMe>('/admin/me'),
  logout: () => http.post<null>('/admin/logout', {}, { silent: true }),
  // Both answer the account as it is now (no longer asked for a new password, the second factor on).
  changePassword: (body: { currentPassword: string; newPassword: string }) =>
    http.post<StaffMe>('/admin/password', body, { handles: [400] }),
  otpSetup: () => http.post<OtpSetup>('/admin/otp/setup', {}),
  otpEnable: (body: { otp: string }) => http.post<StaffMe>('/admin/otp/enable', body, { handles: [400] }),
};
