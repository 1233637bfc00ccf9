import { http } from '../../../api/http.ts';
import type { Dashboard } from '../../../shared/api/admin-ledger.ts';

export const dashboardApi = { get: () => http.get<Dashboard>('/admin/dashboard') };
