import type { GateBooking } from '../../../shared/api/admin-visits.ts';
import { chinaDate } from '../../../shared/appointment-forms.ts';
import { isCalendarDate } from '../../../shared/admin/visits.ts';

/** The gate list's address: `?date=` (absent: today in China, the day the gate works on). */
export interface GateSearch {
  date?: string;
}

export const parseGateSearch = (search: Record<string, unknown>): GateSearch =>
  typeof search.date === 'string' && isCalendarDate(search.date) ? { date: search.date } : {};

export const gateDateOf = (search: GateSearch, now = Date.now()) => search.date ?? chinaDate(0, now);

/** The day before or after `date`. */
export function shiftDay(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86400_000).toISOString().slice(0, 10);
}

/**
 * The bookings a search at the gate finds: any visitor's name, the car plate or the booker, ignoring case and spaces
 * (a plate is read out as 浙A 7K2Q9).
 */
export function matchBookings(list: readonly GateBooking[], query: string): GateBooking[] {
  const q = query.replace(/\s+/g, '').toUpperCase();
  if (!q) return [...list];
  return list.filter((b) =>
    [b.carPlate, b.booker, ...b.visitors.map((v) => v.name)].some((text) => text.replace(/\s+/g, '').toUpperCase().includes(q)),
  );
}
