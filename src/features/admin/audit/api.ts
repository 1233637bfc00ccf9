import { http, type Page } from '../../../api/http.ts';
import type { AuditEntry } from '../../../shared/api/admin-auth.ts';
import { auditExportParams, auditPageParams, type AuditSearch } from './search.ts';

export const auditApi = {
  page: (search: AuditSearch) => http.get<Page<AuditEntry>>('/admin/audit', auditPageParams(search)),
  /** The filtered log as a file (.xlsx or .csv), with its name. */
  exportFile: (search: AuditSearch, format: 'xlsx' | 'csv') =>
    http.download('/admin/audit/export', { ...auditExportParams(search), format }, `audit.${format}`),
};
