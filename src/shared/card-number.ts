// Card numbers as the college prints them (its prefix from 站点设置, site-identity.ts), and as people type them at the
// door, made that one form (tests/unit/card-number.test.ts).

/** Hyphens and dashes a keyboard or an input method may give for the printed hyphen, and the spaces people put. */
const SEPARATORS = /[\s\-_‐‑‒–—―−﹣－]/gu;
/** The printed form: a letter prefix (the college's), the graduation year, a six-digit serial. */
const PARTS = /^([A-Z]{2,10})?(\d{4})(\d{6})$/;

/** A card number as the college prints them: PREFIX-2016-000315 (graduation year, then a six-digit serial). */
export const cardNumber = (prefix: string, graduationYear: number | null | undefined, serial: number) =>
  `${prefix}-${graduationYear ?? new Date().getFullYear()}-${String(serial).padStart(6, '0')}`;

/** The example the door's placeholder and messages show, in the college's own prefix. */
export const cardNoExample = (prefix: string) => cardNumber(prefix, 2016, 315);

/**
 * The canonical card number `PREFIX-2016-000315` for what was typed (any case, spaces, missing or extra hyphens,
 * full-width characters), or null when it cannot be a card number at all. Typed without letters, it is a card of the
 * college's `prefix`; typed with other letters it is kept as typed, as cards issued under an earlier prefix still hold.
 */
export function normaliseCardNo(typed: string, prefix: string): string | null {
  const bare = typed.normalize('NFKC').replace(SEPARATORS, '').toUpperCase();
  const parts = PARTS.exec(bare);
  return parts ? `${parts[1] ?? prefix}-${parts[2]}-${parts[3]}` : null;
}
