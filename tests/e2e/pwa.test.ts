import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eSuite, hasQuery, nextFrames, pageReady, persistedQueries, persistedSiteQueries, type ContextOptions } from '../helpers/e2e.ts';
import type { ViewportName } from '../helpers/portal.ts';

// The file serves a copy of the build, so the update test can publish a "new version" without touching dist/.
const suite = e2eSuite({ copyBuild: true, context: { serviceWorkers: 'allow' } });
let page: Page;
const open = async (size: ViewportName = 'desktop', options: ContextOptions = {}) =>
  void (page = await suite.open(size, undefined, options));
const ready = () => pageReady(page);
const controlled = () => page.evaluate(() => navigator.serviceWorker.controller !== null);

async function installWorker() {
  await page.goto(suite.portal.url + '/');
  await ready();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(controlled, { timeout: 15000 }).toBe(true);
}

describe('installable and offline', () => {
  it('the worker controls the page; home and read articles open offline with the banner; unread articles say offline', async () => {
    await open();
    await installWorker();
    const news = (await (await fetch(suite.portal.url + '/api/alumnews/list?pageNum=1&pageSize=12')).json()).data.list as Array<{
      id: number;
      title: string;
    }>;
    const [first, second, unread] = [news[0], news[1], news[9]];

    // Read two articles the way a user does: from the list, inside the app.
    await page.getByTestId('home-news').getByRole('link', { name: '更多' }).click();
    for (const item of [first, second]) {
      await page.getByRole('link', { name: item.title }).first().click();
      await page.getByTestId('detail').waitFor();
      await page.goBack();
      await page.getByTestId('news-item').first().waitFor();
    }
    // The persister writes to IndexedDB at most once a second: wait until both articles are there.
    await expect
      .poll(async () => {
        const keys = await persistedQueries(page);
        return [first, second].every((item) => hasQuery(keys, 'public', 'news', 'detail', item.id));
      })
      .toBe(true);

    await page.context().setOffline(true);
    await page.goto(suite.portal.url + '/');
    await ready();
    await page.getByTestId('offline-banner').waitFor();
    await expect(page.getByTestId('offline-banner').innerText()).resolves.toContain('当前处于离线状态，正在显示缓存内容');
    await expect(page.getByTestId('header-nav').getByRole('link', { name: '校友动态' }).isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('home-news').getByText(first.title).first().isVisible()).resolves.toBe(true);

    for (const item of [first, second]) {
      await page.goto(`${suite.portal.url}/article/newDetails/${item.id}`);
      await page.getByTestId('detail').waitFor();
      await expect(page.locator('.detail__title').innerText()).resolves.toBe(item.title);
    }

    await page.goto(`${suite.portal.url}/article/newDetails/${unread.id}`);
    await page.getByTestId('offline-notice').waitFor();
    expect(await page.getByTestId('error-page').count()).toBe(0);
    expect(await page.getByTestId('toast').count()).toBe(0);

    await page.context().setOffline(false);
    await page.getByTestId('offline-banner').waitFor({ state: 'detached' });
    await page.getByTestId('offline-notice').getByRole('button', { name: '重试' }).click();
    await page.getByTestId('detail').waitFor();
    await expect(page.locator('.detail__title').innerText()).resolves.toBe(unread.title);
  });

  it('on a repeat visit the header, menu and footer come from localStorage while the API and IndexedDB are held back', async () => {
    // No worker, so nothing but the page's own copies can answer; a framed page, which the server never draws.
    await open('desktop', { serviceWorkers: 'block' });
    await page.goto(suite.portal.url + '/iframe/61');
    await ready();
    const stored = () => page.evaluate(() => localStorage.getItem('v1@SiteQueries') ?? '');
    await expect.poll(stored).toContain('"menus"');
    expect(await stored()).not.toMatch(/"public"|"personal"/);
    await page.context().route('**/api/**', () => undefined);
    await page.addInitScript(() => {
      indexedDB.open = () => ({}) as IDBOpenDBRequest;
    });
    await page.goto(suite.portal.url + '/iframe/61', { waitUntil: 'commit' });
    await page.getByTestId('header-nav').getByRole('link', { name: '首页' }).waitFor();
    await page.getByTestId('site-footer').waitFor();
  });

  it('a new tab opens offline too', async () => {
    await open();
    await installWorker();
    // The home page's lists reach IndexedDB (at most once a second), its menus and dictionaries localStorage.
    await expect
      .poll(async () => {
        const [keys, site] = [await persistedQueries(page), await persistedSiteQueries(page)];
        return (
          ['news', 'activities', 'alumni', 'organizations'].every((area) => hasQuery(keys, 'public', area, 'list')) &&
          hasQuery(site, 'site', 'menus') &&
          hasQuery(site, 'site', 'dicts')
        );
      })
      .toBe(true);
    await page.context().setOffline(true);
    const tab = await page.context().newPage();
    await tab.goto(suite.portal.url + '/article/collegeNews').catch(() => undefined);
    await tab.goto(suite.portal.url + '/');
    await tab.getByTestId('site-footer').waitFor();
    await tab.getByTestId('offline-banner').waitFor();
    await expect(tab.getByTestId('home-news').getByTestId('news-card').count()).resolves.toBeGreaterThan(0);
  });

  it('a synthetic beforeinstallprompt shows the header install entry, and using it calls prompt()', async () => {
    await open();
    await page.goto(suite.portal.url + '/');
    await ready();
    expect(await page.getByTestId('install-header').count()).toBe(0);
    await page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
        prompt: () => Promise<void>;
        userChoice: Promise<unknown>;
      };
      (window as unknown as { promptCalls: number }).promptCalls = 0;
      event.prompt = async () => {
        (window as unknown as { promptCalls: number }).promptCalls++;
      };
      event.userChoice = Promise.resolve({ outcome: 'accepted' });
      window.dispatchEvent(event);
    });
    await page.getByTestId('install-header').click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { promptCalls: number }).promptCalls)).toBe(1);
    await page.getByTestId('install-header').waitFor({ state: 'detached' });
  });

  it('iOS Safari gets the 分享 / 添加到主屏幕 steps; an installed app shows no install action', async () => {
    await open('phone', {
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    });
    await page.goto(suite.portal.url + '/?hint=1');
    const hint = page.getByTestId('mobile-hint');
    await hint.waitFor();
    await expect(hint.getByTestId('install-ios').innerText()).resolves.toContain('分享');
    await expect(hint.getByTestId('install-ios').innerText()).resolves.toContain('添加到主屏幕');
    await page.context().close();

    await open('phone');
    // Launched from the home screen: the display-mode query matches standalone.
    await page.addInitScript(() => {
      const real = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        query === '(display-mode: standalone)'
          ? ({ ...real(query), matches: true, media: query, addEventListener() {}, removeEventListener() {} } as MediaQueryList)
          : real(query);
    });
    await page.goto(suite.portal.url + '/?hint=1');
    await page.getByTestId('mobile-hint').waitFor();
    const taken = await page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
        prompt: () => Promise<void>;
        userChoice: Promise<unknown>;
      };
      event.prompt = async () => undefined;
      event.userChoice = Promise.resolve({ outcome: 'dismissed' });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
    // The app took the event (it keeps it for later), and has drawn what it decided.
    expect(taken).toBe(true);
    await nextFrames(page);
    expect(await page.getByTestId('install-action').count()).toBe(0);
    expect(await page.getByTestId('install-ios').count()).toBe(0);
  });

  it('on a phone the 提示 dialog and the drawer offer 添加到主屏幕', async () => {
    await open('phone');
    await page.goto(suite.portal.url + '/?hint=1');
    await page.getByTestId('mobile-hint').waitFor();
    await page.evaluate(() => {
      const event = new Event('beforeinstallprompt') as Event & { prompt: () => Promise<void>; userChoice: Promise<unknown> };
      event.prompt = async () => undefined;
      event.userChoice = Promise.resolve({ outcome: 'dismissed' });
      window.dispatchEvent(event);
    });
    const action = page.getByTestId('mobile-hint').getByTestId('install-action');
    await expect(action.innerText()).resolves.toBe('添加到主屏幕');
    await page.getByRole('button', { name: '我知道了' }).click();
    await page.getByTestId('open-drawer').click();
    await page.getByTestId('mobile-drawer').getByTestId('install-action').waitFor();
  });

  it('the manifest carries every installability field, its icons load, and Chromium reports no installability errors', async () => {
    // Installability is judged in a normal (not incognito) profile, as a user's browser is.
    page = await suite.openPersistent('desktop');
    await installWorker();
    const manifest = await (await fetch(suite.portal.url + '/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ lang: 'zh-CN', start_url: '/', scope: '/', display: 'standalone' });
    expect(manifest.name).toBe('滨江城市学院校友总会');
    expect(manifest.short_name).toBeTruthy();
    expect(manifest.theme_color).toMatch(/^#/);
    expect(manifest.background_color).toMatch(/^#/);
    const sizes = manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes}/${i.purpose}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192/any', '512x512/any', '512x512/maskable']));
    expect(manifest.screenshots.map((s: { form_factor: string }) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
    for (const src of [...manifest.icons, ...manifest.screenshots]
      .map((i: { src: string }) => i.src)
      .concat('/icons/apple-touch-icon.png')) {
      const res = await fetch(suite.portal.url + src);
      expect(res.status, src).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
    }
    await expect(page.locator('link[rel="manifest"]').getAttribute('href')).resolves.toBe('/manifest.webmanifest');
    await expect(page.locator('link[rel="apple-touch-icon"]').count()).resolves.toBe(1);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    expect(installabilityErrors).toEqual([]);
    const { errors: manifestErrors } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
    expect(manifestErrors).toEqual([]);
  });

  it('a rebuilt version shows 有新版本可用, and 刷新 activates it', async () => {
    await open();
    await installWorker();
    const swFile = path.join(suite.dist, 'sw.js');
    const original = fs.readFileSync(swFile, 'utf8');
    try {
      fs.writeFileSync(swFile, `${original}\n// rebuilt ${Date.now()}\n`);
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
      const notice = page.getByTestId('update-notice');
      await notice.waitFor({ timeout: 20000 });
      await expect(notice.innerText()).resolves.toContain('有新版本可用');
      const reloaded = page.waitForEvent('load');
      await notice.getByRole('button', { name: '刷新' }).click();
      await reloaded;
      await ready();
      expect(await page.getByTestId('update-notice').count()).toBe(0);
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => !r?.waiting))).toBe(true);
    } finally {
      fs.writeFileSync(swFile, original);
    }
  });
});
