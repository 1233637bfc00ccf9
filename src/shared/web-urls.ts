// Which web addresses are safe to follow, frame or load, shared by the portal and the server (which sanitises stored HTML
// with the same rules).

/** An absolute http(s) URL for frames and links, resolved against `origin`; null for anything else. */
export function safeHttpUrl(raw: string | null | undefined, origin: string): string | null {
  if (!raw || typeof raw !== 'string') return null;
  const trimmed = raw.trim();
  // Reject control characters and backslashes that browsers normalise into other schemes or hosts.
  // eslint-disable-next-line no-control-regex -- control characters are what this check looks for
  if (!trimmed || /[\u0000-\u001f\\]/.test(trimmed)) return null;
  try {
    const url = new URL(trimmed, origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A URL on one of `origins` (the first is this site's), whose path is a real path: '/.//evil.example' normalises
 * to the path '//evil.example', which a router or history call would read as another host. Null otherwise.
 */
export function safeOwnUrl(raw: string | null | undefined, origins: readonly string[]): string | null {
  const href = safeHttpUrl(raw, origins[0]);
  if (!href) return null;
  const url = new URL(href);
  return origins.some((o) => sameOrigin(o, url.origin)) && !url.pathname.startsWith('//') ? href : null;
}

/** A web address to follow: this site's as a path ('/a?b'), another site's in full; null for any other scheme. */
export function webHref(raw: string | null | undefined, origin: string): string | null {
  const own = safeOwnUrl(raw, [origin]);
  if (own) {
    const url = new URL(own);
    return url.pathname + url.search + url.hash;
  }
  const web = safeHttpUrl(raw, origin);
  return web && new URL(web).origin !== new URL(origin).origin ? web : null;
}

/** An image address the portal may load: this site's (or the API's) files only, never another host or scheme. */
export const safeImageUrl = safeOwnUrl;

function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
}
