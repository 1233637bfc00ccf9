import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { appReady, appSettled, e2eSuite, holdRequests, type StorageState } from '../helpers/e2e.ts';
import type { ViewportName } from '../helpers/portal.ts';

// Public pages arrive drawn by the server (src/entry-server.tsx) and are hydrated in the browser; everything else is
// drawn in the browser as before.
const suite = e2eSuite();
let zhang: StorageState;
let newsTitles: string[];
let newsId: number;
let newsTitle: string;

async function api<T>(path: string): Promise<T> {
  return (await (await fetch(suite.portal.url + path)).json()).data as T;
}

beforeAll(async () => {
  const list = await api<{ list: Array<{ id: number; title: string }> }>('/api/alumnews/list?pageNum=1&pageSize=10');
  newsTitles = list.list.map((n) => n.title);
  [{ id: newsId, title: newsTitle }] = list.list;
  zhang = await suite.signIn('张明');
}, 120_000);

// What the HTML holds, read without a browser, is in tests/server/render-cache.test.ts ('the HTML of a public page').
describe('the HTML of a public page', () => {
  it('keeps a menu too long for the window beside the brand until the app puts the rest under 更多', async () => {
    const page = await suite.open('desktop', undefined, { javaScriptEnabled: false });
    await page.setViewportSize({ width: 800, height: 800 });
    await page.goto(`${suite.portal.url}/article/collegeNews`);
    // Entries that do not fit wrap onto a row the bar cuts off; the others sit between the brand and the account area.
    const spans = await page.locator('.site-header__brand, .nav-menu > li, .site-header__account').evaluateAll((els) => {
      const bar = document.querySelector('.nav-menu')!.getBoundingClientRect();
      return els
        .filter((el) => !el.matches('.nav-menu > li') || el.getBoundingClientRect().top < bar.bottom)
        .map((el) => [el.getBoundingClientRect().left, el.getBoundingClientRect().right, el.firstElementChild?.textContent]);
    });
    // The first entries of the menu, as many as the bar holds beside the brand and the account area.
    const shown = spans.slice(1, -1).map(([, , name]) => name);
    expect(shown.length).toBeGreaterThanOrEqual(3);
    expect(shown).toEqual(['首页', '校友动态', '校友组织', '校友服务', '校企合作', '更多'].slice(0, shown.length));
    for (let i = 1; i < spans.length; i++) expect(spans[i][0], `entry ${i}`).toBeGreaterThanOrEqual(spans[i - 1][1] as number);
  });
});

