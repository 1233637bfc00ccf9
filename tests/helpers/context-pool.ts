import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { newContext, type ViewportName } from './portal.ts';

type ContextOptions = NonNullable<Parameters<Browser['newContext']>[0]>;
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * What a test's context may be asked for and still be a kept one: options fixed when a context is made, that a test
 * cannot change on it. Anything else (offline, permissions, a service worker, a recording, ...) gets a context of its own.
 */
const KEPT_OPTIONS = new Set(['serviceWorkers', 'bypassCSP', 'reducedMotion', 'colorScheme', 'locale', 'timezoneId', 'userAgent']);

/**
 * A page of the portal's own site parked in a kept context, which no script runs in: the manifest, a static file that
 * the portal and the spec stand-in both serve as it is (neither would draw the app for it).
 */
const PARKED_AT = '/manifest.webmanifest';

/** Event types a test may listen to on its page's context (hostile-checks watches every new page and request). */
const CONTEXT_EVENTS = ['page', 'request', 'response', 'requestfailed', 'requestfinished', 'console', 'dialog', 'weberror'] as const;

interface Kept {
  key: string;
  context: BrowserContext;
  parked: Page;
  cdp: CDPSession;
  /** The origins the test's pages went to, whose storage is cleared when the context is given back. */
  origins: Set<string>;
  lent: boolean;
}

/**
 * Browser contexts kept for one e2e file and lent to one test at a time, cleared in between: cookies, storage, routes,
 * permissions and pages are the test's own, as in a new context. Why: a new context's first page starts a renderer
 * process of its own, and the portal's scripts are compiled afresh in it; a page opened beside a parked page of the same
 * site shares the parked page's process (the browser runs with --renderer-process-limit=1, tests/helpers/portal.ts),
 * where the code compiled for the test before is still at hand. Measured here opening the home page and waiting for the
 * app, desktop: 2.4 s of processor in a new context, 1.35 s in a kept one.
 */
export function contextPool(getBrowser: () => Browser, portalUrl: () => string) {
  const kept: Kept[] = [];

  /** Whether a context with these options (and this signed-in state) can be a kept one. */
  function keepable(options: ContextOptions, state: StorageState | undefined): boolean {
    if (options.serviceWorkers === 'allow') return false;
    if (Object.keys(options).some((k) => !KEPT_OPTIONS.has(k))) return false;
    return !state || state.origins.every((o) => o.origin === portalUrl());
  }

  async function make(key: string, size: ViewportName, options: ContextOptions): Promise<Kept> {
    const context = await newContext(getBrowser(), size, options);
    const parked = await context.newPage();
    await parked.goto(portalUrl() + PARKED_AT);
    const entry: Kept = { key, context, parked, cdp: await context.newCDPSession(parked), origins: new Set(), lent: false };
    kept.push(entry);
    // A test that closes its context (as a reader closing the browser) takes it out of the pool.
    context.once('close', () => {
      const at = kept.indexOf(entry);
      if (at >= 0) kept.splice(at, 1);
    });
    return entry;
  }

  /** A kept context for `size` and `options`, cleared, holding `state` (a signed-in session) if given. */
  async function lend(size: ViewportName, options: ContextOptions, state?: StorageState): Promise<BrowserContext> {
    const key = JSON.stringify([size, options]);
    const entry = kept.find((k) => k.key === key && !k.lent) ?? (await make(key, size, options));
    entry.lent = true;
    entry.origins.add(portalUrl());
    if (state) {
      if (state.cookies.length) await entry.context.addCookies(state.cookies);
      const own = state.origins.find((o) => o.origin === portalUrl())?.localStorage ?? [];
      await entry.parked.evaluate((items) => {
        for (const { name, value } of items) localStorage.setItem(name, value);
      }, own);
    }
    return entry.context;
  }

  /** Notes an origin a lent context's page went to, for clearing its storage afterwards. */
  function visited(context: BrowserContext, url: string) {
    const entry = kept.find((k) => k.context === context);
    if (entry && /^https?:/.test(url)) entry.origins.add(new URL(url).origin);
  }

  /** Closes the test's pages and clears everything it left in the context, which is then free for the next test. */
  async function giveBack(context: BrowserContext) {
    const entry = kept.find((k) => k.context === context);
    if (!entry) return;
    await Promise.all(
      context
        .pages()
        .filter((p) => p !== entry.parked)
        .map((p) => p.close()),
    );
    for (const type of CONTEXT_EVENTS) context.removeAllListeners(type);
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await Promise.all([context.clearCookies(), context.clearPermissions(), context.setOffline(false)]);
    for (const origin of entry.origins) await entry.cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    entry.origins.clear();
    entry.lent = false;
  }

  return {
    keepable,
    lend,
    visited,
    giveBack,
    isKept: (context: BrowserContext) => kept.some((k) => k.context === context),
    /** Closes every kept context (after the file). */
    async closeAll() {
      await Promise.all(kept.splice(0).map((k) => k.context.close()));
    },
  };
}
