import { http, type Page } from '../../api/http.ts';
import type { Appointment, BookingBody, VisitSlot } from '../../shared/api/appointment.ts';
export type { Appointment, BookingBody, VisitSlot } from '../../shared/api/appointment.ts';

export const appointmentApi = {
  slots: (date: string) => http.get<VisitSlot[]>('/appointment/slots', { date }),
  book: (body: BookingBody) => http.post<Appointment>('/appointment', body),
  my: (pageNum: number, pageSize: number) => http.get<Page<Appointment>>('/appointment/my', { pageNum, pageSize }),
  cancel: (id: number) => http.post<null>(`/appointment/${id}/cancel`),
};
