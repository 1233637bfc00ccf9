// The built portal in front of a backend that answers with the spec's shapes only (README: "Deploy in front of an
// existing backend"): no openType on menu items, no userCode or userStatus, no member organisation, a card template
// of unknown fields.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eSuite, tokenOf, type ContextOptions } from '../helpers/e2e.ts';
import type { ViewportName } from '../helpers/portal.ts';
import { startSpecBackend } from '../helpers/spec-backend.ts';

// The spec's backend, serving the built portal, in the portal's place.
const pages = e2eSuite({ server: () => startSpecBackend() });

const siteName = '临江理工学院校友会';
const banner = (page: Page) => page.locator('.page-banner__title').innerText();
const toast = (page: Page) => page.getByTestId('toast').first();

/** Opens `path` at `size`, signed in as `name` when given. */
async function openAt(size: ViewportName, path: string, name?: string, options?: ContextOptions) {
  const page = await pages.open(size, name ? await pages.signIn(name) : undefined, options);
  await pages.goto(page, path);
  return page;
}

/** The footer's contacts and filing numbers, from the dictionaries. */
const footerTexts = [
  '学院概况',
  '机电学院',
  '邮编：315100',
  '电话：0574-6600 1234',
  'xyh@ljlg.edu.cn',
  'alumni@ljlg.edu.cn',
  '浙ICP备16000001号',
  '浙公网安备 33021202000001号',
];

// What the pages say is the same at both sizes: read at desktop size; the phone's own way in (the drawer) and its
// footer are in the phone menu test below.
describe('public pages at desktop size', () => {
  const size: ViewportName = 'desktop';
  it("home: the college from the dictionaries, its news, and the footer's contacts and filing numbers", async () => {
    const page = await openAt(size, '/');
    await expect(page.title()).resolves.toBe(siteName);
    await expect(page.getByTestId('hero').innerText()).resolves.toContain('明德砺学 · 江海同心');
    await expect(page.getByTestId('home-news').innerText()).resolves.toContain('临江理工学院举行2026届毕业典礼');
    await expect(page.getByTestId('activity-card').innerText()).resolves.toContain('宁波校友秋季联谊会');
    const footer = await page.getByTestId('site-footer').innerText();
    for (const text of footerTexts) expect(footer).toContain(text);
    // The dictionaries have no address and no service-account QR: no empty line, no broken image.
    expect(footer).not.toContain('地址');
    await expect(page.getByTestId('site-footer').locator('img').count()).resolves.toBe(1);
  });

  it('the news list and a news detail, titled by the menu entry they belong to', async () => {
    const page = await openAt(size, '/article/collegeNews');
    await expect(banner(page)).resolves.toBe('学院要闻');
    await expect(page.title()).resolves.toBe(`学院要闻 - ${siteName}`);
    await expect(page.getByTestId('news-item').allInnerTexts()).resolves.toHaveLength(3);
    await page.getByTestId('news-item').nth(1).getByRole('link').first().click();
    await page.waitForURL(/\/article\/newDetails\/32$/);
    const detail = page.getByTestId('detail');
    await expect.poll(() => detail.innerText()).toContain('座谈会上，校友们分享了走上工作岗位后的体会。');
    await expect(detail.getByText('上一篇：').isVisible()).resolves.toBe(true);
    await expect(banner(page)).resolves.toBe('学院要闻');
    await expect(page.title()).resolves.toBe(`学院要闻 - ${siteName}`);
  });
});

