import { randomBytes } from 'node:crypto';

/**
 * A QR login ticket's life: created (shown) → scanned (a phone opened it) → confirmed (the person said yes) → used
 * (the browser got its one-time code); or cancelled by the phone, or expired after five minutes. Expiry is read from
 * the clock, not stored: any live status past expires_at counts as expired.
 */
export type TicketStatus = 'created' | 'scanned' | 'confirmed' | 'used' | 'cancelled' | 'expired';
export type TicketEvent = 'scan' | 'confirm' | 'cancel' | 'use';

export const TICKET_TTL_MS = 5 * 60 * 1000;

/**
 * The status after `event`, or null when it is refused. `sameAccount`: the caller is the WeChat account that scanned
 * (for `use`: the browser the ticket was made for). Nothing leaves used, cancelled or expired: a replay is refused.
 */
export function nextTicketStatus(from: TicketStatus, event: TicketEvent, sameAccount: boolean): TicketStatus | null {
  if (from === 'created' && event === 'scan') return 'scanned';
  if (from === 'created' && event === 'cancel') return 'cancelled';
  if (from === 'scanned' && event === 'confirm' && sameAccount) return 'confirmed';
  if (from === 'scanned' && event === 'cancel' && sameAccount) return 'cancelled';
  if (from === 'confirmed' && event === 'use' && sameAccount) return 'used';
  return null;
}

/** The status a stored ticket has now. */
export function currentTicketStatus(stored: Exclude<TicketStatus, 'expired'>, expiresAt: Date, now = new Date()): TicketStatus {
  const live = stored === 'created' || stored === 'scanned' || stored === 'confirmed';
  return live && expiresAt.getTime() <= now.getTime() ? 'expired' : stored;
}

/** Letters and digits: inside the alphabet WeChat allows in a mini-program code's `scene`, and safe in a URL path. */
const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const TICKET_LENGTH = 24;
export const ticketPattern = '^[A-Za-z0-9]{24}$';

/** 24 characters of 62: 142 random bits, within the 32 characters a `scene` may have. */
export function newTicket(random: (n: number) => Uint8Array = randomBytes): string {
  const out: string[] = [];
  while (out.length < TICKET_LENGTH) {
    // Rejection sampling keeps every character equally likely (256 is not a multiple of 62).
    for (const byte of random(32)) if (byte < 248 && out.length < TICKET_LENGTH) out.push(alphabet[byte % 62]);
  }
  return out.join('');
}
