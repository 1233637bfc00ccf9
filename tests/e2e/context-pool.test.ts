import { describe, expect, it } from 'vitest';
import { e2eSuite } from '../helpers/e2e.ts';

// The harness lends a test a kept browser context (tests/helpers/context-pool.ts): whatever the test before left in it
// must be gone, as in a new context. The first test leaves a signed-in session, storage of every kind, a cookie, a
// route, offline, a permission and an open tab; the second finds none of them, and the same renderer still serves it.
const suite = e2eSuite();

describe('a kept browser context, lent to the next test', () => {
  let firstContext: unknown;

  it('is dirtied by one test', async () => {
    const page = await suite.open('desktop', '张明');
    firstContext = page.context();
    await suite.goto(page, '/');
    await page.getByTestId('greeting').waitFor();
    await page.evaluate(async () => {
      localStorage.setItem('left-behind', '1');
      document.cookie = 'left-behind=1; path=/';
      await caches.open('left-behind').then((c) => c.put('/left-behind', new Response('1')));
      await new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('left-behind');
        open.onupgradeneeded = () => open.result.createObjectStore('s');
        open.onsuccess = () => (open.result.close(), resolve());
        open.onerror = () => reject(open.error);
      });
    });
    await page.context().grantPermissions(['clipboard-read'], { origin: suite.portal.url });
    await page.context().route('**/api/alumnews/**', (route) => route.abort());
    await page.context().newPage();
    await page.context().setOffline(true);
  });

  it('comes to the next test as a new one would', async () => {
    const page = await suite.open('desktop');
    expect(page.context()).toBe(firstContext);
    expect(
      page
        .context()
        .pages()
        .filter((p) => !p.url().endsWith('/manifest.webmanifest')),
    ).toEqual([page]);
    await suite.goto(page, '/article/collegeNews');
    // Neither offline nor routed away: the news list comes from the API.
    await expect(page.getByTestId('news-item').first().isVisible()).resolves.toBe(true);
    // Signed out: the header offers sign-in.
    await expect(page.getByTestId('login-header').isVisible()).resolves.toBe(true);
    const left = await page.evaluate(async () => ({
      local: localStorage.getItem('left-behind'),
      token: localStorage.getItem('v1@CacheToken'),
      cookie: document.cookie.includes('left-behind'),
      caches: await caches.keys(),
      databases: (await indexedDB.databases()).map((d) => d.name).filter((n) => n === 'left-behind'),
      clipboard: (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state,
    }));
    expect(left).toEqual({ local: null, token: null, cookie: false, caches: [], databases: [], clipboard: 'prompt' });
  });
});
