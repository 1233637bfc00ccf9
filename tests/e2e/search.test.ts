import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { e2eSuite } from '../helpers/e2e.ts';
import type { ViewportName } from '../helpers/portal.ts';
import type { SearchHit } from '../../src/shared/api/search.ts';

const suite = e2eSuite();
const { open, goto } = suite;

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
    await page.getByTestId('mobile-drawer').waitFor({ state: 'detached' });
  } else {
    await expect(page.getByTestId('drawer-search').count()).resolves.toBe(0);
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
    const page = await open(size);
    await goto(page, '/');
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
    const page = await open(size);
    await goto(page, `/article/newDetails/${titled.id}`);
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
