import { safeOwnUrl } from '../shared/web-urls.ts';

export { safeHttpUrl, safeImageUrl, safeOwnUrl, webHref } from '../shared/web-urls.ts';

/** A same-origin path for redirects ('/a/b?c#d'); anything that could leave the origin becomes '/'. */
export function safeRedirectPath(raw: string | null | undefined, origin: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are among what makes an address unsafe here
  if (!raw || typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//') || /[\u0000-\u001f\\]/.test(raw)) return '/';
  const own = safeOwnUrl(raw, [origin]);
  if (!own) return '/';
  const url = new URL(own);
  return url.pathname + url.search + url.hash;
}

/** The origin of an absolute base URL ('https://api.x.edu/api' -> 'https://api.x.edu'); null for a relative one. */
export function originOf(base: string): string | null {
  try {
    return /^https?:\/\//i.test(base) ? new URL(base).origin : null;
  } catch {
    return null;
  }
}

/** Whether a path is the staff console's (/admin and below): drawn by the browser, never cached for offline use. */
export const isConsolePath = (pathname: string): boolean => /^\/admin(\/|$)/.test(pathname);
