import { http, type Page } from '../../api/http.ts';
import type { VisitorInput } from '../../shared/appointment-forms.ts';

export interface VisitSlot {
  id: number;
  name: string;
  label: string;
  capacity: number;
  booked: number;
  remaining: number;
}

export interface Appointment {
  id: number;
  visitDate: string;
  slotId: number;
  slotName: string;
  slotLabel: string;
  visitorCount: number;
  carPlate: string;
  reason: string;
  status: 'booked' | 'cancelled';
  upcoming: boolean;
  /** ID numbers come masked */
  visitors: VisitorInput[];
  createdAt: string;
  cancelledAt?: string | null;
}

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
