// Repeat visit, service worker installed: navigation start to the first frame showing the header's menu entries and
// the footer. Used by run.ts; `npx tsx scripts/bench/chrome-paint.ts` measures the current build alone (to compare
// two builds without running Lighthouse).
import type { Browser } from 'playwright-core';
import { launchBrowser, startPortal, viewports } from '../../tests/helpers/portal.ts';

export type ChromePaint = Record<string, { medianMs: number; runsMs: number[] }>;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Pages: one the server draws on a first visit, and one it never draws (framed pages). */
export async function measureChromePaint(
  browser: Browser,
  baseUrl: string,
  pages: Record<string, string>,
  runs = 10,
): Promise<ChromePaint> {
  // Desktop size: the phone's header hides the menu in the drawer.
  const context = await browser.newContext({ viewport: viewports.desktop, locale: 'zh-CN' });
  try {
    // Checked in every frame before it is painted (a mutation observer misses what the parser inserts). A string,
    // not a function: tsx would wrap named functions in a helper the page does not have.
    await context.addInitScript(`{
      const shown = () => document.querySelector('[data-testid="header-nav"] a') && document.querySelector('[data-testid="site-footer"]');
      const check = () => (shown() ? (window.chromePaintMs = performance.now()) : requestAnimationFrame(check));
      requestAnimationFrame(check);
    }`);
    const page = await context.newPage();
    // First visit installs the worker; the second fills the worker's caches and the persisted query caches.
    await page.goto(baseUrl + '/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
    for (const path of Object.values(pages)) {
      await page.goto(baseUrl + path);
      await page.waitForFunction(() => 'chromePaintMs' in window, undefined, { timeout: 15_000 });
    }
    // The persisters write at most once a second.
    await page.waitForTimeout(1500);
    const result: ChromePaint = {};
    for (const mode of ['online', 'offline'] as const) {
      await context.setOffline(mode === 'offline');
      for (const [name, path] of Object.entries(pages)) {
        const runsMs: number[] = [];
        for (let i = 0; i < runs; i++) {
          await page.goto(baseUrl + path, { waitUntil: 'commit' });
          await page.waitForFunction(() => 'chromePaintMs' in window, undefined, { timeout: 15_000, polling: 50 });
          runsMs.push(Math.round(await page.evaluate(() => (window as unknown as { chromePaintMs: number }).chromePaintMs)));
        }
        result[`${name} ${mode}`] = { medianMs: median(runsMs), runsMs };
      }
    }
    return result;
  } finally {
    await context.close();
  }
}

/** The two pages measured: home, and the first framed page of the menu. */
export async function chromePaintPages(baseUrl: string): Promise<Record<string, string>> {
  type Item = { id: number; openType: string; children: Item[] };
  const menus = (await (await fetch(`${baseUrl}/api/alumsitecolumn/selectList?pid=1`)).json()).data as Item[];
  const framed = menus.flatMap((m) => [m, ...m.children]).find((m) => m.openType === 'iframe');
  if (!framed) throw new Error('no framed page in the menu');
  return { 'home (server-drawn on a first visit)': '/', 'framed page (never server-drawn)': `/iframe/${framed.id}` };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const portal = await startPortal({ LOG_LEVEL: 'error' });
  const browser = await launchBrowser();
  try {
    console.log(JSON.stringify(await measureChromePaint(browser, portal.url, await chromePaintPages(portal.url)), null, 2));
  } finally {
    await browser.close();
    await portal.stop();
  }
}
