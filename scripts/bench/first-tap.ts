// The first tap on a drawn page (tests/helpers/first-tap.ts): at phone size, the CPU slowed 4x, a first visit, from
// the tap to the frame showing the drawer, the share panel, 朗读's 暂停; each on a fresh load of its page, the median
// of `runs`. Used by run.ts; `npx tsx scripts/bench/first-tap.ts` measures the current build alone.
import type { Browser } from 'playwright-core';
import { firstTaps, firstTapWorld, openDrawn, timeFirstTap } from '../../tests/helpers/first-tap.ts';
import { launchBrowser, requireDrawnBuild, startPortal, viewports } from '../../tests/helpers/portal.ts';
import { median } from './compare.ts';

export type FirstTapFigures = Record<string, { medianMs: number; runsMs: number[] }>;

/** The target the e2e test (tests/e2e/first-tap.test.ts) holds each tap to. */
export const firstTapTargetMs = 100;

export async function measureFirstTap(browser: Browser, baseUrl: string, newsId: number, runs = 5): Promise<FirstTapFigures> {
  // No service worker: every page is the server's, as on a first visit.
  const context = await browser.newContext({
    viewport: viewports.phone,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    serviceWorkers: 'block',
  });
  try {
    await context.addInitScript(firstTapWorld);
    // The 提示 dialog would cover a phone's first visit: seen already.
    await context.addInitScript(`localStorage.setItem('v1@MobileHintSeen', 'true')`);
    const page = await context.newPage();
    const result: FirstTapFigures = {};
    for (const { name, path, tap, shows } of firstTaps(newsId)) {
      const runsMs: number[] = [];
      for (let i = 0; i < runs; i++) {
        await openDrawn(page, baseUrl + path);
        runsMs.push((await timeFirstTap(page, tap, shows)).paintedMs);
      }
      result[name] = { medianMs: median(runsMs), runsMs };
    }
    return result;
  } finally {
    await context.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  requireDrawnBuild();
  const portal = await startPortal({ LOG_LEVEL: 'error' });
  const browser = await launchBrowser();
  try {
    const list = await (await fetch(`${portal.url}/api/alumnews/list?pageNum=1&pageSize=1`)).json();
    console.log(JSON.stringify(await measureFirstTap(browser, portal.url, list.data.list[0].id), null, 2));
  } finally {
    await browser.close();
    await portal.stop();
  }
}
