import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CardRow } from '../../src/shared/api/card.ts';

// The alumni card's QR code: `<origin>/card/verify?c=<payload>.<signature>`. The payload names the card (the user, the
// card number, the card's issue); the signature is HMAC-SHA256 over it with the server's key, so nobody without the
// key can make a code for a card, and a code for one card cannot be edited into another's. Pure functions: the key
// and the card's row are handed in.

/** What a code says about its card. */
export interface CardClaim {
  userId: number;
  cardNo: string;
  version: number;
}

// 16 bytes of the MAC (128 bits) keep the code short enough to scan from a phone screen or a small print.
const SIGNATURE_BYTES = 16;
const SIGNATURE_CHARS = 22;
const CARD_NO = /^[A-Za-z0-9-]{1,40}$/;
const PAYLOAD = /^([1-9]\d{0,9})\.([A-Za-z0-9-]{1,40})\.([1-9]\d{0,5})$/;
const TOKEN = /^([1-9]\d{0,9}\.[A-Za-z0-9-]{1,40}\.[1-9]\d{0,5})\.([A-Za-z0-9_-]{22})$/;
/** The longest code (or typed text) worth looking at. */
export const CARD_CODE_MAX = 512;

const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest().subarray(0, SIGNATURE_BYTES);

/** The signed code of a card: `<userId>.<cardNo>.<version>.<signature>`, all URL-safe. */
export function signCard(key: Buffer, claim: CardClaim): string {
  if (!CARD_NO.test(claim.cardNo)) throw new Error(`a card number the code cannot carry: ${claim.cardNo}`);
  const payload = `${claim.userId}.${claim.cardNo}.${claim.version}`;
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

/** The address a card's QR code holds: this site's verification page with the signed code. */
export const cardVerifyUrl = (origin: string, code: string) => `${origin.replace(/\/+$/, '')}/card/verify?c=${code}`;

/**
 * The signed code in what a scanner read: the verification address (of any host: a card printed before a move of the
 * site still scans), or the code itself. Undefined when it holds none.
 */
export function codeOfScan(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > CARD_CODE_MAX) return undefined;
  let candidate = trimmed;
  if (/^https?:\/\//i.test(trimmed)) {
    try {
      candidate = new URL(trimmed).searchParams.get('c') ?? '';
    } catch {
      return undefined;
    }
  }
  return TOKEN.test(candidate) ? candidate : undefined;
}

export type CodeCheck = { ok: true; claim: CardClaim } | { ok: false };

/** Whether `code` was signed with `key`, compared in constant time; the claim it carries when it was. */
export function verifyCardCode(key: Buffer, code: string): CodeCheck {
  const token = TOKEN.exec(code);
  if (!token) return { ok: false };
  const [, payload, signature] = token;
  if (signature.length !== SIGNATURE_CHARS) return { ok: false };
  // Compared as text: 22 base64url characters carry 132 bits for 128, so decoding would let several spellings of the
  // last character pass for one signature (an altered code still scanning as genuine).
  const given = Buffer.from(signature);
  const expected = Buffer.from(mac(key, payload).toString('base64url'));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false };
  const [, userId, cardNo, version] = PAYLOAD.exec(payload)!;
  return { ok: true, claim: { userId: Number(userId), cardNo, version: Number(version) } };
}

export type { CardRow } from '../../src/shared/api/card.ts';

export type CardVerdict = 'valid' | 'revoked' | 'invalid';

/**
 * What a code is worth today: `invalid` when it is not one of ours (altered, made up, another key), `revoked` when it
 * was ours but its card is no longer good (no such user any more, not an alumnus, card not verified, account disabled,
 * a new issue or a new number since), else `valid`.
 */
export function cardVerdict(check: CodeCheck, row: CardRow | undefined): CardVerdict {
  if (!check.ok) return 'invalid';
  if (!row) return 'revoked';
  const { claim } = check;
  const current =
    row.userType === 'alumni' &&
    row.cardStatus === 'verified' &&
    !row.disabled &&
    row.cardNo === claim.cardNo &&
    row.cardVersion === claim.version;
  return current ? 'valid' : 'revoked';
}

/** Whether text typed at the door looks like a card number (checked against the database afterwards). */
export const isCardNo = (text: string) => CARD_NO.test(text.trim());
