import { http } from '../../../api/http.ts';
import type { StaffInbox } from '../../../shared/api/admin-money.ts';
import type { Dashboard } from '../../../shared/api/admin-ledger.ts';

export const dashboardApi = {
  get: () => http.get<Dashboard>('/admin/dashboard'),
  inbox: () => http.get<StaffInbox>('/admin/inbox'),
  markInboxRead: () => http.post<StaffInbox>('/admin/inbox/read', {}),
};
