// Dates are shown in China Standard Time whatever the device's zone. CST is UTC+8 without daylight saving (none since
// 1991), so plain arithmetic does it: Intl.DateTimeFormat with a time zone costs ~25 ms to build on a phone, in the
// middle of the first page's start-up.
const CST_OFFSET_MS = 8 * 60 * 60 * 1000;

const two = (n: number) => String(n).padStart(2, '0');

/** The wall-clock fields in CST; undefined for a string that is not a date. */
function cst(iso: string) {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return undefined;
  const d = new Date(ms + CST_OFFSET_MS);
  return {
    year: String(d.getUTCFullYear()),
    month: two(d.getUTCMonth() + 1),
    day: two(d.getUTCDate()),
    hour: two(d.getUTCHours()),
    minute: two(d.getUTCMinutes()),
    second: two(d.getUTCSeconds()),
  };
}

/** '2026-11-05'; '' for a string that is not a date. */
export function formatDate(iso: string): string {
  const p = cst(iso);
  return p ? `${p.year}-${p.month}-${p.day}` : '';
}

/** '2026-11-05 14:30'; '' for a string that is not a date. */
export function formatDateTime(iso: string): string {
  const p = cst(iso);
  return p ? `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}` : '';
}

/** '2026-11-05 14:30:09' (records such as the audit log, where the second matters); '' for a string that is not a date. */
export function formatDateTimeSeconds(iso: string): string {
  const p = cst(iso);
  return p ? `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}` : '';
}

/** { day: '05', yearMonth: '2026-11' } for the date badges of news lists. */
export function dateBadge(iso: string): { day: string; yearMonth: string } {
  const p = cst(iso);
  return p ? { day: p.day, yearMonth: `${p.year}-${p.month}` } : { day: '', yearMonth: '' };
}

export type ActivityPhase = 'open' | 'closed' | 'ongoing' | 'ended';

/** Where an activity stands at `now`: sign-up open, sign-up closed, running, or over. */
export function activityPhase(a: { signupDeadline: string; startTime: string; endTime: string }, now = Date.now()): ActivityPhase {
  if (now > Date.parse(a.endTime)) return 'ended';
  if (now >= Date.parse(a.startTime)) return 'ongoing';
  if (now > Date.parse(a.signupDeadline)) return 'closed';
  return 'open';
}
