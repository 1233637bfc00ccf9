import type { Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/connect.ts';
import { e2eSuite, hasQuery, persistedQueries, persistedSiteQueries, pickAccount, storedDraft, type StorageState } from '../helpers/e2e.ts';
import { answers, fastTimeouts, storageFaults, type StorageFault } from '../helpers/faults.ts';

// Faults are injected with page.route, which never sees what a service worker answers: workers are off here, and
// the cache these tests rely on is the react-query copy in IndexedDB that the portal restores at start.

// Pages drawn in the browser: these are the faults of a browser that cannot reach the API (a static deployment with
// the API elsewhere). A server that draws pages reaches its own API in-process; tests/e2e/server-render.test.ts.
// 张明 sends the certificate form once per test, and may hold one open request per type (migration 022): his
// transcript, open in the demo, has been posted here, so each test has a type of its own (proofType).
const arrange = async (db: Db) => void (await db.query(`update proof_application set status = 'posted' where certificate_type = '成绩单'`));
const pages = e2eSuite({ env: { SSR_DIR: '' }, context: { serviceWorkers: 'block' }, arrange });
let news: Array<{ id: number; title: string }>;
beforeAll(async () => {
  news = (await (await fetch(`${pages.portal.url}/api/alumnews/list?pageNum=1&pageSize=12`)).json()).data.list;
});

const open = (state?: StorageState) => pages.open('desktop', state);
const apiRoutes = (page: Page, handler: (route: Route) => unknown) => page.route((url) => url.pathname.startsWith('/api/'), handler);
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text }).first().waitFor();
const hint = (page: Page) => page.getByTestId('error-hint').innerText();

/** The error page for a failed call: the catalogue's words on the page and in one toast, with 重试. */
async function expectFaultPage(page: Page, text: string) {
  await page.getByTestId('error-page').waitFor();
  await expect(hint(page)).resolves.toBe(text);
  await toast(page, text);
  // The load was tried twice (and the whole site's first load makes two calls): still one toast.
  await expect(page.getByTestId('toast').filter({ hasText: text }).count()).resolves.toBe(1);
  await expect(page.getByRole('button', { name: '重试' }).isVisible()).resolves.toBe(true);
}

