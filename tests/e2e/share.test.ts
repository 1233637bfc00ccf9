import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eSuite } from '../helpers/e2e.ts';
import type { ViewportName } from '../helpers/portal.ts';

const suite = e2eSuite();

/** Decodes the QR code in a PNG screenshot. */
function decodeQr(png: Buffer): string | undefined {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}

/** Whether any script the page has loaded holds the QR encoder (the qrcode package, known by one of its messages). */
const hasQrEncoder = (page: Page) =>
  page.evaluate(async () => {
    const scripts = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => new URL(name).pathname.endsWith('.js'));
    const texts = await Promise.all(scripts.map(async (name) => (await fetch(name)).text()));
    return texts.some((text) => text.includes('too big to be stored in a QR Code'));
  });

/** Replaces the Web Share API before the page's scripts run: `share` records what it is given and answers `outcome`. */
async function stubWebShare(page: Page, outcome: 'shared' | 'cancelled' | 'refused') {
  await page.addInitScript((result) => {
    const calls: ShareData[] = [];
    Object.assign(window, { sharedWith: calls });
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: (data: ShareData) => Boolean(data.url) });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        calls.push({ title: data.title, url: data.url });
        if (result === 'cancelled') throw new DOMException('Share canceled', 'AbortError');
        if (result === 'refused') throw new DOMException('Permission denied', 'NotAllowedError');
      },
    });
  }, outcome);
}

const sharedWith = (page: Page) => page.evaluate(() => (window as unknown as { sharedWith: ShareData[] }).sharedWith);

// Every kind of article page: the public ones and those for signed-in alumni.
const detailPages = [
  '/article/newDetails/3',
  '/article/activityDetails/1',
  '/article/alumniDetails/1',
  '/article/organizationDetails/1',
  '/article/alumcompanyDetails/1',
  '/article/alumcompanyrecruitmentDetails/1',
];

describe('分享 on a desktop', () => {
  it('opens a panel whose QR code holds exactly the page address, without the query; Escape closes it', async () => {
    const page = await suite.open('desktop');
    // A personal query in the address (as a link from a message might carry) must not travel with the share.
    await suite.goto(page, '/article/newDetails/3?token=secret&from=message');
    const address = `${suite.portal.url}/article/newDetails/3`;
    const title = await page.locator('.detail__title').innerText();
    // The QR encoder is not part of the article's first load.
    expect(await hasQrEncoder(page)).toBe(false);

    const button = page.getByRole('button', { name: '分享' });
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
    await button.click();
    const panel = page.getByRole('region', { name: '分享本页' });
    await panel.waitFor();
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
    const qr = panel.getByRole('img', { name: `「${title}」的二维码` });
    await qr.waitFor();
    await expect.poll(async () => decodeQr(await qr.screenshot())).toBe(address);
    await expect(panel.getByText('扫码在手机上阅读').isVisible()).resolves.toBe(true);
    await expect(panel.getByTestId('share-address').inputValue()).resolves.toBe(address);
    expect(await hasQrEncoder(page)).toBe(true);

    // Keyboard: Tab reaches the panel's controls; Escape closes it and gives focus back to 分享.
    await button.focus();
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).resolves.toBe('share-address');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await expect(page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).resolves.toBe('share-button');
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');

    // The button toggles the panel too.
    await button.click();
    await panel.waitFor();
    await button.click();
    await panel.waitFor({ state: 'detached' });
  });

  it('复制链接 puts the page address on the clipboard and says 已复制', async () => {
    const page = await suite.open('desktop', undefined, { permissions: ['clipboard-read', 'clipboard-write'] });
    await suite.goto(page, '/article/activityDetails/1#signup');
    await page.getByRole('button', { name: '分享' }).click();
    const panel = page.getByRole('region', { name: '分享本页' });
    await panel.getByRole('button', { name: '复制链接' }).click();
    await expect.poll(() => panel.getByRole('status').innerText()).toBe('已复制');
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(`${suite.portal.url}/article/activityDetails/1`);
  });

  it('says in Chinese when the link cannot be copied, and leaves it selected to copy by hand', async () => {
    const page = await suite.open('desktop');
    // A browser that refuses both the clipboard API and the copy command.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
      });
      document.execCommand = () => false;
    });
    await suite.goto(page, '/article/newDetails/3');
    await page.getByRole('button', { name: '分享' }).click();
    const panel = page.getByRole('region', { name: '分享本页' });
    await panel.getByRole('button', { name: '复制链接' }).click();
    await expect.poll(() => panel.getByRole('status').innerText()).toBe('复制失败，请长按或选中上面的链接手动复制。');
    const selected = await page.evaluate(() => {
      const input = document.activeElement as HTMLInputElement;
      return input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0);
    });
    expect(selected).toBe(`${suite.portal.url}/article/newDetails/3`);
  });
});

describe('分享 on a phone', () => {
  it('hands the title and the page address to the system share sheet', async () => {
    const page = await suite.open('phone');
    await stubWebShare(page, 'shared');
    await suite.goto(page, '/article/alumniDetails/1?from=timeline');
    const title = await page.locator('.detail__title').innerText();
    await page.getByRole('button', { name: '分享' }).click();
    await expect.poll(() => sharedWith(page)).toEqual([{ title, url: `${suite.portal.url}/article/alumniDetails/1` }]);
    expect(await page.getByTestId('share-panel').isVisible()).toBe(false);
  });

  it('opens the panel when the browser refuses the share sheet', async () => {
    const page = await suite.open('phone');
    await stubWebShare(page, 'refused');
    await suite.goto(page, '/article/newDetails/3');
    await page.getByRole('button', { name: '分享' }).click();
    const panel = page.getByRole('region', { name: '分享本页' });
    await panel.waitFor();
    await expect(panel.getByTestId('share-address').inputValue()).resolves.toBe(`${suite.portal.url}/article/newDetails/3`);
  });

  it('says nothing when the reader cancels the share sheet', async () => {
    const page = await suite.open('phone');
    await stubWebShare(page, 'cancelled');
    await suite.goto(page, '/article/newDetails/3');
    await page.getByRole('button', { name: '分享' }).click();
    await expect.poll(async () => (await sharedWith(page)).length).toBe(1);
    expect(await page.getByTestId('share-panel').isVisible()).toBe(false);
    expect(await page.getByTestId('toast').count()).toBe(0);
  });
});

// Every kind at one size, the sizes taking turns down the list (public and signed-in pages at each).
describe.each(['desktop', 'phone'] as ViewportName[])('article pages at %s size', (size) => {
  it('have 分享 under their title (every other kind of page)', async () => {
    const page = await suite.open(size, '张明');
    for (const path of detailPages.filter((_, i) => i % 2 === (size === 'desktop' ? 0 : 1))) {
      await suite.goto(page, path);
      // Signed-in pages draw in the browser once their record has arrived: wait for the button to show.
      await page
        .getByTestId('article-actions')
        .getByRole('button', { name: '分享' })
        .waitFor({ timeout: 10_000 })
        .catch((error: Error) => {
          throw new Error(`${path}: ${error.message}`);
        });
    }
  });
});
