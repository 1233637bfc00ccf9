import { describe, expect, it } from 'vitest';
import { e2eSuite, storedDraft } from '../helpers/e2e.ts';

// Offline, the form's page comes from the service worker's precache.
const suite = e2eSuite({ context: { serviceWorkers: 'allow' } });

describe('form drafts', () => {
  it('what was typed survives going offline and a reload, and is there again when the network returns', async () => {
    const page = await suite.open('desktop', '张明');
    await suite.goto(page, '/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    await page.goto(suite.portal.url + '/services/alumproof');
    const reason = page.locator('[name="reason"]');
    await reason.waitFor();
    await reason.fill('毕业证书在搬家时遗失，需要补办用于出国留学材料');
    await page.locator('[name="phone"]').fill('13800005678');
    // The draft is written a moment after typing stops.
    await expect
      .poll(() => storedDraft(page, 'proof'))
      .toMatchObject({ reason: '毕业证书在搬家时遗失，需要补办用于出国留学材料', phone: '13800005678' });

    await page.context().setOffline(true);
    await page.reload();
    // The page needs the network for its data: it says so, and the draft waits in IndexedDB.
    await page.getByTestId('offline-notice').waitFor();
    await page.getByTestId('offline-banner').waitFor();

    await page.context().setOffline(false);
    await page.getByTestId('offline-notice').getByRole('button', { name: '重试' }).click();
    await reason.waitFor();
    await expect.poll(() => reason.inputValue()).toBe('毕业证书在搬家时遗失，需要补办用于出国留学材料');
    await expect(page.locator('[name="phone"]').inputValue()).resolves.toBe('13800005678');
  });
});
