import { http } from '../../../api/http.ts';
import type { VisitOverrideValues, VisitSlotValues } from '../../../shared/admin/visits.ts';
import type { AdminVisitSlot, CheckInAnswer, GateList, VisitOverride } from '../../../shared/api/admin-visits.ts';

const BASE = '/admin/events/visits';
// A refused form (capacity below what is booked, a bad time) is told under its field, with the server's sentence.
const formCall = { handles: [400] } as const;

export const visitsApi = {
  gate: (date: string) => http.get<GateList>(`${BASE}/gate`, { date }),
  /** One visitor of a booking arrives (each is checked in on their own), or their arrival is taken back. */
  checkIn: (id: number, visitorId: number) => http.post<CheckInAnswer>(`${BASE}/gate/${id}/visitors/${visitorId}/check-in`, {}),
  undoCheckIn: (id: number, visitorId: number) => http.post<CheckInAnswer>(`${BASE}/gate/${id}/visitors/${visitorId}/undo-check-in`, {}),
  exportFile: (date: string, format: 'xlsx' | 'csv') =>
    http.download(`${BASE}/gate/export`, { date, format }, `gate-list-${date}.${format}`),
  slots: () => http.get<AdminVisitSlot[]>(`${BASE}/slots`),
  createSlot: (body: VisitSlotValues) => http.post<AdminVisitSlot>(`${BASE}/slots`, body, formCall),
  updateSlot: (id: number, body: VisitSlotValues) => http.put<AdminVisitSlot>(`${BASE}/slots/${id}`, body, formCall),
  overrides: () => http.get<VisitOverride[]>(`${BASE}/overrides`),
  saveOverride: (body: VisitOverrideValues) => http.put<VisitOverride>(`${BASE}/overrides`, body, formCall),
  removeOverride: (id: number) => http.delete<null>(`${BASE}/overrides/${id}`),
};
