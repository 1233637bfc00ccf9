// Which requests the service worker caches, and under which key. Pure, so both the worker and the tests use it.

export type CacheClass = 'meta' | 'content' | 'image' | 'page' | null;

/** The `_t` cache-buster is dropped from cache keys, so a cached GET is found again. */
export function cacheKeyFor(url: string): string {
  const u = new URL(url);
  u.searchParams.delete('_t');
  u.searchParams.sort();
  return u.href;
}

const metaPaths = new Set(['/api/alumsitecolumn/selectList', '/api/sysdict/dictList']);
const contentPath = /^\/api\/(alumnews|alumnotice|alumactivity|alumoutstanding|alumorganization)\/(list|\d+)$/;

/**
 * The runtime cache a request belongs to, or null when the worker must leave it to the network:
 * anything carrying a token, anything but GET, other origins, and every personal endpoint.
 */
export function classifyRequest(req: { method: string; url: string; hasToken: boolean; destination?: string }, origin: string): CacheClass {
  if (req.method !== 'GET' || req.hasToken) return null;
  const url = new URL(req.url);
  if (url.origin !== origin) return null;
  if (metaPaths.has(url.pathname)) return 'meta';
  if (contentPath.test(url.pathname)) return 'content';
  if (url.pathname.startsWith('/api/')) return null;
  if (url.pathname.startsWith('/media/') || url.pathname.startsWith('/uploads/') || req.destination === 'image') return 'image';
  if (url.pathname.startsWith('/pages/')) return 'page';
  return null;
}

// The staff console (/admin) is never offline: its pages and scripts are not precached, so its addresses go to the network.
// /login is the server's sign-in (the QR page, or the way on to WeChat): it only works online, and is no portal page.
const passThrough = [/^\/api\//, /^\/dev\//, /^\/pages\//, /^\/uploads\//, /^\/media\//, /^\/admin(\/|$)/, /^\/login(\/|$)/];
const fileName = /\/[^/]*\.[a-z0-9]+$/i;

/**
 * Whether the worker answers a navigation with the app shell. Only top-level documents at the portal's own
 * paths: a page framed in /iframe (destination "iframe") or any address naming a file (about.html, a.pdf)
 * is a document of its own, and must reach the network rather than turn into the portal's 404.
 */
export function answersWithShell(nav: { pathname: string; destination: string }): boolean {
  if (nav.destination !== 'document') return false;
  return !passThrough.some((re) => re.test(nav.pathname)) && !fileName.test(nav.pathname);
}
