import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eSuite } from '../helpers/e2e.ts';
import type { ViewportName } from '../helpers/portal.ts';

const suite = e2eSuite();
let page: Page;
/** 张明's page at `size`: his session is taken once through the desktop sign-in and reused at both sizes. */
const openPage = async (size: ViewportName) => void (page = await suite.open(size, '张明'));

const goto = (path: string) => suite.goto(page, path);

const zhejiang = () => page.locator('[data-province="浙江"]');
const panel = () => page.getByTestId('alumni-map-panel');
const lightbox = () => page.getByTestId('scenery-lightbox');
const counter = () => page.getByTestId('scenery-counter').innerText();
const shownTitle = () => lightbox().getByRole('heading').innerText();

/** A horizontal finger swipe across the lightbox's image, through real touch input. */
async function swipe(fromX: number, toX: number) {
  const box = (await page.getByTestId('scenery-stage').boundingBox())!;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
  for (let i = 1; i <= 5; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: fromX + ((toX - fromX) * i) / 5, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

describe.each(['desktop', 'phone'] as const)('alumni map and scenery (%s)', (size) => {
  const andTable = size === 'desktop' ? ', and lists every province in the table' : '';
  it(`shows 浙江 with its alumni and organisations on hover or tap${andTable}`, async () => {
    await openPage(size);
    await goto('/services/map');
    await zhejiang().waitFor();

    if (size === 'desktop') await zhejiang().hover();
    else await zhejiang().tap();
    await expect.poll(() => panel().innerText()).toContain('浙江');
    const text = await panel().innerText();
    // The demo's verified alumni in 浙江's cities (tests/server/public-figures.test.ts recomputes every province).
    expect(text).toContain('15 人');
    expect(text).toContain('滨江城市学院杭州校友会');
    const link = panel().getByRole('link', { name: '滨江城市学院杭州校友会' });
    expect(await link.getAttribute('href')).toMatch(/^\/article\/organizationDetails\/\d+$/);

    // The SVG scales with the page: no horizontal overflow.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    if (size === 'desktop') {
      // Keyboard: Tab moves from province to province, and the panel follows.
      await page.mouse.move(0, 0);
      await zhejiang().focus();
      await expect.poll(() => panel().getByRole('heading', { level: 2 }).innerText()).toBe('浙江');
      await page.keyboard.press('Tab');
      const next = await page.evaluate(() => document.activeElement?.getAttribute('data-province'));
      expect(next).toBeTruthy();
      expect(next).not.toBe('浙江');
      await expect.poll(() => panel().getByRole('heading', { level: 2 }).innerText()).toBe(next);
    }

    if (size === 'desktop') {
      // What the map says to a screen reader, and the table, are the same at both sizes.
      await expect(zhejiang().getAttribute('aria-label')).resolves.toMatch(/^浙江：校友 15 人，\d+ 个校友组织$/);
      expect(await zhejiang().getAttribute('role')).toBe('button');
      expect(await zhejiang().getAttribute('tabindex')).toBe('0');
      expect(await page.locator('[data-province]').count()).toBe(34);
      await page.locator('.alumni-map__table summary').click();
      const rows = page.getByTestId('alumni-map-table').locator('tbody tr');
      expect(await rows.count()).toBe(34);
      await expect(rows.first().innerText()).resolves.toMatch(/^浙江\s+15\s/);
      await expect(page.getByTestId('alumni-map-table').innerText()).resolves.toContain('滨江城市学院深圳校友会');
    }
  });

  it('opens a photo, moves with → and the next button' + (size === 'phone' ? ' and swipes' : '') + ', and closes with Escape', async () => {
    await openPage(size);
    await goto('/services/scenery');
    const thumbs = page.getByTestId('scenery-thumb');
    await thumbs.first().waitFor();
    if (size === 'phone') {
      // The grid, the focus kept in the dialog and the season chips read the same at both sizes: tried on a phone.
      expect(await thumbs.count()).toBe(12);
      const img = thumbs.first().locator('img');
      expect(await img.getAttribute('width')).toBe('1200');
      expect(await img.getAttribute('height')).toBe('800');
    }

    await thumbs.nth(2).click();
    await lightbox().waitFor();
    await expect(counter()).resolves.toBe('3 / 12');
    const third = await shownTitle();
    await page.keyboard.press('ArrowRight');
    await expect.poll(counter).toBe('4 / 12');
    expect(await shownTitle()).not.toBe(third);
    await lightbox().getByRole('button', { name: '下一张' }).click();
    await expect.poll(counter).toBe('5 / 12');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(counter).toBe('4 / 12');
    if (size === 'phone') {
      // Focus stays inside the dialog.
      for (let i = 0; i < 5; i++) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid="scenery-lightbox"]'))).toBe(true);
      }
      const box = (await page.getByTestId('scenery-stage').boundingBox())!;
      await swipe(box.x + box.width * 0.8, box.x + box.width * 0.2);
      await expect.poll(counter).toBe('5 / 12');
      await swipe(box.x + box.width * 0.2, box.x + box.width * 0.8);
      await expect.poll(counter).toBe('4 / 12');
    }

    await page.keyboard.press('Escape');
    await lightbox().waitFor({ state: 'detached' });
    // Focus is back on the thumbnail of the photo last shown.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(await thumbs.nth(3).getAttribute('aria-label'));

    if (size === 'phone') {
      // The season chips filter the grid.
      await page.getByRole('group', { name: '按季节筛选' }).getByRole('button', { name: '冬' }).click();
      await expect.poll(() => thumbs.count()).toBeLessThan(12);
    }
  });
});

it("keeps the GeoJSON out of the home page's scripts", async () => {
  await openPage('desktop');
  const scripts: string[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.push(res.url());
  });
  await page.goto(suite.portal.url + '/', { waitUntil: 'networkidle' });
  await page.getByTestId('site-footer').waitFor();
  const moduleSrcs = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[type=module][src], link[rel=modulepreload]')].map((el) =>
      'src' in el ? (el as HTMLScriptElement).src : (el as HTMLLinkElement).href,
    ),
  );
  const urls = [...new Set([...scripts, ...moduleSrcs])].filter((u) => u.startsWith(suite.portal.url));
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) {
    const body = await (await fetch(url)).text();
    expect(body.includes('南海诸岛'), url).toBe(false);
  }
  // It is there, though: in the map page's own chunk.
  await goto('/services/map');
  await zhejiang().waitFor();
});
