import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import type { Db } from '../../server/db/connect.ts';
import { people } from '../../server/db/seed/accounts.ts';
import { contextPool } from './context-pool.ts';
import { copiedDataDir, embeddedDatabase, preparedDataDir } from './data-dir.ts';
import { loginOverHttp } from './http-session.ts';
import type { DemoStaff } from './server.ts';
import { launchBrowser, launchPersistent, newContext, startPortal, type Portal, type ViewportName } from './portal.ts';

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
/** Options of a browser context: serviceWorkers ('block' turns the worker off), offline, bypassCSP, userAgent, ... */
export type ContextOptions = Parameters<Browser['newContext']>[0];

/** What serves the portal to the browser: the real server, or a stand-in for another backend. */
export interface Server {
  url: string;
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The service worker is off unless a file or a test turns it on (`serviceWorkers: 'allow'`): installing it precaches
 * the whole portal, about 1.5 s of processor per context, which a test of anything else pays for nothing (and its taking
 * the page over is one more thing that can happen mid-test). What it is for is tested where it is the point: install,
 * updates and offline reading (pwa, form-drafts, public-site's offline search, spec-backend's offline start).
 */
const withoutServiceWorker: ContextOptions = { serviceWorkers: 'block' };

/**
 * Pages for one e2e file: each in its own context (at a size, optionally signed in), with page errors collected; a
 * context the options allow is a kept one, cleared between tests (tests/helpers/context-pool.ts).
 * Call `reset()` before and `closeAll()` after each test; `closeAll` fails the test on any page error.
 * `defaults` go to every context (the file's own `context` option).
 */
export function pageHarness(getBrowser: () => Browser, getServer: () => Pick<Server, 'url'>, defaults: ContextOptions = {}) {
  const contexts: BrowserContext[] = [];
  const errors: string[] = [];
  // What the test's pages did besides what it asserts (reloads, failed requests, errors): printed when a test fails,
  // so a failure seen once in CI tells how the page got there.
  const trail: string[] = [];
  const sessions = new Map<string, Promise<StorageState>>();
  const profiles: string[] = [];
  const pool = contextPool(getBrowser, () => getServer().url);

  /**
   * Collects the page's errors and keeps the phone-only mini-program hint away unless the address asks for it, or the
   * page is opened with `hint: true` (the device's own record of it then decides, on every page it loads).
   */
  async function watch(page: Page, { hint = false }: { hint?: boolean } = {}) {
    const opened = Date.now();
    const note = (what: string) => void (trail.length < 300 && trail.push(`+${Date.now() - opened} ms ${what}`));
    page.on('pageerror', (e) => (errors.push(String(e)), note(`uncaught ${e.stack ?? String(e)}`)));
    page.on('framenavigated', (frame) => {
      pool.visited(page.context(), frame.url());
      if (frame === page.mainFrame()) note(`at ${frame.url()}`);
    });
    page.on('requestfailed', (r) => note(`failed ${r.method()} ${r.url()}: ${r.failure()?.errorText}`));
    page.on('response', (r) => r.status() >= 400 && note(`${r.status()} ${r.request().method()} ${r.url()}`));
    // framenavigated also fires for the router's own address changes: a document load is what tells a reload apart.
    page.on('domcontentloaded', () => note(`document loaded at ${page.url()}`));
    page.on('console', (m) => (m.type() === 'error' || m.text().startsWith('[trail] ')) && note(`console: ${m.text()}`));
    // The hint would cover the page; it is tested on its own, by opening an address with ?hint=1.
    await page.addInitScript((keepHint) => {
      if (!keepHint && !location.search.includes('hint=1')) localStorage.setItem('v1@MobileHintSeen', 'true');
      // What can take a page away or cover it without an error: a failed chunk (the app reloads the page once, see
      // src/pwa/register.ts), the service worker taking the page over, the update notice appearing.
      const say = (what: string) => console.info(`[trail] ${what}`);
      addEventListener('vite:preloadError', (e) => say(`chunk failed: ${(e as Event & { payload?: unknown }).payload}`));
      navigator.serviceWorker?.addEventListener('controllerchange', () => say('service worker took over'));
      // Where each click landed and whether the page answered it: a click that seems lost tells where it went.
      const named = (el: Element) => {
        const attrs = ['data-testid', 'href', 'role'].filter((a) => el.hasAttribute(a)).map((a) => ` ${a}="${el.getAttribute(a)}"`);
        // Without a test id, its first words tell which it was (确定 or 取消).
        const words = el.hasAttribute('data-testid') ? '' : (el.textContent ?? '').trim().slice(0, 20);
        return `<${el.localName}${attrs.join('')}>${words}`;
      };
      // Told as the click starts (a handler may stop it on its way up), and again once a handler has taken it over.
      const clicked = (e: Event) => {
        const target = e.target instanceof Element ? e.target : null;
        const control = target?.closest('a, button, [role^="menuitem"], [data-testid]') ?? target;
        return control ? named(control) : 'nothing';
      };
      addEventListener('click', (e) => say(`click on ${clicked(e)}`), true);
      addEventListener('click', (e) => e.defaultPrevented && say(`click on ${clicked(e)} answered by the page`));
      // ... and the app's dialogs and notices coming and going (a click that opened one, and when it closed).
      const noted = '[role="dialog"], [role="alertdialog"], [role="menu"], [data-testid="update-notice"]';
      const seen = new WeakSet<Element>();
      const found = (n: Node) => (!(n instanceof Element) ? null : n.matches(noted) ? n : n.querySelector(noted));
      new MutationObserver((records) => {
        for (const r of records) {
          for (const n of r.addedNodes) {
            const el = found(n);
            // Fluent adds a dialog's portal and then the dialog into it: one line each.
            if (!el || seen.has(el)) continue;
            seen.add(el);
            say(`shown ${named(el)}`);
          }
          for (const n of r.removedNodes) {
            const el = found(n);
            if (!el || !seen.has(el)) continue;
            seen.delete(el);
            say(`gone ${named(el)}`);
          }
        }
      }).observe(document, { childList: true, subtree: true });
    }, hint);
    return page;
  }

  /**
   * A page at `size` in a context of its own. `as` is a signed-in session: a storage state, or a user's name (signed
   * in once for the whole file, see `session`). `options` go to the browser context, over the file's defaults;
   * `hint: true` leaves the 提示 dialog to the device's own record of it, on every page the tab loads.
   */
  async function open(
    size: ViewportName,
    as?: StorageState | string,
    { hint, ...options }: ContextOptions & { hint?: boolean } = {},
  ): Promise<Page> {
    const storageState = typeof as === 'string' ? await session(as) : as;
    const wanted = { ...withoutServiceWorker, ...defaults, ...options };
    const context = pool.keepable(wanted, storageState)
      ? await pool.lend(size, wanted, storageState)
      : await newContext(getBrowser(), size, { ...wanted, ...(storageState ? { storageState } : {}) });
    contexts.push(context);
    return watch(await context.newPage(), { hint });
  }

  /**
   * A page in a normal (not incognito) browser profile of its own, as a user's browser is: for what Chromium judges
   * only there (installability). The profile is removed after the file.
   */
  async function openPersistent(size: ViewportName): Promise<Page> {
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-profile-'));
    profiles.push(profile);
    const context = await launchPersistent(profile, size);
    contexts.push(context);
    return watch(context.pages()[0] ?? (await context.newPage()));
  }

  /** Opens a path and waits for the layout, and for the app to answer input. `commit`: not for every picture. */
  async function goto(page: Page, path: string, { waitUntil }: { waitUntil?: 'load' | 'commit' } = {}) {
    await page.goto(getServer().url + path, { waitUntil });
    await pageReady(page);
  }

  /** Signs a demo user in through the header button and the stand-in page (a desktop control); answers the session. */
  async function signIn(name: string): Promise<StorageState> {
    const page = await open('desktop');
    await goto(page, '/');
    await page.getByTestId('login-header').click();
    await page.waitForURL(/\/dev\/wx-qrconnect\?/);
    await pickAccount(page, name);
    await page.getByTestId('greeting').waitFor();
    const state = await page.context().storageState();
    await page.close();
    return state;
  }

  /** A page at `size` signed in to the staff console as a demo member of staff (their entry on the sign-in page), at the console's home. */
  async function openConsole(size: ViewportName, account: DemoStaff): Promise<Page> {
    const page = await open(size);
    await page.goto(getServer().url + '/admin/login');
    await appReady(page);
    await page.getByTestId(`demo-staff-${account}`).click();
    await page.getByTestId('admin-login-submit').click();
    await page.getByTestId('admin-landing').waitFor();
    return page;
  }

  /**
   * `name`'s session, signed in the first time it is asked for and shared by the rest of the file. Signed in over HTTP
   * (the stand-in's code, then the login call), and kept as the portal keeps a login: a test that is about signing in
   * uses `signIn`, which goes through the pages.
   */
  function session(name: string): Promise<StorageState> {
    if (!sessions.has(name)) sessions.set(name, signInOverHttp(name));
    return sessions.get(name)!;
  }

  async function signInOverHttp(name: string): Promise<StorageState> {
    const person = people.find((p) => p.nickname === name);
    if (!person) throw new Error(`no demo account is called ${name}`);
    const { url } = getServer();
    const record = await loginOverHttp(url, person.openid);
    return { cookies: [], origins: [{ origin: url, localStorage: [{ name: 'v1@CacheToken', value: JSON.stringify(record) }] }] };
  }

  return {
    open,
    openPersistent,
    goto,
    signIn,
    session,
    openConsole,
    reset: () => void (errors.length = trail.length = 0),
    /** The trail of the test's pages, for a failed test's report. */
    trail: () => [...trail],
    async closeAll() {
      await Promise.all(contexts.splice(0).map((c) => (pool.isKept(c) ? pool.giveBack(c) : c.close())));
      expect(errors).toEqual([]);
    },
    /** Closes the kept contexts and removes what the file's pages left on disk. */
    async cleanUp() {
      await pool.closeAll();
      for (const dir of profiles.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Chooses `name` on the WeChat stand-in page the browser is on, and once the portal has signed them in, closes the
 * alert that tells a user with unread messages where to read them. Whether that alert comes is read from the API's
 * own answers (the login record, then the unread count), so no time is spent waiting for an alert that never comes.
 */
export async function pickAccount(page: Page, name: string) {
  const call = (p: string) => (r: { url(): string }) => new URL(r.url()).pathname === p;
  const login = page.waitForResponse(call('/api/login/wxMpQrCodeLogin'));
  const unread = page.waitForResponse(call('/api/alummessage/unreadCount'));
  unread.catch(() => {});
  await page.getByRole('button', { name, exact: true }).click();
  const record = (await (await login).json().catch(() => ({}))) as { code?: number; data?: { userType?: string; alumUserStatus?: string } };
  // Only a verified graduate is told of unread messages at sign-in (LoginCallback).
  if (record.code !== 0 || record.data?.userType !== 'alumni' || record.data.alumUserStatus !== 'verified') return;
  const count = (await (await unread).json()) as { code: number; data: number };
  if (count.code === 0 && count.data > 0) await closeUnreadAlert(page);
}

/** Waits for the layout (the footer) and for the app to answer input: a page just opened or reloaded is usable. */
export async function pageReady(page: Page) {
  await page.getByTestId('site-footer').waitFor();
  await appReady(page);
}

/**
 * Waits until the app answers input. A server-drawn page shows its content (and buttons) before its scripts have
 * run; a click on a button then would do nothing, as it would for a person. Such a page starts the app only when the
 * reader reaches for it (src/app/reach.ts): the mouse moves here as a desktop reader's does, once the page listens
 * (data-reading).
 */
export async function appReady(page: Page) {
  const ready = page.locator('html[data-ready]');
  if (!(await ready.count())) {
    await page.locator('html[data-ready], html[data-reading]').waitFor({ state: 'attached' });
    if ((await page.locator('html[data-reading]').count()) > 0) {
      await page.mouse.move(2, 2);
      await page.mouse.move(1, 1);
    }
  }
  await ready.waitFor({ state: 'attached' });
}

/**
 * Waits until the app's router has finished showing an address that `path` matches (its pathname and query): the page
 * is drawn and its scroll set (to the top, or where Back and Forward left it). A scroll made before that is the
 * router's to undo: it forgets what moved since the last page it showed.
 */
export async function routerShows(page: Page, path: RegExp) {
  await page.waitForFunction((source) => new RegExp(source).test(document.documentElement.dataset.shows ?? ''), path.source);
}

/**
 * Waits until the app has started and then gone quiet: what opens by itself once the browser is idle (the phone hint,
 * lib/scheduling's whenIdle) has opened. A full idle period runs every idle task queued before it; two of them, a
 * frame apart, since the app's own wait may begin just after this one's.
 */
export async function appSettled(page: Page) {
  await appReady(page);
  await page.evaluate(async () => {
    const idle = () =>
      new Promise<void>((resolve) => {
        const check = (deadline: IdleDeadline) => (deadline.timeRemaining() >= 40 ? resolve() : requestIdleCallback(check));
        requestIdleCallback(check);
      });
    await idle();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await idle();
  });
}

/** Clicks `target` and answers the status of the `method` call to `path` (a saved setting) that the click makes. */
export async function clickAndSave(target: Locator, method: string, path: string): Promise<number> {
  const page = target.page();
  const saved = page.waitForResponse((r) => r.url().includes(path) && r.request().method() === method);
  await target.click();
  return (await saved).status();
}

/** Waits until the page has drawn two more frames: whatever an event just handled has reached the screen. */
export async function nextFrames(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * Waits until `target` is at rest: no animation runs on it, below it or on an element around it (a popover easing in
 * moves its content with it; a dialog slides up). One frame first, since an entrance starts once the element is drawn;
 * and again after, for an animation that another one's end began.
 */
export async function settled(target: Locator) {
  await target.evaluate(async (el) => {
    const moving = () => {
      const list = el.getAnimations({ subtree: true });
      for (let up = el.parentElement; up; up = up.parentElement) list.push(...up.getAnimations());
      return list.filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
    };
    await new Promise((resolve) => requestAnimationFrame(resolve));
    // An animation cut short (its element closed or drawn again) rejects: that is at rest as well.
    for (let list = moving(); list.length; list = moving()) await Promise.all(list.map((a) => a.finished.catch(() => undefined)));
  });
}

/**
 * Runs one of a console entry's actions: a button of its group on a desktop, an item of its 操作 menu on a phone.
 *
 * The menu is let come to rest before its item is pressed. While it eases in, Playwright finds the item "not stable"
 * and retries, and its later tries scroll the item to the bottom edge of the screen (block: 'end'); the menu then runs
 * past the edge, and Fluent flips it above its button on that scroll's event, which on a busy machine fell between the
 * press and the release: the release landed on the row beneath, no click reached the item, and the menu stayed open.
 * Seen in an event log of a failing run (pointerdown on 编辑, pointerup on .menu-row, the menu 236 px higher).
 */
export async function runRowAction(page: Page, size: ViewportName, subject: string, action: string) {
  const name = `操作：${subject}`;
  if (size === 'desktop') return page.getByRole('group', { name, exact: true }).getByRole('button', { name: action, exact: true }).click();
  await page.getByRole('button', { name, exact: true }).click();
  const menu = page.getByRole('menu');
  await settled(menu);
  await menu.getByRole('menuitem', { name: action, exact: true }).click();
}

/**
 * A picture of the page (or of one element) for a person to look at, kept only when E2E_SCREENSHOTS is set: no test
 * asserts on it. A full-page capture makes Chromium lay the page out again at other sizes while it draws (a 4×4 window
 * among them, seen from the page's resize events), which costs CPU; the run that asks for the pictures waits for two
 * frames at the page's own size before going on.
 */
export async function keepScreenshot(target: Page | Locator, path: string, options: { fullPage?: boolean } = {}) {
  if (!process.env.E2E_SCREENSHOTS) return;
  fs.mkdirSync(path.slice(0, path.lastIndexOf('/')), { recursive: true });
  const page = 'page' in target ? target.page() : target;
  await (target === page ? page.screenshot({ path, ...options }) : target.screenshot({ path }));
  await nextFrames(page);
}

/** Accepts the alert that tells a user with unread messages where to read them (it comes once, at sign-in). */
export async function closeUnreadAlert(page: Page) {
  const alert = page.getByTestId('dialog-alert');
  await alert.getByRole('button', { name: '确定' }).click();
  await alert.waitFor({ state: 'detached' });
}

/** The API token a signed-in session holds (for arranging records through the API). */
export function tokenOf(state: StorageState): string {
  const item = state.origins.flatMap((o) => o.localStorage).find((i) => i.name === 'v1@CacheToken');
  if (!item) throw new Error('no token in this session');
  const value = JSON.parse(item.value);
  return typeof value === 'string' ? value : value.token;
}

/** Reads a value the portal keeps in IndexedDB (idb-keyval's default store), in the page; undefined where there is none. */
function idbValue(page: Page, key: string): Promise<unknown> {
  return page.evaluate(
    (k) =>
      new Promise<unknown>((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onupgradeneeded = () => open.result.createObjectStore('keyval');
        open.onerror = () => resolve(undefined);
        open.onsuccess = () => {
          const db = open.result;
          const get = db.transaction('keyval').objectStore('keyval').get(k);
          get.onsuccess = () => (db.close(), resolve(get.result));
          get.onerror = () => (db.close(), resolve(undefined));
        };
      }),
    key,
  );
}

const queryKeysOf = (text: unknown): unknown[][] => {
  if (typeof text !== 'string' || !text) return [];
  const stored = JSON.parse(text) as { clientState?: { queries?: Array<{ queryKey: unknown[] }> } };
  return stored.clientState?.queries?.map((q) => q.queryKey) ?? [];
};

/** The keys of the queries the portal has written to IndexedDB (public content, for reading offline). */
export async function persistedQueries(page: Page): Promise<unknown[][]> {
  return queryKeysOf(await idbValue(page, 'v1@QueryCache'));
}

/** The keys of the queries the portal has written to localStorage (menus and dictionaries). */
export async function persistedSiteQueries(page: Page): Promise<unknown[][]> {
  return queryKeysOf(await page.evaluate(() => localStorage.getItem('v1@SiteQueries')));
}

/** Whether a list of query keys holds one that starts with `prefix` (ids compared as text). */
export const hasQuery = (keys: unknown[][], ...prefix: unknown[]) =>
  keys.some((key) => prefix.every((part, i) => String(key[i]) === String(part)));

/** The draft of form `id` as the portal has written it to IndexedDB (undefined before the first write). */
export function storedDraft(page: Page, id: string): Promise<Record<string, unknown> | undefined> {
  return idbValue(page, `v1@Draft:${id}`) as Promise<Record<string, unknown> | undefined>;
}

/**
 * Holds back the requests `url` matches until `release()`: for what a page shows while it waits (a loading state),
 * seen for as long as the test looks rather than for a set time. `asked` says how many came.
 */
export async function holdRequests(page: Page, url: string | RegExp) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const state = { asked: 0, release };
  await page.route(url, async (route: Route) => {
    state.asked++;
    await held;
    await route.continue().catch(() => {});
  });
  return state;
}

let sharedBrowser: Promise<Browser> | undefined;
/**
 * The worker's browser: launched for its first e2e file and kept for the next ones (the e2e project does not isolate
 * files, so this module lives as long as its worker). Each test still has contexts of its own; Playwright ends the
 * browser with the process.
 */
function workerBrowser(): Promise<Browser> {
  sharedBrowser ??= launchBrowser().then((browser) => {
    browser.on('disconnected', () => (sharedBrowser = undefined));
    return browser;
  });
  return sharedBrowser;
}

export interface SuiteOptions<S extends Server = Portal> {
  /** Environment of the portal's server process. */
  env?: Record<string, string>;
  /** Starts something else in the portal's place (a stand-in for another backend); stopped after the file. */
  server?: () => Promise<S>;
  /** Arranges the database before the portal starts on it (an embedded-data folder of its own, removed after). */
  arrange?: (db: Db) => Promise<void>;
  /** Serves a private copy of the build, which the file may change: `suite.dist`. */
  copyBuild?: boolean;
  /** false: no browser for the file (it asks over HTTP only, or drives a browser of its own, as Lighthouse does). */
  browser?: boolean;
  /** Options for every page's context: `{ serviceWorkers: 'block' }` turns the worker off, `bypassCSP`, ... */
  context?: ContextOptions;
}

/**
 * One e2e file's world: a portal on a fresh database (or `server`) and one browser for the whole file, and the page
 * harness reset around each test. Call once at the top of the file; `portal` and `browser` are there from the first
 * beforeAll on.
 */
export function e2eSuite<S extends Server = Portal>(options: SuiteOptions<S> = {}) {
  let portal: S;
  let browser: Browser | undefined;
  let dataDir: string | undefined;
  let dist: string | undefined;

  async function start(): Promise<S> {
    if (options.server) return options.server();
    const env = { ...options.env };
    if (options.copyBuild) {
      // A copy of the build, so a test can publish a "new version" without touching dist/.
      dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
      fs.cpSync(process.env.PORTAL_DIST ?? path.join(root, 'dist'), dist, { recursive: true });
      env.DIST_DIR = dist;
    }
    // The run's seeded folder (tests/setup/database-templates.ts), copied: no file migrates and seeds its own.
    const template = inject('databaseTemplates')?.dataDir;
    if (options.arrange) dataDir = await preparedDataDir(options.arrange, template);
    else if (template && !env.DATABASE_URL && !env.DATA_KEYS) dataDir = copiedDataDir(template);
    const started = dataDir ? startPortal({ ...embeddedDatabase, ...env }, { dataDir }) : startPortal(env);
    return started as unknown as Promise<S>;
  }

  beforeAll(async () => {
    [portal, browser] = await Promise.all([start(), options.browser === false ? undefined : workerBrowser()]);
  }, 120_000);
  const getBrowser = () => {
    if (!browser) throw new Error('this e2e file has no browser (browser: false)');
    return browser;
  };
  const pages = pageHarness(getBrowser, () => portal, options.context);
  afterAll(async () => {
    await pages.cleanUp();
    await portal?.stop();
    for (const dir of [dataDir, dist]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(({ onTestFailed }) => {
    pages.reset();
    onTestFailed(() => console.log(`what the pages did:\n${pages.trail().join('\n') || '(nothing of note)'}`));
  });
  afterEach(() => pages.closeAll());
  return {
    ...pages,
    get portal() {
      return portal;
    },
    get browser() {
      return getBrowser();
    },
    /** The private copy of the build (with `copyBuild`). */
    get dist() {
      if (!dist) throw new Error('no copy of the build: pass copyBuild');
      return dist;
    },
  };
}
