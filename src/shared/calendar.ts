// Calendar checks for dates and times typed by people: a pattern alone lets 2026-12-32 and T25:61 through, and
// Date in JavaScript either throws on them (toISOString) or quietly rolls them into another day.

export const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
/** A date and time as typed into a datetime-local input, or an ISO 8601 timestamp, with or without an offset. */
export const DATETIME_PATTERN = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})?$';

const DATE_PARTS = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME_PARTS = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-](\d{2}):(\d{2}))?$/;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The number of days of a month (1 to 12) in a year of the Gregorian calendar. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Whether `value` is a day of the calendar written 'YYYY-MM-DD' (year 1 onwards). */
export function isCalendarDate(value: unknown): value is string {
  const m = typeof value === 'string' ? DATE_PARTS.exec(value) : null;
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/**
 * Whether `value` is a real moment written 'YYYY-MM-DDTHH:MM', with optional seconds, milliseconds and offset
 * (Z or ±HH:MM): a calendar day, hours 0 to 23, minutes and seconds 0 to 59, an offset of at most 14 hours.
 */
export function isCalendarDateTime(value: unknown): value is string {
  const m = typeof value === 'string' ? DATETIME_PARTS.exec(value) : null;
  if (!m || !isCalendarDate(m[1])) return false;
  const [hour, minute, second] = [Number(m[2]), Number(m[3]), Number(m[4] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return false;
  if (m[5] !== undefined && (Number(m[5]) > 14 || Number(m[6]) > 59)) return false;
  return Number.isFinite(Date.parse(value as string));
}
