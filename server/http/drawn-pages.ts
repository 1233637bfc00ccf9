import { ByteLru, cachedPage, type CachedPage } from './page-cache.ts';

export interface DrawnPagesOptions {
  /** The whole HTML of the page at `href` (drawn, or the plain shell when the browser must draw it); stops at `signal`. */
  render(href: string, origin: string, signal: AbortSignal): Promise<string>;
  /** The plain shell, drawn by the browser: what a visitor gets when a render cannot be had now. */
  plain(href: string): string;
  /** The address a page depends on (src/entry-server.tsx pageKey): one cache entry and one render per key. */
  key(href: string): string;
  /** what the pages are made from: a page drawn from another version is drawn again before it is sent */
  version: { current(): number | string };
  /** bytes the cached pages may hold, compressed copies included */
  maxBytes: number;
  /** after this, a page is still sent but drawn again behind it (dates and phases move with the clock) */
  ttlMs: number;
  /** a render taking longer is abandoned: the visitor gets the plain shell */
  budgetMs: number;
  /** renders at once; a page that would need one more gets the plain shell at once instead of queueing */
  slots: number;
  /** renders one client may start a minute; the browser draws the rest */
  rendersPerMinute: number;
  now?: () => number;
  onError?: (error: unknown, href: string) => void;
  /** told of each lookup: whether a current copy was in the cache */
  onLookup?: (hit: boolean) => void;
}

const CLIENTS_KEPT = 10_000;

/**
 * Server-drawn pages for visitors who are not signed in, cached per page and data version, compressed once.
 * One render per page at a time (everyone asking meanwhile waits for that one), at most `slots` at once, each within
 * its budget; a page whose data changed is drawn again before it is sent, one past its time is sent and drawn again
 * behind it. Nothing personal is here: the server draws only what a visitor who is not signed in sees.
 */
export function drawnPages(opts: DrawnPagesOptions) {
  const now = opts.now ?? Date.now;
  const cache = new ByteLru<CachedPage>(opts.maxBytes);
  // The render under way per page and the data version it began from: only one from the current version is joined.
  const inflight = new Map<string, { version: number | string; job: Promise<CachedPage | null> }>();
  const clients = new Map<string, { since: number; count: number }>();
  let running = 0;

  function mayRender(client: string): boolean {
    const t = now();
    let seen = clients.get(client);
    if (!seen || t - seen.since >= 60_000) {
      if (!seen && clients.size >= CLIENTS_KEPT) {
        for (const [name, c] of clients) if (t - c.since >= 60_000) clients.delete(name);
        // Still full: forget the oldest, which costs it nothing worse than a fresh minute.
        if (clients.size >= CLIENTS_KEPT) clients.delete(clients.keys().next().value!);
      }
      seen = { since: t, count: 0 };
      clients.set(client, seen);
    }
    if (seen.count >= opts.rendersPerMinute) return false;
    seen.count++;
    return true;
  }

  /** Draws `key` once however many ask for it; null when no render could be had (busy, rate limited, too slow, failed). */
  function refresh(cacheKey: string, key: string, origin: string, client: string): Promise<CachedPage | null> {
    // Read before the render: a write while it runs leaves the result older than the data, and it is drawn again.
    const version = opts.version.current();
    const joined = inflight.get(cacheKey);
    // One begun before a write would answer a visitor who asks after it (perhaps the writer) with the old data.
    if (joined?.version === version) return joined.job;
    if (running >= opts.slots || !mayRender(client)) return Promise.resolve(null);
    running++;
    const job = (async () => {
      const abort = new AbortController();
      const timer = setTimeout(() => abort.abort(), opts.budgetMs);
      const late = new Promise<null>((resolve) => abort.signal.addEventListener('abort', () => resolve(null)));
      try {
        const html = await Promise.race([opts.render(key, origin, abort.signal), late]);
        if (html === null || abort.signal.aborted) return null;
        const page = await cachedPage(html, version, now());
        // Older than the data by now: no one is sent it from the cache, and it must not replace a newer copy.
        if (version === opts.version.current()) cache.set(cacheKey, page);
        return page;
      } catch (error) {
        opts.onError?.(error, key);
        return null;
      } finally {
        clearTimeout(timer);
        abort.abort();
        running--;
        // A newer render of the page may have taken its place meanwhile: that one stays.
        if (inflight.get(cacheKey)?.version === version) inflight.delete(cacheKey);
      }
    })();
    inflight.set(cacheKey, { version, job });
    return job;
  }

  return {
    /** The page for `href`: a cached page to send as it is, or the plain shell (a string) when none could be had. */
    async answer(href: string, origin: string, client: string): Promise<CachedPage | string> {
      const key = opts.key(href);
      const cacheKey = origin + key;
      const cached = cache.get(cacheKey);
      const hit = !!cached && cached.version === opts.version.current();
      opts.onLookup?.(hit);
      if (cached && hit) {
        if (now() - cached.storedAt > opts.ttlMs) void refresh(cacheKey, key, origin, client);
        return cached;
      }
      // Missing, or drawn from data that has changed since: never the old copy.
      return (await refresh(cacheKey, key, origin, client)) ?? opts.plain(key);
    },
    stats: () => ({ pages: cache.size, bytes: cache.bytes, rendering: running }),
  };
}
