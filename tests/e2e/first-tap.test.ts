import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { appReady, e2eSuite } from '../helpers/e2e.ts';
import { CPU_SLOWDOWN, firstTaps, firstTapWorld, openDrawn, timeFirstTap } from '../helpers/first-tap.ts';

// The controls a reader reaches for first on a drawn page answer from the reading islands at once (src/app/first-taps.ts),
// not after the app's start; the app starts behind them and takes over what they opened as it is.
const suite = e2eSuite();
const LIMIT_MS = 100;
let newsId: number;

beforeAll(async () => {
  const res = await fetch(`${suite.portal.url}/api/alumnews/list?pageNum=1&pageSize=1`);
  newsId = (await res.json()).data.list[0].id;
});

/** A phone on its first visit (no service worker yet: every page is the server's), with `firstTapWorld`. */
async function phone(): Promise<Page> {
  const page = await suite.open('phone', undefined, { serviceWorkers: 'block' });
  await page.addInitScript(firstTapWorld);
  return page;
}

/** What has the focus: its test id, or its name. */
const focused = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.getAttribute('aria-label'));

describe(`the first tap on a drawn page at phone size, the CPU slowed ${CPU_SLOWDOWN}x`, () => {
  it(`opens the drawer within ${LIMIT_MS} ms on home, a news list and a news detail; the app takes the open drawer over`, async () => {
    const page = await phone();
    const menus = firstTaps(newsId).filter((tap) => tap.tap === 'open-drawer');
    for (const { name, path, tap, shows } of menus) {
      await openDrawn(page, suite.portal.url + path);
      expect((await timeFirstTap(page, tap, shows)).answeredMs, name).toBeLessThanOrEqual(LIMIT_MS);
    }
    // The focus moved into the drawer; the menu button says it is open.
    const button = page.getByTestId('open-drawer');
    await expect(focused(page)).resolves.toBe('关闭菜单');
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
    // The tap reached for the app: it starts, and keeps the drawer as it was (open, the focus in it).
    await appReady(page);
    const drawer = page.getByTestId('mobile-drawer');
    await expect(drawer.isVisible()).resolves.toBe(true);
    await expect(focused(page)).resolves.toBe('关闭菜单');
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
    // Esc closes it (the app's now), and the focus goes back to the menu button.
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await expect(focused(page)).resolves.toBe('open-drawer');
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
  });

  it(`answers 分享 and 朗读 on a news detail within ${LIMIT_MS} ms; the app takes them over`, async () => {
    const page = await phone();
    const [share, readAloud] = firstTaps(newsId).filter((tap) => tap.tap !== 'open-drawer');
    await openDrawn(page, suite.portal.url + share.path);
    expect((await timeFirstTap(page, share.tap, share.shows)).answeredMs, share.name).toBeLessThanOrEqual(LIMIT_MS);
    await expect(page.getByTestId('share-address').inputValue()).resolves.toBe(suite.portal.url + share.path);
    await expect(page.getByTestId('share-button').getAttribute('aria-expanded')).resolves.toBe('true');
    await appReady(page);
    // The app's panel is the one the islands opened: its QR code is drawn in it.
    await page.getByTestId('share-panel').getByTestId('share-qr').waitFor();

    await openDrawn(page, suite.portal.url + readAloud.path);
    expect((await timeFirstTap(page, readAloud.tap, readAloud.shows)).answeredMs, readAloud.name).toBeLessThanOrEqual(LIMIT_MS);
    await appReady(page);
    // The app goes on from the islands' state: reading, so 暂停 pauses.
    await page.getByTestId('read-aloud-pause').click();
    await page.getByTestId('read-aloud-resume').waitFor();
    await expect(page.getByTestId('read-aloud-start').isVisible()).resolves.toBe(false);
  });

  it('keeps what is typed in the search box while the app takes the page over, and searches with it', async () => {
    const page = await phone();
    await openDrawn(page, `${suite.portal.url}/article/collegeNews`);
    await page.getByTestId('open-drawer').click();
    const box = page.getByTestId('drawer-search').getByRole('searchbox');
    // Typed at once: the field is the browser's, and the app starts meanwhile.
    await box.pressSequentially('导师');
    await appReady(page);
    await expect(box.inputValue()).resolves.toBe('导师');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('type'))).resolves.toBe('search');
    await box.press('Enter');
    await page.waitForURL(/\/search\?q=/);
    await expect(page.evaluate(() => new URL(location.href).searchParams.get('q'))).resolves.toBe('导师');
  });
});
