import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { appReady, appSettled, e2eSuite, holdRequests, type StorageState } from '../helpers/e2e.ts';
import type { ViewportName } from '../helpers/portal.ts';
import { ELDER_BOOT_SCRIPT, elderBootHash } from '../../src/shared/elder-boot.ts';

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

const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="portal-state">/.exec(html)?.[1];

beforeAll(async () => {
  const list = await api<{ list: Array<{ id: number; title: string }> }>('/api/alumnews/list?pageNum=1&pageSize=10');
  newsTitles = list.list.map((n) => n.title);
  [{ id: newsId, title: newsTitle }] = list.list;
  zhang = await suite.signIn('张明');
}, 120_000);

describe('the HTML of a public page', () => {
  it('holds the page itself, its data and its styles, before any script has run', async () => {
    for (const path of ['/', '/article/collegeNews', `/article/newDetails/${newsId}`]) {
      const res = await fetch(suite.portal.url + path);
      expect(res.status).toBe(200);
      const html = await res.text();
      const root = rootOf(html);
      expect(root, path).toBeTruthy();
      expect(root).toContain('data-testid="site-footer"');
      // Griffel's rules and the theme's variables are in the head, so Fluent controls are styled from the first paint.
      expect(html).toMatch(/<style[^>]*data-make-styles-bucket/);
      expect(html).toMatch(/<style id="fui-FluentProvider[^"]*"/);
      // One inline script only, 长辈模式's before the first paint, which the CSP names by its hash; the state is a data
      // block, and the CSP refuses any other inline script anyway.
      const inline = [...html.matchAll(/<script(?![^>]*(?:type="application\/json"|src=))[^>]*>([\s\S]*?)<\/script>/g)];
      expect(inline.map((m) => m[1])).toEqual([ELDER_BOOT_SCRIPT]);
      expect(res.headers.get('content-security-policy')).toContain(elderBootHash());
    }
    const list = await (await fetch(`${suite.portal.url}/article/collegeNews`)).text();
    for (const title of newsTitles) expect(list).toContain(title);
    // The title the app would set, already in the page.
    expect(list).toContain('<title>学校新闻 - 滨江城市学院校友总会</title>');
    const detail = await (await fetch(`${suite.portal.url}/article/newDetails/${newsId}`)).text();
    expect(rootOf(detail)).toContain(newsTitle);
  });

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

  it('is the plain shell for pages behind sign-in, unknown pages and addresses that redirect', async () => {
    for (const path of ['/my/alumInfo', '/services/seachSchool', '/no-such-page', '/article/newDetails/99999999', '/iframe/61']) {
      const html = await (await fetch(suite.portal.url + path)).text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html).not.toContain('portal-state');
    }
  });
});

describe.each(['desktop', 'phone'] as ViewportName[])('a server-drawn page at %s size', (size) => {
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

  if (size === 'phone') {
    it('answers a tap on the menu button made before the app started, once it runs', async () => {
      const { page, start } = await drawnPageWithAppLate(size);
      await page.getByTestId('open-drawer').click();
      await expect(page.evaluate(() => 'ready' in document.documentElement.dataset)).resolves.toBe(false);
      start();
      await hydrated(page);
      await page.getByTestId('mobile-drawer').waitFor();
      await expect(page.getByTestId('mobile-drawer').getByRole('link', { name: '首页' }).isVisible()).resolves.toBe(true);
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
async function drawnPageWithAppLate(size: ViewportName): Promise<{ page: Page; start: () => void }> {
  const page = await suite.open(size);
  const app = await holdRequests(page, /\/assets\/start-[^/]+\.js$/);
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
