import { http, upload } from '../../../api/http.ts';
import type { OfflineGiftValues, RefundValues } from '../../../shared/admin/ledger-gifts.ts';
import type { LetterTemplateValues } from '../../../shared/admin/ledger.ts';
import type { LedgerPage, LetterTemplate, ThankYouLetter } from '../../../shared/api/admin-ledger.ts';
import { ledgerExportParams, ledgerPageParams, type LedgerSearch } from './search.ts';

export const donationsApi = {
  page: (search: LedgerSearch) => http.get<LedgerPage>('/admin/donations', ledgerPageParams(search)),
  exportFile: (search: LedgerSearch, format: 'xlsx' | 'csv') =>
    http.download('/admin/donations/export', { ...ledgerExportParams(search), format }, `donations.${format}`),
  letter: (id: number) => http.get<ThankYouLetter>(`/admin/donations/${id}/letter`),
  /** recorded in the audit log before the browser's print dialog opens */
  printed: (id: number) => http.post<null>(`/admin/donations/${id}/letter/print`, {}),
  template: () => http.get<LetterTemplate>('/admin/donations/letter-template'),
  saveTemplate: (v: LetterTemplateValues) => http.put<LetterTemplate>('/admin/donations/letter-template', v),
  recordOffline: (v: OfflineGiftValues) => http.post<{ id: number; orderNo: string }>('/admin/donations/offline', v),
  uploadScan: (file: File, onProgress: (sent: number) => void) => {
    const body = new FormData();
    body.append('file', file);
    return upload<{ name: string }>('/admin/donations/vouchers', body, onProgress);
  },
  scan: (name: string) => http.download(`/admin/donations/vouchers/${name}`, {}, name),
  refund: (id: number, v: RefundValues) => http.post<{ outRefundNo: string; state: string }>(`/admin/donations/${id}/refund`, v),
};
