import { queryOptions } from '@tanstack/react-query';
import { PERSONAL_KEY } from '../../session/store.ts';
import { appointmentApi } from './api.ts';

export const APPOINTMENT_PAGE_SIZE = 10;

/** Remaining places change as others book: always refetched when shown. */
export const slotsQueryOptions = (date: string) =>
  queryOptions({ queryKey: [PERSONAL_KEY, 'appointment', 'slots', date], queryFn: () => appointmentApi.slots(date), staleTime: 0 });

export const myAppointmentsQueryOptions = (pageNum: number) =>
  queryOptions({
    queryKey: [PERSONAL_KEY, 'appointment', 'my', pageNum],
    queryFn: () => appointmentApi.my(pageNum, APPOINTMENT_PAGE_SIZE),
  });
