// Check-in and sign-up decisions of the console's activities, as pure functions (tests/unit/admin-activities.test.ts).

import type { CheckinOutcome } from '../api/admin-activities.ts';

/** The sign-up a scanned or typed card leads to, as the database has it. */
export interface SignupAtDoor {
  status: 'signed' | 'cancelled';
  checkedInAt: string | Date | null;
}

/**
 * What happens at the door: `card` is the verdict on the card (a bad code or an unknown number stops here), `signup`
 * the holder's latest sign-up to this activity. Only a live sign-up not yet checked in is checked in.
 */
export function checkinOutcome(card: 'valid' | 'revoked' | 'invalid' | 'unknown', signup: SignupAtDoor | undefined): CheckinOutcome {
  if (card === 'invalid') return 'invalid';
  if (card === 'unknown') return 'unknown-card';
  if (card === 'revoked') return 'revoked';
  if (!signup || signup.status !== 'signed') return 'not-signed-up';
  if (signup.checkedInAt !== null) return 'already';
  return 'checked-in';
}

export type CancelRefusal = 'cancelled' | 'checked-in';

/** Why a sign-up may not be cancelled by the office, or undefined when it may: a place already given back or used. */
export function cancelRefusal(signup: SignupAtDoor): CancelRefusal | undefined {
  if (signup.status === 'cancelled') return 'cancelled';
  if (signup.checkedInAt !== null) return 'checked-in';
  return undefined;
}

/** A phone number as the list shows it: the first three and last four digits (the export, audited, has it whole). */
export function maskPhone(phone: string): string {
  const p = phone.trim();
  if (p.length >= 11) return `${p.slice(0, 3)}****${p.slice(-4)}`;
  if (p.length >= 7) return `${p.slice(0, 2)}***${p.slice(-2)}`;
  return p ? '*'.repeat(p.length) : '';
}

/** How long before an activity's start the door opens, unless CHECKIN_OPENS_MINUTES says otherwise. */
export const DEFAULT_CHECKIN_LEAD_MINUTES = 60;

/** Whether the door takes check-ins at `now`: open, not yet (with when it opens), or the activity has ended. */
export type CheckinWindow = { state: 'open' } | { state: 'early'; opensAt: Date } | { state: 'ended' };

/** The door is open from `leadMinutes` before the activity's start until its end (both included). */
export function checkinWindow(now: Date, startTime: string | Date, endTime: string | Date, leadMinutes: number): CheckinWindow {
  const opensAt = new Date(new Date(startTime).getTime() - leadMinutes * 60_000);
  if (now.getTime() < opensAt.getTime()) return { state: 'early', opensAt };
  if (now.getTime() > new Date(endTime).getTime()) return { state: 'ended' };
  return { state: 'open' };
}

const two = (n: number) => String(n).padStart(2, '0');
/** '12月5日 13:00' in China time (UTC+8, no daylight saving), whatever the server's zone. */
const chinaClock = (at: Date) => {
  const c = new Date(at.getTime() + 8 * 60 * 60_000);
  return `${c.getUTCMonth() + 1}月${c.getUTCDate()}日 ${two(c.getUTCHours())}:${two(c.getUTCMinutes())}`;
};

/** What the door says when it is closed ('' when open): when it opens, or that the activity is over. */
export function checkinWindowRefusal(window: CheckinWindow): string {
  if (window.state === 'early') return `签到尚未开始：本活动 ${chinaClock(window.opensAt)} 起开放签到`;
  if (window.state === 'ended') return '活动已结束，签到已关闭';
  return '';
}