describe.each(['desktop', 'phone'] as ViewportName[])('a server-drawn page at %s size', (size) => {
  // The drawn page shows and hydrates the same at both sizes; what differs (the header, the drawer) is tried at its own.
  if (size === 'phone') {
    it('shows its content with scripts off', async () => {
      const page = await suite.open(size, undefined, { javaScriptEnabled: false });
      await page.goto(`${suite.portal.url}/article/collegeNews`);
      for (const title of newsTitles.slice(0, 3))
        await expect(page.getByText(title, { exact: true }).first().isVisible()).resolves.toBe(true);
      // The page's links are real links: reading on works without the app.
      await page.getByRole('link', { name: newsTitles[0], exact: true }).first().click();
      await page.waitForURL(/\/article\/newDetails\//);
      await expect(page.locator('.detail__title').innerText()).resolves.toBe(newsTitles[0]);
    });
  }

  if (size === 'desktop') {
    it('is hydrated without a mismatch or a refetch, then works as the app', async () => {
      const page = await suite.open(size);
      const apiCalls: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/')) apiCalls.push(new URL(r.url()).pathname);
      });
      const consoleErrors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') consoleErrors.push(m.text());
      });
      await page.goto(`${suite.portal.url}/article/collegeNews`);
      await hydrated(page);
      // The data came with the page: nothing was asked again to draw it.
      expect(apiCalls.filter((p) => /alumnews\/list|alumsitecolumn|sysdict/.test(p))).toEqual([]);
      expect(consoleErrors).toEqual([]);
      // A click is the router's now: the page is not loaded again (the marker survives).
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      await page.getByRole('link', { name: newsTitles[1], exact: true }).first().click();
      await page.waitForURL(/\/article\/newDetails\//);
      await page.locator('.detail__title').filter({ hasText: newsTitles[1] }).waitFor();
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    });
  }

  if (size === 'phone') {
    it('keeps a scroll made before the app started', async () => {
      // The app arrives late, as on a slow connection; the reader has scrolled by then.
      const { page, start } = await drawnPageWithAppLate(size);
      await page.evaluate(() => window.scrollTo(0, 300));
      start();
      await hydrated(page);
      // Nothing moves it once the app has gone quiet either.
      await appSettled(page);
      await expect(page.evaluate(() => window.scrollY)).resolves.toBe(300);
    });

    it('answers a tap on the menu button made before the app started, once it runs', async () => {
      // Before even the page's first script has run (run 26 tapped then, and the tap was lost): only the boot script
      // in the page's head listens.
      const { page, start } = await drawnPageWithAppLate(size, /\/assets\/index-[^/]+\.js$/);
      await page.getByTestId('open-drawer').click();
      await expect(page.evaluate(() => 'ready' in document.documentElement.dataset)).resolves.toBe(false);
      start();
      await hydrated(page);
      await page.getByTestId('mobile-drawer').waitFor();
      await expect(page.getByTestId('mobile-drawer').getByRole('link', { name: '首页' }).isVisible()).resolves.toBe(true);
    });
  }

  if (size === 'desktop') {
    it('never shows 登录 to a signed-in visitor, not even before the app has started', async () => {
      const page = await suite.open(size, zhang);
      const app = await holdRequests(page, /\/assets\/start-[^/]+\.js$/);
      await page.goto(`${suite.portal.url}/article/newDetails/${newsId}`, { waitUntil: 'commit' });
      await page.getByTestId('site-footer').waitFor();
      // The drawn page is the anonymous one; the device's sign-in is marked on it before its first paint.
      await expect(page.getByTestId('login-header').count()).resolves.toBe(1);
      await expect(page.getByTestId('login-header').isVisible()).resolves.toBe(false);
      app.release();
      await expect(page.getByTestId('greeting').innerText()).resolves.toContain('张明');
    });
  }

  if (size === 'desktop') {
    // A reader who only reads never starts the app (src/app/reach.ts); the reading islands keep what the page promises.
    it("follows home's header on a scroll while the app has not started: white past the threshold, clear at the top", async () => {
      const page = await suite.open(size);
      await page.goto(`${suite.portal.url}/`);
      await page.locator('html[data-reading]').waitFor({ state: 'attached' });
      const header = page.getByTestId('site-header');
      await expect(header.getAttribute('data-variant')).resolves.toBe('clear');
      await page.evaluate(() => window.scrollTo(0, 200));
      await page.waitForFunction(() => document.querySelector('[data-testid="site-header"]')?.classList.contains('site-header--white'));
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForFunction(() => document.querySelector('[data-testid="site-header"]')?.classList.contains('site-header--clear'));
      // All of it without the app: a scroll is not reaching for it.
      await expect(page.locator('html[data-ready]').count()).resolves.toBe(0);
    });

    it('counts one view of a drawn article read without the app, and the app started later does not count it again', async () => {
      const page = await suite.open(size);
      const views: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && /^\/api\/alumnews\/\d+\/view$/.test(new URL(r.url()).pathname)) views.push(new URL(r.url()).pathname);
      });
      const counted = page.waitForResponse(
        (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `/api/alumnews/${newsId}/view`,
      );
      await page.goto(`${suite.portal.url}/article/newDetails/${newsId}`);
      await counted;
      await expect(page.locator('html[data-ready]').count()).resolves.toBe(0);
      // The reader reaches for the page: the app starts and shows the count the server answered to that one view.
      await appSettled(page);
      await page.locator('.detail__title').filter({ hasText: newsTitle }).waitFor();
      expect(views).toEqual([`/api/alumnews/${newsId}/view`]);
    });
  }

  it('becomes the signed-in page for a signed-in visitor', async () => {
    const page = await suite.open(size, zhang);
    await page.goto(`${suite.portal.url}/article/newDetails/${newsId}`);
    await hydrated(page);
    if (size === 'desktop') await expect(page.getByTestId('greeting').innerText()).resolves.toContain('张明');
    else {
      await page.getByTestId('open-drawer').click();
      await page.getByTestId('mobile-drawer').getByText('张明').first().waitFor();
    }
    await page.locator('.detail__title').filter({ hasText: newsTitle }).waitFor();
    // Their page replaced the drawn one: one page, not two.
    await expect(page.getByTestId('site-footer').count()).resolves.toBe(1);
    await expect(page.getByTestId('login-header').count()).resolves.toBe(0);
  });
});

/** The drawn news list, shown while the app's code is held back (as on a slow connection) until `start()`. */
async function drawnPageWithAppLate(size: ViewportName, held = /\/assets\/start-[^/]+\.js$/): Promise<{ page: Page; start: () => void }> {
  const page = await suite.open(size);
  const app = await holdRequests(page, held);
  await page.goto(`${suite.portal.url}/article/collegeNews`, { waitUntil: 'commit' });
  await page.getByTestId('site-footer').waitFor();
  return { page, start: app.release };
}

/** Waits until React has taken over the page: the app says so, and the footer, drawn by the server, is a React node. */
async function hydrated(page: Page) {
  await appReady(page);
  await page.waitForFunction(() => {
    const footer = document.querySelector('[data-testid="site-footer"]');
    return !!footer && Object.keys(footer).some((k) => k.startsWith('__reactFiber'));
  });
}