describe('the menu (items with id, name, linkUrl and children only)', () => {
  it('desktop: entries, a child in a dropdown, a title entry without a link, and a web page framed in /iframe/{id}', async () => {
    const page = await openAt('desktop', '/', undefined, { serviceWorkers: 'allow' });
    const nav = page.getByTestId('header-nav');
    await expect(
      nav.locator('.nav-menu > li').evaluateAll((items) => items.map((li) => li.firstElementChild?.textContent)),
    ).resolves.toEqual(['首页', '新闻中心', '校友服务', '联系我们']);
    // An empty linkUrl is a heading for its children, not a link.
    await expect(nav.getByRole('link', { name: '联系我们' }).count()).resolves.toBe(0);

    await nav.getByRole('link', { name: '新闻中心' }).hover();
    const dropdown = nav.getByRole('list', { name: '新闻中心' });
    await expect.poll(() => dropdown.isVisible()).toBe(true);
    await dropdown.getByRole('link', { name: '校友活动' }).click();
    await page.waitForURL(/\/article\/activities$/);
    await expect.poll(() => banner(page)).toBe('校友活动');
    await expect(page.title()).resolves.toBe(`校友活动 - ${siteName}`);

    // The portal's service worker controls the page by now (a deployed portal's usual state): a framed page of the
    // same origin must still reach the college's server, not the worker's app shell.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await nav.getByText('联系我们').hover();
    const about = nav.getByRole('list', { name: '联系我们' }).getByRole('link', { name: '校友会简介' });
    await expect.poll(() => about.isVisible()).toBe(true);
    await expect(about.getAttribute('target')).resolves.toBeNull();
    await about.click();
    await page.waitForURL(/\/iframe\/401$/);
    await expect.poll(() => banner(page)).toBe('校友会简介');
    await expect(page.title()).resolves.toBe(`校友会简介 - ${siteName}`);
    await page.getByTestId('iframe-loading').waitFor({ state: 'detached' });
    await expect(page.frameLocator('[data-testid="iframe"]').locator('h1').innerText()).resolves.toBe('临江理工学院校友会简介');
  });

  it('desktop: a page of this site that is no route of the portal (/pages/charter.html) opens in /iframe/{id}', async () => {
    const page = await openAt('desktop', '/');
    const nav = page.getByTestId('header-nav');
    await nav.getByText('联系我们').hover();
    const charter = nav.getByRole('list', { name: '联系我们' }).getByRole('link', { name: '校友会章程' });
    await expect.poll(() => charter.isVisible()).toBe(true);
    await expect(charter.getAttribute('href')).resolves.toBe('/iframe/402');
    await charter.click();
    await page.waitForURL(/\/iframe\/402$/);
    await expect.poll(() => banner(page)).toBe('校友会章程');
    await page.getByTestId('iframe-loading').waitFor({ state: 'detached' });
    await expect(page.frameLocator('[data-testid="iframe"]').locator('h1').innerText()).resolves.toBe('临江理工学院校友会章程');
  });

  it('phone: the footer has the contacts and filing numbers; the drawer holds every entry with its children, and opens the framed page', async () => {
    const page = await openAt('phone', '/');
    const footer = await page.getByTestId('site-footer').innerText();
    for (const text of footerTexts) expect(footer).toContain(text);
    expect(footer).not.toContain('地址');
    await expect(page.getByTestId('site-footer').locator('img').count()).resolves.toBe(1);
    await page.getByTestId('open-drawer').click();
    const drawer = page.getByTestId('mobile-drawer');
    await drawer.getByRole('link', { name: '校友会简介' }).waitFor();
    await expect(drawer.getByRole('navigation').getByRole('link').allInnerTexts()).resolves.toEqual([
      '首页',
      '新闻中心',
      '学院要闻',
      '校友活动',
      '校友服务',
      '校友地图',
      '校友会简介',
      '校友会章程',
    ]);
    await expect(drawer.innerText()).resolves.toContain('联系我们');
    await drawer.getByRole('link', { name: '校友会简介' }).click();
    await page.waitForURL(/\/iframe\/401$/);
    await drawer.waitFor({ state: 'hidden' });
    await expect.poll(() => banner(page)).toBe('校友会简介');
  });
});

describe("signing in (the spec's login codes)", () => {
  it('code 0: a verified graduate lands back signed in, with the unread alert and the greeting', async () => {
    const page = await openAt('desktop', '/article/collegeNews');
    await page.getByTestId('login-header').click();
    await page.waitForURL(/\/dev\/wx-qrconnect\?/);
    await page.getByRole('button', { name: '林晓', exact: true }).click();
    await page.waitForURL(pages.portal.url + '/article/collegeNews');
    const alert = page.getByTestId('dialog-alert');
    await expect(alert.innerText()).resolves.toContain('您有未读消息，请进入个人中心-我的消息查看。');
    await alert.getByRole('button', { name: '确定' }).click();
    await expect(page.getByTestId('greeting').innerText()).resolves.toBe('您好，林晓');
    await expect.poll(() => page.getByTestId('unread-badge').innerText()).toBe('2');
  });

  it.each([
    ['未绑定微信', 'unbound', '该微信账号尚未绑定校友身份'],
    ['已停用账号', 'disabled', '该账号已停用'],
  ])('%s: the %s page, still signed out', async (name, outcome, title) => {
    const page = await openAt('desktop', '/');
    await page.getByTestId('login-header').click();
    await page.getByRole('button', { name, exact: true }).click();
    const problem = page.getByTestId('login-problem');
    await expect(problem.getAttribute('data-outcome')).resolves.toBe(outcome);
    await expect(problem.getByRole('heading').innerText()).resolves.toBe(title);
    if (outcome === 'disabled') await expect(problem.innerText()).resolves.toContain('0574-6600 1234');
    await expect(page.evaluate(() => localStorage.getItem('v1@CacheToken'))).resolves.toBeNull();
  });

  it('code 10022: the same code used twice shows 二维码已失效', async () => {
    const page = await openAt('desktop', '/');
    await page.getByTestId('login-header').click();
    const callback = page.waitForRequest(/\/wxMpQrCodeRedirect\?/);
    await page.getByRole('button', { name: '周宁', exact: true }).click();
    const callbackUrl = (await callback).url();
    await page.getByTestId('greeting').waitFor();
    // Signed out again, with the state of that login remembered: the code alone is spent.
    await page.evaluate((state) => {
      localStorage.clear();
      sessionStorage.setItem('v1@LoginState', JSON.stringify(state));
    }, new URL(callbackUrl).searchParams.get('state'));
    await page.goto(callbackUrl);
    const problem = page.getByTestId('login-problem');
    await expect(problem.getAttribute('data-outcome')).resolves.toBe('expired');
    await expect(problem.getByRole('heading').innerText()).resolves.toBe('二维码已失效');
  });
});

