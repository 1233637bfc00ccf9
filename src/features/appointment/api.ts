import { http, type Page } from '../../api/http.ts';
import type { VisitorInput } from '../../shared/appointment-forms.ts';
import type { Appointment, VisitSlot } from '../../shared/api/appointment.ts';
export type { Appointment, VisitSlot } from '../../shared/api/appointment.ts';

export interface BookingBody {
  visitDate: string;
  slotId: number;
  carPlate?: string;
  reason: string;
  visitors: VisitorInput[];
}

export const appointmentApi = {
  slots: (date: string) => http.get<VisitSlot[]>('/appointment/slots', { date }),
  book: (body: BookingBody) => http.post<Appointment>('/appointment', body),
  my: (pageNum: number, pageSize: number) => http.get<Page<Appointment>>('/appointment/my', { pageNum, pageSize }),
  cancel: (id: number) => http.post<null>(`/appointment/${id}/cancel`),
};
