import { http } from '../../../../api/http.ts';
import type { HandleDifferenceValues, ReconcileRunValues } from '../../../../shared/admin/reconcile.ts';
import type { QueryAnswer, ReconcileDifference, ReconcileRunDetail, ReconcileRuns } from '../../../../shared/api/admin-reconcile.ts';

const BASE = '/admin/donations/reconciliation';

export const reconcileApi = {
  runs: () => http.get<ReconcileRuns>(BASE, { pageNum: 1, pageSize: 30 }),
  run: (id: number) => http.get<ReconcileRunDetail>(`${BASE}/runs/${id}`),
  start: (v: ReconcileRunValues) => http.post<ReconcileRunDetail>(`${BASE}/runs`, v),
  query: (id: number) => http.post<QueryAnswer>(`${BASE}/differences/${id}/query`, {}),
  handle: (id: number, v: HandleDifferenceValues) => http.post<ReconcileDifference>(`${BASE}/differences/${id}/handle`, v),
};
