import { Secret, TOTP } from 'otpauth';

// The staff second factor: RFC 6238 codes (6 digits, 30 s), as every authenticator app makes them.

const ISSUER = '校友门户管理后台';

const totp = (secret: string, account: string) =>
  new TOTP({ issuer: ISSUER, label: account, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

/** A new secret (base32) and the otpauth:// address an authenticator reads from its QR code. */
export function newOtpSecret(account: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totp(secret, account).toString() };
}

const PERIOD_MS = 30_000;

/**
 * The time step of `code` when it is the current code or the one just before or after it (a clock a little off, a slow
 * typist), else undefined. The caller accepts it only if it is later than the last step accepted, so a code works once.
 */
export function otpStep(secret: string, account: string, code: string, now = Date.now()): number | undefined {
  const delta = totp(secret, account).validate({ token: code, window: 1, timestamp: now });
  return delta === null ? undefined : Math.floor(now / PERIOD_MS) + delta;
}

/** The current code: for tests and the demo. */
export const currentOtp = (secret: string, account: string, now = Date.now()): string => totp(secret, account).generate({ timestamp: now });
