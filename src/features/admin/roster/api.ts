import { http } from '../../../api/http.ts';
import type {
  RosterBatchItem,
  RosterEditBody,
  RosterListQuery,
  RosterPreview,
  RosterRecordDetail,
  RosterRecordItem,
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
}

/** A chosen file as the API takes it: its name and its bytes in base64. */
export async function fileBody(file: File) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { fileName: file.name, content: btoa(binary) };
}

export const rosterApi = {
  template: () => http.download(`${BASE}/template`, {}, 'roster-template.xlsx'),
  preview: (body: { fileName: string; content: string }) => http.post<RosterPreview>(`${BASE}/preview`, body, formCall),
  importFile: (body: { fileName: string; content: string }) => http.post<RosterBatchItem>(`${BASE}/import`, body, formCall),
  batches: () => http.get<RosterBatchItem[]>(`${BASE}/batches`),
  undo: (id: number) => http.post<RosterBatchItem>(`${BASE}/batches/${id}/undo`, {}),
  records: (query: RosterListQuery) => http.get<RosterList>(`${BASE}/records`, query),
  record: (id: number) => http.get<RosterRecordDetail>(`${BASE}/records/${id}`),
  edit: (id: number, body: RosterEditBody) => http.put<RosterRecordDetail>(`${BASE}/records/${id}`, body, formCall),
};
