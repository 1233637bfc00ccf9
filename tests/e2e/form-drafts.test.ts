import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appReady } from '../helpers/e2e.ts';
import { launchBrowser, newContext, startPortal, type Portal } from '../helpers/portal.ts';

let portal: Portal;
let browser: Browser;
beforeAll(async () => {
  [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

describe('form drafts', () => {
  it('what was typed survives going offline and a reload, and is there again when the network returns', async () => {
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(portal.url + '/');
    await page.getByTestId('site-footer').waitFor();
    await appReady(page);
    await page.getByTestId('login-header').click();
    await page.getByRole('button', { name: '张明', exact: true }).click();
    await page.getByTestId('dialog-alert').getByRole('button', { name: '确定' }).click();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    await page.goto(portal.url + '/services/alumproof');
    const reason = page.locator('[name="reason"]');
    await reason.waitFor();
    await reason.fill('毕业证书在搬家时遗失，需要补办用于出国留学材料');
    await page.locator('[name="phone"]').fill('13800005678');
    await page.waitForTimeout(800); // the draft is written a moment after typing stops

    await context.setOffline(true);
    await page.reload();
    // The page needs the network for its data: it says so, and the draft waits in IndexedDB.
    await page.getByTestId('offline-notice').waitFor();
    await page.getByTestId('offline-banner').waitFor();

    await context.setOffline(false);
    await page.getByTestId('offline-notice').getByRole('button', { name: '重试' }).click();
    await reason.waitFor();
    await expect.poll(() => reason.inputValue()).toBe('毕业证书在搬家时遗失，需要补办用于出国留学材料');
    await expect(page.locator('[name="phone"]').inputValue()).resolves.toBe('13800005678');
    expect(errors).toEqual([]);
    await context.close();
  });
});
