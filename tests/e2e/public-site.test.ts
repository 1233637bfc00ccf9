import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appSettled, e2eSuite, holdRequests, nextFrames, routerShows } from '../helpers/e2e.ts';
import { viewports, type ViewportName } from '../helpers/portal.ts';
import type { SearchHit } from '../../src/shared/api/search.ts';

// A news article as the office writes them: a table wider than a phone, a picture in a paragraph, a figure with a caption.
let tableNews: number;
const suite = e2eSuite({
  arrange: async (db) => {
    const cells = (tag: string, n: number, text: (i: number) => string) =>
      Array.from({ length: n }, (_, i) => `<${tag}><p>${text(i)}</p></${tag}>`).join('');
    const table = `<table><tbody><tr>${cells('th', 6, (i) => `第${i + 1}届毕业生人数`)}</tr><tr>${cells('td', 6, (i) => `信息工程学院${1200 + i * 37}人`)}</tr></tbody></table>`;
    const content = `<p>正文第一段。</p>${table}<p><img src="/media/cover-04.svg" alt="银杏大道" width="800" height="450"></p><figure><img src="/media/cover-11.svg" alt="会场" width="800" height="450"><figcaption>会场一角</figcaption></figure>`;
    const [row] = await db.query<{ id: number }>(
      `insert into news (title, summary, cover, content, author, source, published_at) values ('历届毕业生统计', '统计表', '/media/cover-04.svg', $1, '校友办', '校友总会', now() - interval '400 days') returning id`,
      [content],
    );
    tableNews = row.id;
  },
});

async function api<T>(path: string): Promise<T> {
  const res = await fetch(suite.portal.url + path);
  return ((await res.json()) as { data: T }).data;
}

