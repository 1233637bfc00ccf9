import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// Staff passwords: argon2id (the library's default algorithm) with its default cost, about 20 ms here.

export const hashPassword = (password: string): Promise<string> => hash(password);

// A hash nobody's password matches, verified when the account does not exist, so that a wrong account name takes as
// long to refuse as a wrong password and the answer's timing does not tell which accounts exist.
const decoy = hash(randomBytes(16).toString('hex'));

/** Whether `password` is the one `stored` was made from; an unknown account (no hash) is checked against the decoy. */
export async function passwordMatches(stored: string | undefined, password: string): Promise<boolean> {
  if (stored === undefined) {
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

/** A one-time password for a new or reset account: 16 characters of letters and digits, both always present. */
export function oneTimePassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  for (;;) {
    const bytes = randomBytes(16);
    const password = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
    if (/[A-Za-z]/.test(password) && /[0-9]/.test(password)) return password;
  }
}