describe('guards on a deep link', () => {
  it('signed out: /services/map goes home and asks 请先登录', async () => {
    const page = await pages.open('desktop');
    await page.goto(pages.portal.url + '/services/map');
    const confirm = page.getByTestId('dialog-confirm');
    await expect(confirm.innerText()).resolves.toContain('请先登录');
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it.each([
    ['陈雨', '您申请的校友卡正在等待审核'],
    ['王强', '您申请的校友卡审核不通过，请您去微信小程序进行修改'],
  ])('%s (card not verified, status from the login record): /services/map goes home with %s', async (name, text) => {
    const page = await pages.open('desktop', await pages.signIn(name));
    await page.goto(pages.portal.url + '/services/map');
    await page.waitForURL(pages.portal.url + '/');
    await expect(toast(page).innerText()).resolves.toBe(text);
    await expect(page.getByTestId('greeting').innerText()).resolves.toBe(`您好，${name}`);
  });
});

describe('the personal centre', () => {
  it('a verified graduate enters it, and 我的校友卡 draws the card from a template of unknown fields', async () => {
    const page = await openAt('desktop', '/', '林晓');
    await page.getByTestId('personal-centre-header').click();
    await page.waitForURL(/\/my\/message$/);
    await expect(page.getByTestId('personal-who').innerText()).resolves.toContain('林晓');
    await page.getByRole('navigation', { name: '个人中心导航' }).getByRole('link', { name: '我的校友卡' }).click();
    await page.waitForURL(/\/my\/alumInfo$/);
    const card = page.getByTestId('alum-card');
    await expect(card.locator('title').textContent()).resolves.toContain('林晓');
    // No userStatus or userCode in the info: the status from the login record, the number from the id.
    await expect(page.getByTestId('card-status').innerText()).resolves.toContain('已认证');
    await expect(card.textContent()).resolves.toContain('2016301');
  });

  it('an organisation member (member info with id and name only) goes straight in', async () => {
    const page = await openAt('desktop', '/', '周宁');
    await page.getByTestId('personal-centre-header').click();
    await page.waitForURL(/\/my\/message$/);
    await expect(page.getByTestId('personal-who').innerText()).resolves.toContain('周宁');
    await expect(page.getByTestId('personal-who').innerText()).resolves.toContain('组织成员');
    await expect(page.getByTestId('personal-org').count()).resolves.toBe(0);
  });

  it('a token the backend revoked: the next personal call logs out and goes home with 账号已过期，请重新登录', async () => {
    const session = await pages.signIn('林晓');
    const page = await pages.open('desktop', session);
    await pages.goto(page, '/article/collegeNews');
    await page.getByTestId('greeting').waitFor();
    // The page's own personal calls (the unread count) done first: the click is what makes the next one.
    await page.waitForLoadState('networkidle');
    pages.portal.revoke(tokenOf(session));
    await page.getByTestId('personal-centre-header').click();
    await expect(toast(page).innerText()).resolves.toBe('账号已过期，请重新登录');
    await page.waitForURL(pages.portal.url + '/');
    await page.getByTestId('login-header').waitFor();
    await expect(page.evaluate(() => localStorage.getItem('v1@CacheToken'))).resolves.toBeNull();
  });
});
