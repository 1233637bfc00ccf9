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