describe('the API fails', () => {
  it('down on a first visit: the page says API接口报500错误 with 重试, and 重试 opens the site once it is back', async () => {
    const page = await open();
    await apiRoutes(page, answers.refused);
    await page.goto(pages.portal.url + '/');
    await expectFaultPage(page, 'API接口报500错误');
    await page.unrouteAll();
    await page.getByRole('button', { name: '重试' }).click();
    await page.getByTestId('home-news').waitFor();
    await expect(page.getByTestId('site-footer').isVisible()).resolves.toBe(true);
  });

  it('down after a visit: read pages come from the cache, others say what failed; offline shows the banner and 重试', async () => {
    const page = await open();
    const [read, unread] = [news[0], news[5]];
    await pages.goto(page, '/');
    await page.getByTestId('home-news').getByRole('link', { name: read.title }).first().click();
    await page.getByTestId('detail').waitFor();
    // The persister writes to IndexedDB at most once a second.
    await expect.poll(async () => hasQuery(await persistedQueries(page), 'public', 'news', 'detail', read.id)).toBe(true);

    await apiRoutes(page, answers.refused);
    await pages.goto(page, '/');
    await page.getByTestId('home-news').waitFor();
    await expect(page.getByTestId('home-news').getByText(read.title).first().isVisible()).resolves.toBe(true);
    await page.getByTestId('home-news').getByRole('link', { name: read.title }).first().click();
    await expect.poll(() => page.locator('.detail__title').innerText()).toBe(read.title);
    await pages.goto(page, `/article/newDetails/${unread.id}`);
    await expectFaultPage(page, 'API接口报500错误');

    // The device goes offline too: the banner says cached content is shown, an unread page asks for the network.
    await page.context().setOffline(true);
    await page.getByTestId('offline-banner').waitFor();
    await page.getByRole('button', { name: '重试' }).click();
    await page.getByTestId('offline-notice').waitFor();
    await page.context().setOffline(false);
    await page.unrouteAll();
    await page.getByTestId('offline-notice').getByRole('button', { name: '重试' }).click();
    await expect.poll(() => page.locator('.detail__title').innerText()).toBe(unread.title);
  });

  it('the home page fails under a cached layout: the header is the dark bar, not the clear one over a missing hero', async () => {
    const page = await open();
    await pages.goto(page, '/article/collegeNews');
    // Menus and dictionaries reach localStorage (at most once a second), the home page's lists nowhere.
    await expect
      .poll(async () => {
        const site = await persistedSiteQueries(page);
        return hasQuery(site, 'site', 'menus') && hasQuery(site, 'site', 'dicts');
      })
      .toBe(true);
    await apiRoutes(page, answers.refused);
    await pages.goto(page, '/');
    await expectFaultPage(page, 'API接口报500错误');
    await expect(page.getByTestId('site-header').getAttribute('data-variant')).resolves.toBe('dark');
  });

  // Which words each broken answer gets (every status and body shape) is the client's table, in
  // tests/unit/http.test.ts; here, what the page does with them, for a failure of the network itself, a proxy page
  // passed off as success, and a status of its own words.
  it.each([
    ['a connection cut mid-answer', 'API接口报500错误', (route: Route) => route.abort('connectionreset')],
    [
      'a 200 with an HTML page',
      'API接口报500错误',
      answers.text(200, '<!doctype html><title>维护中</title><h1>系统维护中</h1>', 'text/html'),
    ],
    ['a 502 HTML page from the proxy', '网关错误', answers.text(502, '<html><body><h1>502 Bad Gateway</h1></body></html>', 'text/html')],
  ])('%s: the page and the toast say %s, the layout stays and navigation works', async (_, text, answer) => {
    const page = await open();
    const item = news[1];
    await page.route((url) => url.pathname === `/api/alumnews/${item.id}`, answer);
    await pages.goto(page, `/article/newDetails/${item.id}`);
    await expectFaultPage(page, text);
    await page.getByTestId('header-nav').getByRole('link', { name: '首页' }).click();
    await page.getByTestId('home-news').waitFor();
  });

  it('an error envelope whose msg is not text: the toast says 接口错误 and the page stays', async () => {
    const page = await open();
    const item = news[3];
    await page.route(
      (url) => url.pathname === `/api/alumnews/${item.id}`,
      answers.json(200, { code: 1, msg: { text: '错误' }, data: null }),
    );
    await pages.goto(page, `/article/newDetails/${item.id}`);
    await page.getByTestId('error-page').waitFor();
    await toast(page, '接口错误');
    await page.getByTestId('header-nav').getByRole('link', { name: '首页' }).click();
    await page.getByTestId('home-news').waitFor();
  });

  it('slower than the timeout: 请求超时 once the client gives up (asked for 30000 ms, run 6× faster here)', async () => {
    const page = await open();
    await fastTimeouts(page, 6);
    const item = news[2];
    await page.route((url) => url.pathname === `/api/alumnews/${item.id}`, answers.hanging);
    const started = Date.now();
    await pages.goto(page, `/article/newDetails/${item.id}`);
    await expectFaultPage(page, '请求超时');
    expect(Date.now() - started).toBeGreaterThanOrEqual(5000);
    const asked = await page.evaluate(() => (window as unknown as { __timeouts: number[] }).__timeouts);
    expect(asked.length).toBeGreaterThan(0);
    expect(new Set(asked)).toEqual(new Set([30000]));
  });
});

/** The certificate each test that sends the form asks for. */
const proofType: Record<Exclude<StorageFault, 'site data blocked'> | 'service fault', string> = {
  'service fault': '学位证明书',
  'IndexedDB missing': '毕业证明书',
  'IndexedDB refuses to open': '学籍证明',
  'storage full': '成绩单',
};

