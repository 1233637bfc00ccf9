// Dates are shown in China Standard Time whatever the device's zone.
const zone = 'Asia/Shanghai';
const dateFmt = new Intl.DateTimeFormat('zh-CN', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
const timeFmt = new Intl.DateTimeFormat('zh-CN', {
  timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false,
});
const dayFmt = new Intl.DateTimeFormat('zh-CN', { timeZone: zone, month: '2-digit', day: '2-digit' });

function parts(fmt: Intl.DateTimeFormat, iso: string) {
  return Object.fromEntries(fmt.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
}

/** '2026-11-05' */
export function formatDate(iso: string): string {
  const p = parts(dateFmt, iso);
  return `${p.year}-${p.month}-${p.day}`;
}

/** '2026-11-05 14:30' */
export function formatDateTime(iso: string): string {
  const p = parts(timeFmt, iso);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** { day: '05', month: '2026-11' } for the date badges of news lists. */
export function dateBadge(iso: string): { day: string; yearMonth: string } {
  const p = parts(dateFmt, iso);
  return { day: parts(dayFmt, iso).day, yearMonth: `${p.year}-${p.month}` };
}

export type ActivityPhase = 'open' | 'closed' | 'ongoing' | 'ended';

/** Where an activity stands at `now`: sign-up open, sign-up closed, running, or over. */
export function activityPhase(a: { signupDeadline: string; startTime: string; endTime: string }, now = Date.now()): ActivityPhase {
  if (now > Date.parse(a.endTime)) return 'ended';
  if (now >= Date.parse(a.startTime)) return 'ongoing';
  if (now > Date.parse(a.signupDeadline)) return 'closed';
  return 'open';
}