describe.each(['desktop', 'phone'] as ViewportName[])('public site at %s size', (size) => {
  // The phone hint shows once per visit; tests that want it open an address with ?hint=1.
  let page: Page;
  beforeEach(async () => {
    page = await suite.open(size);
  });
  const open = (path: string) => suite.goto(page, path);

  // What reads the same at both sizes (content, links, loading states) runs at one of them, the sizes taking turns;
  // what the header, the drawer and the phone hint make different runs at its own size.
  if (size === 'desktop') {
    it('home shows the hero, seeded sections with their 更多 links, 通知公告, the footer from dictionaries, in CJK glyphs', async () => {
      await open('/');
      await expect(page.title()).resolves.toBe('滨江城市学院校友总会');
      const news = await api<{ list: Array<{ title: string }> }>('/api/alumnews/list?pageNum=1&pageSize=6');
      await expect(page.getByTestId('home-news').getByText(news.list[0].title).first().isVisible()).resolves.toBe(true);
      for (const [section, href] of [
        ['news', '/article/collegeNews'],
        ['activities', '/article/activities'],
        ['alumni', '/article/outstandingAlumni'],
        ['organizations', '/services/organization'],
      ]) {
        await expect(page.getByTestId(`home-${section}`).getByRole('link', { name: '更多' }).getAttribute('href')).resolves.toBe(href);
      }
      expect(await page.getByTestId('activity-card').count()).toBe(3);
      expect(await page.getByTestId('alumnus-card').count()).toBe(4);

      const footer = page.getByTestId('site-footer');
      const dicts =
        await api<Array<{ dictType: string; dataList: Array<{ dictValue: string; dictLabel: string }> }>>('/api/sysdict/dictList');
      const labels = (type: string) => dicts.find((d) => d.dictType === type)!.dataList;
      const footerText = await footer.innerText();
      for (const type of ['footer_school_links', 'footer_faculty_links', 'site_filing']) {
        for (const e of labels(type)) expect(footerText).toContain(e.dictLabel);
      }
      // The filing numbers link to their registers, in a new tab; the 公安备案 number carries its badge.
      const filing = (key: string) => footer.locator(`[data-filing="${key}"]`);
      await expect(filing('icp').getAttribute('href')).resolves.toBe('https://beian.miit.gov.cn/');
      await expect(filing('police').getAttribute('href')).resolves.toMatch(
        /^https:\/\/beian\.mps\.gov\.cn\/#\/query\/webSearch\?code=\d+$/,
      );
      await expect(filing('police').locator('svg.site-footer__badge').isVisible()).resolves.toBe(true);
      await expect(filing('icp').getAttribute('rel')).resolves.toBe('noopener noreferrer');
      const contact = labels('site_contact');
      for (const e of contact) expect(footerText).toContain(e.dictLabel);
      expect(contact.filter((e) => e.dictValue === 'email')).toHaveLength(2);
      for (const e of labels('site_qrcode')) {
        const img = footer.locator(`img[src="${e.dictLabel}"]`);
        await img.scrollIntoViewIfNeeded();
        await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      }

      // 通知公告: how many there are and the latest title, from /api/alumnotice/total.
      const answer = await api<{ total: number; latest: { title: string } }>('/api/alumnotice/total');
      await expect(page.getByTestId('home-notice').innerText()).resolves.toContain('通知公告');
      await expect(page.getByTestId('notice-total').innerText()).resolves.toBe(`共 ${answer.total} 条`);
      await expect(page.getByTestId('notice-latest').innerText()).resolves.toBe(answer.latest.title);

      // Chinese text renders in CJK glyphs, not boxes: a glyph the font lacks renders as the same-width box for any
      // character; real CJK widths match the em.
      const widths = await page.evaluate(() => {
        const canvas = document.createElement('canvas').getContext('2d')!;
        canvas.font = getComputedStyle(document.body).fontSize + ' ' + getComputedStyle(document.body).fontFamily;
        return ['校', '友', 'W', 'i'].map((c) => canvas.measureText(c).width);
      });
      expect(widths[0]).toBeGreaterThan(widths[3] * 1.5);
      const fonts = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      expect(fonts).toContain('Noto Sans CJK SC');
    });

    it('the 通知公告 strip opens the notice list and each notice', async () => {
      await open('/');
      const { total, latest } = await api<{ total: number; latest: { id: number; title: string } }>('/api/alumnotice/total');
      await page.getByTestId('notice-latest').click();
      await page.waitForURL((url) => url.pathname === `/article/noticeDetails/${latest.id}`);
      // The address changes as the navigation starts: what it shows is waited for, not read at once.
      await expect.poll(() => page.locator('.detail__title').innerText()).toBe(latest.title);
      await expect(page.getByTestId('detail').locator('.rich-html').innerText()).resolves.not.toBe('');

      await open('/');
      await page.getByTestId('notice-list-link').click();
      await page.waitForURL((url) => url.pathname === '/article/notices');
      const items = page.getByTestId('notice-item');
      await expect.poll(() => items.count()).toBe(Math.min(total, 12));
      await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('通知公告');
      await expect(items.first().innerText()).resolves.toContain(latest.title);
      const second = items.nth(1).locator('.news-row__title a');
      const title = (await second.innerText()).trim();
      await second.click();
      await page.waitForURL((url) => url.pathname.startsWith('/article/noticeDetails/'));
      await expect.poll(() => page.locator('.detail__title').innerText()).toBe(title);
      await expect(page.getByRole('link', { name: latest.title }).getAttribute('rel')).resolves.toBe('prev');
    });

    it.each([
      ['/article/activities', 'activity-card', '/article/activityDetails/', 'activity-facts'],
      ['/article/outstandingAlumni', 'alumnus-card', '/article/alumniDetails/', 'alumnus-profile'],
    ])('%s lists items that open their details', async (path, card, detailPath, facts) => {
      await open(path);
      const first = page.getByTestId(card).first();
      const title = (await first.locator('.card__title').innerText()).trim();
      await first.locator('.card__title a').click();
      await page.waitForURL((url) => url.pathname.startsWith(detailPath));
      await page.getByTestId(facts).waitFor();
      await expect(page.locator('.detail__title').innerText()).resolves.toBe(title);
    });

    it('a missing record: an error toast, then home once the toast has had its 2 s (spec section 8)', async () => {
      for (const path of ['/article/newDetails/999999', '/article/activityDetails/abc', '/article/activityDetails/999999']) {
        const asked: string[] = [];
        const onRequest = (r: { url(): string }) => void (/\/api\/alum\w+\/999999/.test(r.url()) && asked.push(r.url()));
        page.on('request', onRequest);
        // A missing activity's sign-up count is asked for beside it, and missing too.
        const stats = path === '/article/activityDetails/999999' ? page.waitForResponse(/\/api\/alumactivity\/999999\/stats/) : null;
        await page.goto(suite.portal.url + path);
        const toast = page.getByTestId('toast');
        await toast.waitFor();
        await expect(toast.innerText()).resolves.toBe('您访问的内容不存在或已下线，即将返回首页');
        await expect(toast.getAttribute('data-intent')).resolves.toBe('error');
        if (stats) expect((await stats).status()).toBe(404);
        await nextFrames(page);
        // One toast: the failed calls' own (请求地址出错…) are not raised on top of it.
        expect(await toast.count()).toBe(1);
        await expect(page.getByTestId('error-page').getByRole('heading').innerText()).resolves.toBe('访问的页面不存在');
        expect(new URL(page.url()).pathname).toBe(path);
        await page.waitForURL(suite.portal.url + '/');
        await page.getByTestId('home-news').waitFor();
        page.off('request', onRequest);
        if (path.includes('999999')) expect(asked.length).toBeGreaterThan(0);
      }
    });

    it('/iframe?url= on a host the portal does not frame offers the address in a new tab instead of the 404 page', async () => {
      const foreign = 'https://elsewhere.example/page?a=1';
      await page.goto(`${suite.portal.url}/iframe?url=${encodeURIComponent(foreign)}`);
      const notice = page.getByTestId('iframe-outside');
      await notice.waitFor();
      expect(await page.getByTestId('error-page').count()).toBe(0);
      expect(await page.locator('iframe').count()).toBe(0);
      const link = page.getByTestId('iframe-outside-link');
      await expect(link.getAttribute('href')).resolves.toBe(foreign);
      await expect(link.getAttribute('target')).resolves.toBe('_blank');
      await expect(link.getAttribute('rel')).resolves.toBe('noopener noreferrer');
      await expect(notice.innerText()).resolves.toContain(foreign);
    });

    it('a navigation shows the progress bar while it loads', async () => {
      await open('/');
      const list = await holdRequests(page, '**/api/alumactivity/list**');
      const link = page.getByTestId('home-activities').getByRole('link', { name: '更多' });
      await link.scrollIntoViewIfNeeded();
      await link.click();
      await page.getByTestId('nav-progress').waitFor({ state: 'visible' });
      list.release();
      await page.waitForURL(/\/article\/activities$/);
      await page.getByTestId('nav-progress').waitFor({ state: 'detached' });
    });

    it('menu items show their dropdown children and navigate; external links open a new tab', async () => {
      await open('/');
      const nav = page.getByTestId('header-nav');
      const dropdown = nav.getByRole('list', { name: '校友动态' });
      await expect(dropdown.isVisible()).resolves.toBe(false);
      await nav.getByRole('link', { name: '校友动态' }).hover();
      await expect.poll(() => dropdown.isVisible()).toBe(true);
      // Hidden dropdowns are out of the accessibility tree, so this one is found by its markup.
      const external = nav.locator('a[href^="http://www.bjcc.edu.cn"]');
      await expect(external.getAttribute('target')).resolves.toBe('_blank');
      await expect(external.getAttribute('rel')).resolves.toContain('noopener');
      await dropdown.getByRole('link', { name: '杰出校友' }).click();
      await page.waitForURL(/\/article\/outstandingAlumni$/);
      await expect(page.locator('.page-banner__title').innerText()).resolves.toBe('杰出校友');
      // Keyboard users open the same dropdown by focusing its parent and tabbing into it.
      await nav.getByRole('link', { name: '关于我们' }).focus();
      await page.keyboard.press('Tab');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('校友会章程');
      await expect(nav.getByRole('link', { name: '校友会章程' }).isVisible()).resolves.toBe(true);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/iframe\/61$/);
    });

    it('a window too narrow for the whole menu lists the last entries under 更多, by hover and by keyboard', async () => {
      await open('/article/collegeNews');
      const nav = page.getByTestId('header-nav');
      const bar = () => nav.locator('.nav-menu > li').evaluateAll((items) => items.map((li) => li.firstElementChild?.textContent));
      const all = ['首页', '校友动态', '校友组织', '校友服务', '校企合作', '关于我们'];
      await expect(bar()).resolves.toEqual(all);
      await page.setViewportSize({ width: 800, height: 800 });
      await expect.poll(bar).toEqual(['首页', '校友动态', '校友组织', '校友服务', '更多']);
      // Side by side, nothing overlapping: the brand, every entry of the bar, the account area.
      const spans = await page
        .locator('.site-header__brand, .nav-menu > li, .site-header__account')
        .evaluateAll((els) => els.map((el) => [el.getBoundingClientRect().left, el.getBoundingClientRect().right]));
      for (let i = 1; i < spans.length; i++) expect(spans[i][0], `entry ${i}`).toBeGreaterThanOrEqual(spans[i - 1][1]);

      const more = nav.getByTestId('nav-more');
      const moreList = nav.locator('.nav-menu__item--more > .nav-menu__dropdown');
      await more.hover();
      await expect.poll(() => moreList.isVisible()).toBe(true);
      await expect(moreList.locator('a').allTextContents()).resolves.toEqual([
        '校企合作',
        '校友企业',
        '企业招聘',
        '申请入驻',
        '关于我们',
        '校友会章程',
        '学校官网（在新窗口打开）',
      ]);
      await page.mouse.move(400, 600);
      await expect.poll(() => moreList.isVisible()).toBe(false);

      // Keyboard: 更多, then Tab through its entries; the page reached is marked as under 更多.
      await more.focus();
      for (const name of ['校企合作', '校友企业', '企业招聘', '申请入驻', '关于我们']) {
        await page.keyboard.press('Tab');
        await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(name);
      }
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/iframe\/61$/);
      await expect.poll(() => nav.locator('.nav-menu__item--more').getAttribute('class')).toContain('is-active');

      await page.setViewportSize(viewports.desktop);
      await expect.poll(bar).toEqual(all);
      await expect(nav.locator('.nav-menu > li.is-active > a').innerText()).resolves.toBe('关于我们');
    });

    it('on the home page the header turns white and fixed after scrolling past 10px; elsewhere it stays static and dark', async () => {
      await open('/');
      const header = page.getByTestId('site-header');
      await expect(header.getAttribute('data-variant')).resolves.toBe('clear');
      await page.evaluate(() => window.scrollTo(0, 10));
      await nextFrames(page);
      await expect(header.getAttribute('data-variant')).resolves.toBe('clear');
      await page.evaluate(() => window.scrollTo(0, 11));
      await expect.poll(() => header.getAttribute('data-variant')).toBe('white');
      await expect
        .poll(() => header.evaluate((el) => [getComputedStyle(el).position, getComputedStyle(el).backgroundColor]))
        .toEqual(['fixed', 'rgb(255, 255, 255)']);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => header.getAttribute('data-variant')).toBe('clear');

      await open('/article/collegeNews');
      await page.evaluate(() => window.scrollTo(0, 400));
      await nextFrames(page);
      await expect(header.getAttribute('data-variant')).resolves.toBe('dark');
      await expect(header.evaluate((el) => [getComputedStyle(el).position, getComputedStyle(el).backgroundColor])).resolves.toEqual([
        'relative',
        'rgb(15, 76, 129)',
      ]);
    });

    it('does not show the phone hint or the drawer button', async () => {
      await page.goto(suite.portal.url + '/?hint=1');
      await appSettled(page);
      await expect(page.getByTestId('open-drawer').isVisible()).resolves.toBe(false);
      expect(await page.getByTestId('mobile-hint').count()).toBe(0);
    });
  } else {
    it('a news table scrolls sideways inside the column with ruled, unindented cells; pictures are centred, captions shown', async () => {
      await open(`/article/newDetails/${tableNews}`);
      const rich = page.locator('.rich-html');
      const table = rich.locator('table');
      await table.waitFor();
      const layout = await table.evaluate((el) => {
        const cell = el.querySelector('td')!;
        const style = getComputedStyle(cell);
        return {
          scrolls: el.scrollWidth > el.clientWidth && getComputedStyle(el).overflowX === 'auto',
          withinColumn: el.getBoundingClientRect().right <= el.parentElement!.getBoundingClientRect().right + 1,
          border: parseFloat(style.borderTopWidth) >= 1 && style.borderTopStyle === 'solid',
          indent: getComputedStyle(cell.querySelector('p')!).textIndent,
          // A cell's text is on one line: no name or number broken to fit.
          oneLine: Math.round(cell.querySelector('p')!.getBoundingClientRect().height) <= Math.ceil(parseFloat(style.lineHeight)) + 1,
          pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        };
      });
      expect(layout).toEqual({ scrolls: true, withinColumn: true, border: true, indent: '0px', oneLine: true, pageOverflow: 0 });
      const centred = await rich.locator('p > img').evaluate((img) => {
        const box = img.getBoundingClientRect();
        const column = img.closest('.rich-html')!.getBoundingClientRect();
        return Math.abs(box.left - column.left - (column.right - box.right)) <= 1;
      });
      expect(centred).toBe(true);
      await rich.locator('figcaption').scrollIntoViewIfNeeded();
      await expect(rich.locator('figcaption').isVisible()).resolves.toBe(true);
    });

    it('lists paginate through ?page= and details render sanitised rich content', async () => {
      await open('/article/collegeNews');
      await expect(page.locator('.page-banner__title').innerText()).resolves.toBe('学校新闻');
      await expect(page.title()).resolves.toBe('学校新闻 - 滨江城市学院校友总会');
      const firstPage = await page.getByTestId('news-item').allInnerTexts();
      expect(firstPage).toHaveLength(12);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.getByTestId('pagination').getByRole('link', { name: '2', exact: true }).click();
      await page.waitForURL(/page=2/);
      await expect.poll(() => page.getByTestId('news-item').first().innerText()).not.toBe(firstPage[0]);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page.getByTestId('pagination').locator('[aria-current="page"]').innerText()).resolves.toBe('2');

      await page.getByTestId('news-item').first().getByRole('link').click();
      await page.waitForURL(/\/article\/newDetails\/\d+$/);
      const detail = page.getByTestId('detail');
      await detail.waitFor();
      expect(await detail.locator('.rich-html p').count()).toBeGreaterThan(1);
      expect(await detail.locator('script, [onerror], [onclick]').count()).toBe(0);
      for (const img of await detail.locator('.rich-html img').all()) {
        await expect(img.getAttribute('loading')).resolves.toBe('lazy');
        await expect(img.getAttribute('width')).resolves.toBeTruthy();
        await expect(img.getAttribute('height')).resolves.toBeTruthy();
      }
      await expect(page.locator('.page-banner__title').innerText()).resolves.toBe('学校新闻');
      await expect(detail.getByText('上一篇：').isVisible()).resolves.toBe(true);
    });

    it('a new page starts at the top; Back and Forward put each page where it was left', async () => {
      const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
      // Each scroll waits for the router to have shown its page: until then a scroll is not yet the page's own.
      const list = /^\/article\/collegeNews$/;
      const detail = /^\/article\/newDetails\/\d+$/;
      await open('/article/collegeNews');
      await routerShows(page, list);
      await page.evaluate(() => window.scrollTo(0, 600));
      await expect.poll(scrollY).toBe(600);
      await page.getByTestId('news-item').nth(6).getByRole('link').first().click();
      await routerShows(page, detail);
      await page.getByTestId('detail').waitFor();
      await expect.poll(scrollY).toBe(0);
      await page.evaluate(() => window.scrollTo(0, 300));
      await expect.poll(scrollY).toBe(300);
      await page.goBack();
      await routerShows(page, list);
      await page.getByTestId('news-item').first().waitFor();
      await expect.poll(scrollY).toBe(600);
      await page.goForward();
      await routerShows(page, detail);
      await page.getByTestId('detail').waitFor();
      await expect.poll(scrollY).toBe(300);
    });

    it('an unknown path shows the not-found page; the error page reads its query and its buttons go back and home', async () => {
      const response = await page.goto(suite.portal.url + '/no/such/page');
      expect(response!.status()).toBe(200);
      await expect(page.getByTestId('error-page').getByRole('heading').innerText()).resolves.toBe('访问的页面不存在');
      await open('/article/collegeNews');
      await open('/error?to=404');
      await expect(page.getByTestId('error-page').getByRole('heading').innerText()).resolves.toBe('访问的页面不存在');
      await open('/error?to=500');
      await expect(page.getByTestId('error-page').getByRole('heading').innerText()).resolves.toBe('出错了');
      await page.getByRole('button', { name: '返回' }).click();
      await page.waitForURL(/to=404/);
      await page.getByRole('button', { name: '首页' }).click();
      await page.waitForURL(suite.portal.url + '/');
    });

    it('/iframe shows a loading indicator until the framed page loads, and refuses non-web URLs', async () => {
      let release: () => void = () => {};
      const held = new Promise<void>((r) => (release = r));
      await page.route('**/pages/charter.html', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(suite.portal.url + '/iframe/61');
      await page.getByTestId('iframe-loading').waitFor();
      await expect(page.locator('.page-banner__title').innerText()).resolves.toBe('校友会章程');
      release();
      await page.getByTestId('iframe-loading').waitFor({ state: 'detached' });
      const frame = page.frameLocator('[data-testid="iframe"]');
      await expect(frame.locator('h1').innerText()).resolves.toContain('章程');

      for (const bad of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>']) {
        await page.goto(`${suite.portal.url}/iframe?url=${encodeURIComponent(bad)}`);
        await page.getByTestId('error-page').waitFor();
        expect(await page.locator('iframe').count()).toBe(0);
      }
    });

    it('a white loading cover shows until menus and dictionaries are loaded', async () => {
      const dicts = await holdRequests(page, '**/api/sysdict/dictList**');
      // A page the server does not draw (a missing article): the app starts from nothing and waits for them.
      await page.goto(suite.portal.url + '/article/newDetails/999999');
      const cover = page.getByTestId('loading-cover');
      await cover.waitFor();
      await expect(cover.evaluate((el) => getComputedStyle(el).backgroundColor)).resolves.toBe('rgb(255, 255, 255)');
      dicts.release();
      await page.getByTestId('site-footer').waitFor();
      expect(await cover.count()).toBe(0);
    });

    it('the drawer (50% wide) replaces the header menu, gives the focus back when closed, and navigates', async () => {
      await open('/');
      await expect(page.getByTestId('header-nav').isVisible()).resolves.toBe(false);
      await page.getByTestId('open-drawer').click();
      const drawer = page.getByTestId('mobile-drawer');
      await drawer.waitFor();
      await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(viewports.phone.width / 2);
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('open-drawer');
      await page.getByTestId('open-drawer').click();
      await drawer.getByRole('link', { name: '校友活动' }).click();
      await page.waitForURL(/\/article\/activities$/);
      await drawer.waitFor({ state: 'hidden' });
    });

    it('the 提示 dialog (70% wide) points phone users to the mini-program with its QR image', async () => {
      await page.goto(suite.portal.url + '/?hint=1');
      const dialog = page.getByTestId('mobile-hint');
      await dialog.waitFor();
      await expect(dialog.getByRole('heading').innerText()).resolves.toBe('提示');
      const qr = dialog.getByRole('img', { name: '校友总会小程序二维码' });
      await expect.poll(() => qr.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      await expect.poll(async () => Math.round((await dialog.boundingBox())!.width)).toBe(Math.round(viewports.phone.width * 0.7));
      await dialog.getByRole('button', { name: '我知道了' }).click();
      await dialog.waitFor({ state: 'detached' });
      // Once per device: neither a reload nor another tab (a visit of its own) shows it again.
      await page.reload();
      await appSettled(page);
      expect(await page.getByTestId('mobile-hint').count()).toBe(0);
      const other = await page.context().newPage();
      await other.goto(suite.portal.url + '/?hint=1');
      await appSettled(other);
      await expect(other.evaluate(() => localStorage.getItem('v1@MobileHintSeen'))).resolves.toBe('true');
      expect(await other.getByTestId('mobile-hint').count()).toBe(0);
      await other.close();
      // And the drawer can show it again on demand.
      await page.getByTestId('open-drawer').click();
      await page.getByRole('button', { name: '使用小程序' }).click();
      await dialog.waitFor();
      // Esc closes it; the focus goes back to the menu button and nothing of the page stays hidden from screen readers.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect(page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).resolves.toBe('open-drawer');
      await expect(page.locator('#root').getAttribute('aria-hidden')).resolves.toBeNull();
      // Found by its role, so not under aria-hidden.
      await expect(page.getByRole('button', { name: '打开菜单' }).count()).resolves.toBe(1);
    });

    it('the 提示 dialog never covers a card being verified: a guard scanning a card sees the verdict', async () => {
      await page.goto(suite.portal.url + '/card/verify?hint=1');
      await page.getByTestId('card-verify').waitFor();
      await appSettled(page);
      expect(await page.getByTestId('mobile-hint').count()).toBe(0);
      // Not seen there, so the portal's own first page still shows it.
      await page.goto(suite.portal.url + '/?hint=1');
      await page.getByTestId('mobile-hint').waitFor();
    });
  }
});

