/** An absolute http(s) URL for frames and links, resolved against `origin`; null for anything else. */
export function safeHttpUrl(raw: string | null | undefined, origin: string): string | null {
  if (!raw || typeof raw !== 'string') return null;
  const trimmed = raw.trim();
  // Reject control characters and backslashes that browsers normalise into other schemes or hosts.
  if (!trimmed || /[\u0000-\u001f\\]/.test(trimmed)) return null;
  try {
    const url = new URL(trimmed, origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A same-origin path for redirects ('/a/b?c#d'); anything that could leave the origin becomes '/'. */
export function safeRedirectPath(raw: string | null | undefined, origin: string): string {
  if (!raw || typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//') || /[\u0000-\u001f\\]/.test(raw)) return '/';
  try {
    const url = new URL(raw, origin);
    if (url.origin !== new URL(origin).origin) return '/';
    return url.pathname + url.search + url.hash;
  } catch {
    return '/';
  }
}

/** True when a link points away from this origin (opened in a new tab). */
export function isExternal(href: string, origin: string): boolean {
  try {
    return new URL(href, origin).origin !== new URL(origin).origin;
  } catch {
    return false;
  }
}
