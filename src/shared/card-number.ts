// Card numbers as people type them at the door, made the one form the college prints (tests/unit/card-number.test.ts).

/** Hyphens and dashes a keyboard or an input method may give for the printed hyphen, and the spaces people put. */
const SEPARATORS = /[\s\-_‐‑‒–—―−﹣－]/gu;
/** The printed form: a letter prefix (the college's), the graduation year, a six-digit serial. */
const PARTS = /^([A-Z]{2,10})(\d{4})(\d{6})$/;

/**
 * The canonical card number `BJCC-2016-000315` for what was typed (any case, spaces, missing or extra hyphens,
 * full-width characters), or null when it cannot be a card number at all.
 */
export function normaliseCardNo(typed: string): string | null {
  const bare = typed.normalize('NFKC').replace(SEPARATORS, '').toUpperCase();
  const parts = PARTS.exec(bare);
  return parts ? `${parts[1]}-${parts[2]}-${parts[3]}` : null;
}