// Site search, from the header's box or the drawer's.
const WORD = '导师';
const text = (segments: Array<{ text: string }>) => segments.map((s) => s.text).join('');

// The seeded news with the word: one in its title (ranked first), others only in their text.
let titled: { id: number; title: string };
let unread: { id: number; title: string };
beforeAll(async () => {
  const res = await fetch(`${suite.portal.url}/api/search?q=${encodeURIComponent(WORD)}&kind=news`);
  const list: SearchHit[] = (await res.json()).data.list;
  [titled, unread] = list.map((h) => ({ id: h.id, title: text(h.title) }));
});

/** Types `q` into the header's search box, or on a phone into the drawer's, and submits it. */
async function searchFromHeader(page: Page, size: ViewportName, q: string) {
  if (size === 'phone') {
    await page.getByTestId('open-drawer').click();
    await page.getByTestId('drawer-search').getByRole('searchbox').fill(q);
    await page.getByTestId('drawer-search').getByRole('searchbox').press('Enter');
    await page.getByTestId('mobile-drawer').waitFor({ state: 'hidden' });
  } else {
    await expect(page.getByTestId('drawer-search').isVisible()).resolves.toBe(false);
    // At 1280 px the bar needs its room for the menu: the box opens under it, focused, from its button.
    const box = page.getByTestId('header-search').getByRole('searchbox');
    await expect(box.isVisible()).resolves.toBe(false);
    await page.getByTestId('header-search-toggle').click();
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    await box.fill(q);
    await box.press('Enter');
  }
  await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === q);
  await page.getByTestId('search-results').or(page.getByTestId('search-empty')).first().waitFor();
  await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
}

