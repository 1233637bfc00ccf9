import type { StaffMe } from '../shared/api/admin-auth.ts';

// Who may see which console page: the rules the console's pathless layout applies before anything under it loads.

/** Where the console sends a member of staff who may not see a page yet. */
export const CONSOLE_LOGIN = '/admin/login';
/** The page that holds what an account must do first (a new password, the second factor). */
export const CONSOLE_ACCOUNT = '/admin/account';
export const CONSOLE_HOME = '/admin';

export type StaffAccess =
  | { kind: 'allow' }
  | { kind: 'login' }
  /** a password someone else set: a new one before anything else */
  | { kind: 'change-password' }
  /** an account that must have a second factor and has none: set it up before anything else */
  | { kind: 'setup-otp' };

/**
 * What the console does with a visit to `pathname` by `me` (undefined: nobody signed in). The account page stays open
 * to an account with something to do first, since that is where it is done.
 */
export function decideStaffAccess(me: Pick<StaffMe, 'mustChangePassword' | 'otpRequired'> | undefined, pathname: string): StaffAccess {
  if (!me) return { kind: 'login' };
  const onAccount = pathname.replace(/\/+$/, '') === CONSOLE_ACCOUNT;
  if (me.mustChangePassword && !onAccount) return { kind: 'change-password' };
  if (me.otpRequired && !onAccount) return { kind: 'setup-otp' };
  return { kind: 'allow' };
}

/**
 * Where the console returns after signing in: a console page of this origin named by `?redirect=`, else its home.
 * Anything else (another origin, a portal page, a malformed address) is ignored rather than followed.
 */
export function consoleReturnPath(raw: unknown): string {
  if (typeof raw !== 'string' || raw.startsWith('//') || raw.includes('\\')) return CONSOLE_HOME;
  // eslint-disable-next-line no-control-regex -- control characters are among what makes an address unsafe here
  if (/[\u0000-\u001f]/.test(raw)) return CONSOLE_HOME;
  let url: URL;
  try {
    url = new URL(raw, 'http://console.local');
  } catch {
    return CONSOLE_HOME;
  }
  if (url.origin !== 'http://console.local' || !/^\/admin(\/|$)/.test(url.pathname)) return CONSOLE_HOME;
  if (url.pathname.replace(/\/+$/, '') === CONSOLE_LOGIN) return CONSOLE_HOME;
  return url.pathname + url.search + url.hash;
}
