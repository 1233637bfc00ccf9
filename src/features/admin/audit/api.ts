import { http, type Page } from '../../../api/http.ts';
import { config } from '../../../config.ts';
import { readStaffToken } from '../../../session/staff-token.ts';
import type { AuditEntry } from '../../../shared/api/admin-auth.ts';
import { downloadName } from './download-name.ts';
import { auditExportQuery, auditPageParams, type AuditSearch } from './search.ts';

export class ExportRefused extends Error {
  constructor(readonly status: number) {
    super(`audit export answered ${status}`);
  }
}

export const auditApi = {
  page: (search: AuditSearch) => http.get<Page<AuditEntry>>('/admin/audit', auditPageParams(search)),

  /**
   * The workbook of the filtered log, with its name. Fetched rather than linked to: the staff token is no cookie, so
   * only a request that carries it in the header is let in.
   */
  async exportFile(search: AuditSearch): Promise<{ blob: Blob; name: string }> {
    const token = readStaffToken();
    const query = auditExportQuery(search);
    const response = await fetch(`${config.apiBase}/admin/audit/export${query ? `?${query}` : ''}`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      signal: AbortSignal.timeout(config.timeout),
    });
    if (!response.ok) {
      // An ended session ends here as for every console call: asking who is signed in lets the http client's 401 rule act.
      if (response.status === 401) await http.get('/admin/me', undefined, { silent: true }).catch(() => undefined);
      throw new ExportRefused(response.status);
    }
    return { blob: await response.blob(), name: downloadName(response.headers.get('content-disposition'), 'audit.xlsx') };
  },
};

/** Hands a file to the browser's downloads, under `name`. */
export function saveFile({ blob, name }: { blob: Blob; name: string }) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Released once the browser has taken the file: revoking in the same task can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
