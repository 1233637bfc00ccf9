import { http } from '../../../api/http.ts';
import type {
  RosterBatchItem,
  RosterDuplicate,
  RosterEditBody,
  RosterMergeBody,
  RosterFilterBody,
  RosterFilterItem,
  RosterListQuery,
  RosterPreview,
  RosterRecordDetail,
  RosterRecordItem,
  RosterStats,
  RosterStatsTable,
} from '../../../shared/api/admin-roster.ts';

const BASE = '/admin/alumni';
// A refused file or value is told beside the form, with the server's sentence.
const formCall = { handles: [400] } as const;

export interface RosterList {
  list: RosterRecordItem[];
  total: number;
  pageNum: number;
  pageSize: number;
  faculties: string[];
  majors: string[];
  cities: string[];
  tags: string[];
}

/** The list's filters without its page: what an export takes. */
export type RosterExportQuery = Omit<RosterListQuery, 'pageNum' | 'pageSize'>;

/** A chosen file as the API takes it: multipart, field `file`. */
function fileBody(file: File) {
  const body = new FormData();
  body.append('file', file);
  return body;
}

export const rosterApi = {
  template: () => http.download(`${BASE}/template`, {}, 'roster-template.xlsx'),
  preview: (file: File, onProgress: (sent: number) => void) =>
    http.upload<RosterPreview>(`${BASE}/preview`, fileBody(file), onProgress, formCall),
  importFile: (file: File, onProgress: (sent: number) => void) =>
    http.upload<RosterBatchItem>(`${BASE}/import`, fileBody(file), onProgress, formCall),
  batches: () => http.get<RosterBatchItem[]>(`${BASE}/batches`),
  undo: (id: number) => http.post<RosterBatchItem>(`${BASE}/batches/${id}/undo`, {}),
  records: (query: RosterListQuery) => http.get<RosterList>(`${BASE}/records`, query),
  record: (id: number) => http.get<RosterRecordDetail>(`${BASE}/records/${id}`),
  edit: (id: number, body: RosterEditBody) => http.put<RosterRecordDetail>(`${BASE}/records/${id}`, body, formCall),
  setTags: (id: number, tags: string[]) => http.put<RosterRecordDetail>(`${BASE}/records/${id}/tags`, { tags }, formCall),
  duplicates: (id: number) => http.get<RosterDuplicate[]>(`${BASE}/records/${id}/duplicates`),
  merge: (id: number, body: RosterMergeBody) => http.post<RosterRecordDetail>(`${BASE}/records/${id}/merge`, body, formCall),
  exportFile: (query: RosterExportQuery, format: 'xlsx' | 'csv') =>
    http.download(`${BASE}/records/export`, { ...query, format }, `alumni-records.${format}`),
  stats: () => http.get<RosterStats>(`${BASE}/stats`),
  statsFile: (table: RosterStatsTable, format: 'xlsx' | 'csv') =>
    http.download(`${BASE}/stats/export`, { table, format }, `roster-stats-${table}.${format}`),
  filters: () => http.get<RosterFilterItem[]>(`${BASE}/filters`),
  saveFilter: (body: RosterFilterBody) => http.post<RosterFilterItem>(`${BASE}/filters`, body, formCall),
  removeFilter: (id: number) => http.delete<RosterFilterItem>(`${BASE}/filters/${id}`),
};
