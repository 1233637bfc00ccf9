import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { launchBrowser, newContext, startPortal, type Portal, type ViewportName } from './portal.ts';

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
export type ContextOptions = Parameters<Browser['newContext']>[0];

/**
 * Pages for one e2e file: each in its own context (at a size, optionally signed in), with page errors collected.
 * Call `reset()` before and `closeAll()` after each test; `closeAll` fails the test on any page error.
 */
export function pageHarness(getBrowser: () => Browser, getPortal: () => Pick<Portal, 'url'>) {
  const contexts: BrowserContext[] = [];
  const errors: string[] = [];

  /** `options` go to the browser context (bypassCSP, serviceWorkers, ...). */
  async function open(size: ViewportName, storageState?: StorageState, options: ContextOptions = {}): Promise<Page> {
    const context = await newContext(getBrowser(), size, { ...options, ...(storageState ? { storageState } : {}) });
    contexts.push(context);
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(String(e)));
    // The phone-only mini-program hint would cover the page; it is tested on its own.
    await page.addInitScript(() => sessionStorage.setItem('v1@MobileHintSeen', 'true'));
    return page;
  }

  /** Opens a path and waits for the layout, and for the app to answer input. */
  async function goto(page: Page, path: string) {
    await page.goto(getPortal().url + path);
    await page.getByTestId('site-footer').waitFor();
    await appReady(page);
  }

  /** Signs a demo user in through the header button and the stand-in page (a desktop control); answers the session. */
  async function signIn(name: string): Promise<StorageState> {
    const page = await open('desktop');
    await page.goto(getPortal().url + '/');
    await page.getByTestId('site-footer').waitFor();
    await appReady(page);
    await page.getByTestId('login-header').click();
    await page.waitForURL(/\/dev\/wx-qrconnect\?/);
    await page.getByRole('button', { name, exact: true }).click();
    await page.getByTestId('greeting').waitFor();
    await closeUnreadAlert(page);
    const state = await page.context().storageState();
    await page.context().close();
    return state;
  }

  return {
    open,
    goto,
    signIn,
    reset: () => void (errors.length = 0),
    async closeAll() {
      await Promise.all(contexts.splice(0).map((c) => c.close()));
      expect(errors).toEqual([]);
    },
  };
}

/**
 * Waits until the app answers input. A server-drawn page shows its content (and buttons) before its scripts have
 * run; a click on a button then would do nothing, as it would for a person.
 */
export async function appReady(page: Page) {
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
}

/**
 * Waits until the app has started and then gone quiet: what opens by itself once the browser is idle (the phone hint)
 * has opened. Two full idle periods apart, since the app's own wait may begin just after this one's.
 */
export async function appSettled(page: Page) {
  await appReady(page);
  await page.evaluate(async () => {
    const idle = () => new Promise<void>((resolve) => {
      const check = (deadline: IdleDeadline) => (deadline.timeRemaining() >= 40 ? resolve() : requestIdleCallback(check));
      requestIdleCallback(check);
    });
    await idle();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await idle();
  });
}

/** Accepts the alert that tells a user with unread messages where to read them (it comes once, at sign-in). */
export async function closeUnreadAlert(page: Page) {
  const alert = page.getByTestId('dialog-alert');
  await alert.waitFor({ timeout: 3000 }).catch(() => {});
  if (await alert.isVisible().catch(() => false)) {
    await alert.getByRole('button', { name: '确定' }).click();
    await alert.waitFor({ state: 'detached' });
  }
}

/** The API token a signed-in session holds (for arranging records through the API). */
export function tokenOf(state: StorageState): string {
  const item = state.origins.flatMap((o) => o.localStorage).find((i) => i.name === 'v1@CacheToken');
  if (!item) throw new Error('no token in this session');
  const value = JSON.parse(item.value);
  return typeof value === 'string' ? value : value.token;
}

/**
 * One e2e file's world: a portal on a fresh database and a browser for the whole file, and the page harness reset
 * around each test. Call at the top of the file; `portal` and `browser` are there from the first beforeAll on.
 */
export function e2eSuite(env: Record<string, string> = {}) {
  let portal: Portal;
  let browser: Browser;
  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal(env), launchBrowser()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });
  const pages = pageHarness(() => browser, () => portal);
  beforeEach(() => pages.reset());
  afterEach(() => pages.closeAll());
  return {
    ...pages,
    get portal() {
      return portal;
    },
    get browser() {
      return browser;
    },
  };
}