const hitTitles = (page: Page) => page.getByTestId('search-hit').getByRole('heading', { level: 3 }).allInnerTexts();

// The header's box at desktop size, the drawer's on a phone: what they find reads the same at both sizes.
describe('site search', () => {
  it('a 2-character word typed in the header finds the seeded news, marked (desktop)', async () => {
    const size = 'desktop';
    const page = await suite.open(size);
    await suite.goto(page, '/');
    await searchFromHeader(page, size, WORD);
    const first = page.getByTestId('search-hit').first();
    await expect(first.getByRole('heading', { level: 3 }).innerText()).resolves.toBe(titled.title);
    await expect(first.locator('h3 mark').allInnerTexts()).resolves.toEqual([WORD]);
    // the other results carry the word in their snippets
    const snippets = page.getByTestId('search-hit').locator('.search-hit__snippet mark');
    await expect.poll(() => snippets.count()).toBeGreaterThan(1);
    expect(new Set(await snippets.allInnerTexts())).toEqual(new Set([WORD]));
    await expect(page.getByTestId('search-count').innerText()).resolves.toMatch(/共找到 \d+ 条结果/);
    await expect(page.getByTestId('search-offline').count()).resolves.toBe(0);
    // a kind narrows the list and stays in the address
    await page.getByRole('tab', { name: /^新闻 \d+$/ }).click();
    await page.waitForURL((url) => url.searchParams.get('kind') === 'news');
    await expect
      .poll(async () => new Set(await page.getByTestId('search-hit').evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')))))
      .toEqual(new Set(['news']));
    // each result opens its page
    await first.getByRole('link').click();
    await page.waitForURL(new RegExp(`/article/newDetails/${titled.id}$`));
    await page.getByTestId('detail').waitFor();
  });

  it('offline, searches the articles read on this device and says so (phone, from the drawer)', async () => {
    const size = 'phone';
    const page = await suite.open(size, undefined, { serviceWorkers: 'allow' });
    await suite.goto(page, `/article/newDetails/${titled.id}`);
    await page.getByTestId('detail').waitFor();
    // Offline, the app's own files come from the service worker's precache (the search page's chunk, minisearch's).
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15000 }).toBe(true);
    await page.context().setOffline(true);

    await searchFromHeader(page, size, WORD);
    await expect(page.getByTestId('search-offline').innerText()).resolves.toBe('离线搜索仅包含已浏览过的内容');
    await expect(hitTitles(page)).resolves.toEqual([titled.title]);
    await expect(page.getByTestId('search-hit').locator('h3 mark').allInnerTexts()).resolves.toEqual([WORD]);
    expect(await hitTitles(page)).not.toContain(unread.title);

    // a word only an unread article has: nothing, with the notice
    await searchFromHeader(page, size, '奖学');
    await page.getByTestId('search-empty').waitFor();
    await expect(page.getByTestId('search-offline').isVisible()).resolves.toBe(true);
    await page.context().setOffline(false);
  });
});