/** Fills the certificate form with a valid application (the name, college and year come from the user's record). */
async function fillProof(page: Page, type: string) {
  const field = (name: string) => page.locator(`[name="${name}"]`);
  await field('reason').waitFor();
  await field('certificateType').selectOption(type);
  await field('address').fill('浙江省杭州市滨江区江南大道 3850 号');
  await field('phone').fill('13857101234');
  await field('idNumber').fill('330102199003071230');
  await field('reason').fill('学位证书遗失，入职需要学位证明');
  await field('idConsent').check();
}
const proofReason = (page: Page) => page.locator('[name="reason"]').inputValue();
const sendProof = async (page: Page) => {
  await page.getByRole('button', { name: '提交申请' }).click();
};

describe('a form under faults', () => {
  let zhang: StorageState;
  beforeAll(async () => {
    zhang = await pages.signIn('张明');
  }, 60_000);

  it('keeps what was typed through a 503 and a reload, and sends it once the service is back', async () => {
    const page = await open(zhang);
    await pages.goto(page, '/services/alumproof');
    await fillProof(page, proofType['service fault']);
    await apiRoutes(page, (route) =>
      route.request().method() === 'POST' ? answers.json(503, { code: 503, msg: '维护中', data: null })(route) : route.continue(),
    );
    await sendProof(page);
    await toast(page, '服务不可用');
    await expect(proofReason(page)).resolves.toBe('学位证书遗失，入职需要学位证明');
    // The draft is written a moment after the last change.
    await expect
      .poll(() => storedDraft(page, 'proof'))
      .toMatchObject({ reason: '学位证书遗失，入职需要学位证明', phone: '13857101234', idConsent: true });

    await page.unrouteAll();
    await page.reload();
    await expect.poll(() => proofReason(page)).toBe('学位证书遗失，入职需要学位证明');
    await expect(page.locator('[name="phone"]').inputValue()).resolves.toBe('13857101234');
    await sendProof(page);
    await toast(page, '申请已提交，请留意审核进度');
    await expect(proofReason(page)).resolves.toBe('');
  });
});

describe.each(Object.keys(storageFaults) as StorageFault[])('storage fault: %s', (fault) => {
  async function openWith() {
    const page = await open();
    await page.addInitScript(storageFaults[fault]);
    return page;
  }

  /** Opens the home page and the first article, then the news list, all inside the app. */
  async function browsePublicPages(page: Page) {
    await pages.goto(page, '/');
    await page.getByTestId('home-news').getByRole('link', { name: news[0].title }).first().click();
    await expect.poll(() => page.locator('.detail__title').innerText()).toBe(news[0].title);
    await page.getByTestId('header-nav').getByRole('link', { name: '校友动态' }).click();
    await page.getByTestId('list').waitFor();
  }

  // Public browsing and signing in share one page: signing in starts where the browsing ended.
  if (fault === 'site data blocked') {
    // The login state must survive the trip to WeChat and back, and nothing can hold it: sign-in says it failed.
    it('public pages open, navigate and show no error; signing in ends on the login notice with 重新扫码, not on a blank page', async () => {
      const page = await openWith();
      await browsePublicPages(page);
      await page.getByTestId('login-header').click();
      await page.getByRole('button', { name: '张明', exact: true }).click();
      await page.getByTestId('login-problem').waitFor();
      await expect(page.getByTestId('login-problem').getAttribute('data-outcome')).resolves.toBe('state-mismatch');
    });
  } else {
    it('public pages open, navigate and show no error; signing in works and a form is sent, though nothing can be kept on disk', async () => {
      const page = await openWith();
      await browsePublicPages(page);
      // Sign in on the way to the form, so the rest happens in this one page (a full storage keeps the token in memory).
      await page.getByTestId('header-nav').locator('.nav-menu__item').filter({ hasText: '校友服务' }).hover();
      await page.getByTestId('header-nav').getByRole('link', { name: '证明补办' }).click();
      await page.getByTestId('dialog-confirm').getByRole('button', { name: '确定' }).click();
      await pickAccount(page, '张明');
      await page.waitForURL(`${pages.portal.url}/services/alumproof`);
      await page.getByTestId('greeting').waitFor();
      await fillProof(page, proofType[fault as keyof typeof proofType]);
      await sendProof(page);
      await toast(page, '申请已提交，请留意审核进度');
    });
  }
});
