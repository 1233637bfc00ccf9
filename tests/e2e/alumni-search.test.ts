import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { clickAndSave, e2eSuite, type StorageState } from '../helpers/e2e.ts';

const suite = e2eSuite();
const { open, goto, signIn } = suite;

const names = (page: Page) => page.getByTestId('alumni-list').getByRole('heading', { level: 3 }).allInnerTexts();
async function searchResults(page: Page) {
  await page.getByTestId('alumni-list').or(page.getByTestId('alumni-empty')).first().waitFor();
  await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
}

let zhang: StorageState;
let li: StorageState;
beforeAll(async () => {
  zhang = await signIn('张明');
  li = await signIn('李华');
}, 60_000);

describe.each(['desktop', 'phone'] as const)('find alumni (%s)', (size) => {
  // The search's logic and the privacy switch read the same at both sizes: each runs at one of them.
  if (size === 'desktop') {
    it('张明 finds alumni by name and by college; the search lives in the URL', async () => {
      const page = await open(size, zhang);
      await goto(page, '/services/seachSchool');
      await searchResults(page);
      expect((await names(page)).length).toBe(12);
      await expect(page.getByTestId('pagination').isVisible()).resolves.toBe(true);
      // No phone numbers anywhere on the page.
      expect(await page.locator('main').innerText()).not.toMatch(/1[3-9]\d{9}/);

      await page.getByTestId('alumni-search-name').fill('张');
      await page.getByTestId('alumni-search-submit').click();
      await page.waitForURL(/name=/);
      await expect.poll(async () => (await names(page)).sort()).toEqual(['张伟', '张明', '张晓燕'].sort());
      expect(new URL(page.url()).searchParams.get('name')).toBe('张');

      // College through the lookup select: type to filter, pick with the keyboard.
      await page.getByTestId('alumni-search-name').fill('');
      const faculty = page.getByTestId('alumni-search-faculty').getByRole('combobox');
      await faculty.click();
      await expect(page.getByRole('listbox').getByRole('option').count()).resolves.toBe(8);
      await faculty.fill('医学');
      await expect(page.getByRole('listbox').getByRole('option').allInnerTexts()).resolves.toEqual(['医学院']);
      await faculty.press('Enter');
      await expect(faculty.inputValue()).resolves.toBe('医学院');
      const major = page.getByTestId('alumni-search-major').getByRole('combobox');
      await major.click();
      await expect(page.getByRole('listbox').getByRole('option').allInnerTexts()).resolves.toEqual([
        '护理学',
        '临床医学',
        '药学',
        '康复治疗学',
      ]);
      await major.press('Escape');
      await page.getByTestId('alumni-search-submit').click();
      await page.waitForURL(/facultyId=/);
      await searchResults(page);
      const cards = page.getByTestId('alumnus');
      await expect.poll(() => cards.count()).toBe(4);
      for (const text of await cards.allInnerTexts()) expect(text).toContain('医学院');
      // 杜若楠 keeps the city private.
      await expect(cards.filter({ hasText: '杜若楠' }).innerText()).resolves.toContain('未公开');

      // Reload keeps the search; back returns to the name search.
      await page.reload();
      await searchResults(page);
      await expect(page.getByTestId('alumni-search-faculty').getByRole('combobox').inputValue()).resolves.toBe('医学院');
      await expect.poll(() => cards.count()).toBe(4);
      await page.goBack();
      await page.waitForURL(/name=/);
      await expect.poll(async () => (await names(page)).sort()).toEqual(['张伟', '张明', '张晓燕'].sort());
      await expect(page.getByTestId('alumni-search-name').inputValue()).resolves.toBe('张');

      // Nothing found: the empty state.
      await page.getByTestId('alumni-search-name').fill('欧阳');
      await page.getByTestId('alumni-search-submit').click();
      await page.getByTestId('alumni-empty').waitFor();
      await expect(page.getByTestId('alumni-count').innerText()).resolves.toBe('共找到 0 位校友');

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  } else {
    it('张明 finds alumni by name on a phone, on a page no wider than the screen', async () => {
      // The search in full (college, the address, reload and back) runs at desktop size.
      const page = await open(size, zhang);
      await goto(page, '/services/seachSchool');
      await searchResults(page);
      expect((await names(page)).length).toBe(12);
      await page.getByTestId('alumni-search-name').fill('张');
      await page.getByTestId('alumni-search-submit').click();
      await page.waitForURL(/name=/);
      await expect.poll(async () => (await names(page)).sort()).toEqual(['张伟', '张明', '张晓燕'].sort());
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });

    it('张明 switches off 在校友查询中可被找到, and 李华 no longer finds him', async () => {
      const zm = await open(size, zhang);
      await goto(zm, '/my/accountSettings');
      const findable = zm.getByTestId('privacy-findable');
      await findable.waitFor();
      expect(await zm.getByTestId('alumni-privacy').innerText()).toContain('在校友查询中可被找到');
      await expect(findable.isChecked()).resolves.toBe(true);
      expect(await clickAndSave(findable, 'PUT', '/api/alumuser/privacy')).toBe(200);
      await expect(findable.isChecked()).resolves.toBe(false);

      const lh = await open(size, li);
      await goto(lh, '/services/seachSchool?name=' + encodeURIComponent('张明'));
      await lh.getByTestId('alumni-empty').waitFor();

      // The setting survives a reload; switching back makes him findable again.
      await zm.reload();
      await expect(findable.isChecked()).resolves.toBe(false);
      expect(await clickAndSave(findable, 'PUT', '/api/alumuser/privacy')).toBe(200);
      await lh.reload();
      await searchResults(lh);
      await expect(names(lh)).resolves.toEqual(['张明']);
    });
  }
});
