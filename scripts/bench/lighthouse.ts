// Lighthouse 12, mobile preset (its default), simulated throttling. Used by run.ts; on its own it measures the
// current build for the pages named, to compare two builds on one page without running the whole bench:
//   npx tsx scripts/bench/lighthouse.ts /article/activities /article/collegeNews --runs 5
// With --floor, each page also without its scripts (Lighthouse blocks every .js request; the inline boot script
// still runs), the two interleaved: the blocking time the server-drawn HTML, its styles and images cost on their own,
// which no change to the app's scripts can go below (issue 35).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startPortal } from '../../tests/helpers/portal.ts';
import { interleave, medians, type LighthouseFigures, type Side } from './compare.ts';
import { pageHeaders } from './pages.ts';

export { median, type LighthouseFigures } from './compare.ts';

const root = path.resolve(import.meta.dirname, '../..');
const cli = path.join(root, 'node_modules/lighthouse/cli/index.js');
const flags =
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

/** The pages the bench measures, each with the same targets. */
export function lighthousePages(newsId: number): Record<string, string> {
  return { home: '/', collegeNews: '/article/collegeNews', newsDetail: `/article/newDetails/${newsId}`, activities: '/article/activities' };
}

/** One Lighthouse run of `url`; `keep` names a file for the full report (for its diagnostics). */
export async function lighthouseRun(
  url: string,
  log: (msg: string) => void = console.log,
  keep?: string,
  { withoutScripts = false }: { withoutScripts?: boolean } = {},
): Promise<LighthouseFigures> {
  const out = keep ?? path.join(os.tmpdir(), `lh-${process.pid}-${Date.now()}.json`);
  const run = () =>
    promisify(execFile)(
      process.execPath,
      [
        cli,
        url,
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
        `--chrome-flags=${flags}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        ...(withoutScripts ? ['--blocked-url-patterns=*.js'] : []),
      ],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' }, timeout: 180_000 },
    );
  // Lighthouse now and then fails to record the trace (NO_NAVSTART): that run is made again, at most twice.
  for (let attempt = 1; ; attempt++) {
    try {
      await run();
      break;
    } catch (error) {
      if (attempt >= 3 || !String((error as { stderr?: string }).stderr).includes('NO_NAVSTART')) throw error;
      log(`lighthouse ${url}: trace not recorded, running again`);
    }
  }
  const r = JSON.parse(fs.readFileSync(out, 'utf8'));
  if (!keep) fs.rmSync(out);
  return {
    performance: Math.round(r.categories.performance.score * 100),
    accessibility: Math.round(r.categories.accessibility.score * 100),
    bestPractices: Math.round(r.categories['best-practices'].score * 100),
    seo: Math.round(r.categories.seo.score * 100),
    lcpMs: Math.round(r.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(r.audits['total-blocking-time'].numericValue),
    cls: Number(r.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    totalBytes: r.audits['total-byte-weight'].numericValue,
  };
}

export interface Measured {
  medians: LighthouseFigures;
  runs: LighthouseFigures[];
}

/** `runs` runs of one page, and the median of each figure. */
export async function lighthouseMedian(url: string, runs: number, log: (msg: string) => void = console.log): Promise<Measured> {
  const all: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) all.push(await lighthouseRun(url, log));
  return { medians: medians(all), runs: all };
}

/**
 * Asks each page twice as a browser would, so that Lighthouse's first run of a page meets a server that has drawn it
 * already (the render cache and the JIT warm), as its later runs do.
 */
export async function warmPages(url: string, paths: string[]): Promise<void> {
  for (const pagePath of paths) for (let i = 0; i < 2; i++) await (await fetch(url + pagePath, { headers: pageHeaders })).arrayBuffer();
}

/**
 * The baseline and the current tree, page by page, `runs` runs each, interleaved (compare.ts's `interleave`: baseline,
 * current, then current, baseline, …, the pairs counted on across pages); each side's medians.
 */
export async function lighthouseSideBySide(
  sides: Record<Side, { url: string; paths: Record<string, string> }>,
  pages: string[],
  runs: number,
  log: (msg: string) => void = console.log,
): Promise<Record<string, Record<Side, Measured>>> {
  const out: Record<string, Record<Side, Measured>> = {};
  let pair = 0;
  for (const name of pages) {
    const all: Record<Side, LighthouseFigures[]> = { baseline: [], current: [] };
    for (const side of interleave(runs, pair)) {
      const figures = await lighthouseRun(sides[side].url + sides[side].paths[name], log);
      all[side].push(figures);
      log(
        `lighthouse ${name} ${side} ${all[side].length}/${runs}: performance ${figures.performance}, TBT ${figures.tbtMs} ms, LCP ${figures.lcpMs} ms`,
      );
    }
    pair += runs;
    out[name] = {
      baseline: { medians: medians(all.baseline), runs: all.baseline },
      current: { medians: medians(all.current), runs: all.current },
    };
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--runs');
  const runs = at >= 0 ? Number(args.splice(at, 2)[1]) : 5;
  const floorAt = args.indexOf('--floor');
  const floor = floorAt >= 0 && args.splice(floorAt, 1).length > 0;
  const paths = args.length ? args : ['/article/activities'];
  const portal = await startPortal({ LOG_LEVEL: 'error' });
  const show = (label: string, all: LighthouseFigures[]) => {
    console.log(`${label}: TBT ${all.map((r) => r.tbtMs).join(' / ')} ms, performance ${all.map((r) => r.performance).join(' / ')}`);
    console.log(`${label} median of ${all.length}: ${JSON.stringify(medians(all))}`);
  };
  try {
    await warmPages(portal.url, paths);
    for (const pagePath of paths) {
      if (!floor) {
        show(pagePath, (await lighthouseMedian(portal.url + pagePath, runs)).runs);
        continue;
      }
      // The same alternation as the side-by-side runs: 'baseline' stands for the page with its scripts.
      const all: Record<Side, LighthouseFigures[]> = { baseline: [], current: [] };
      for (const side of interleave(runs)) {
        all[side].push(await lighthouseRun(portal.url + pagePath, console.log, undefined, { withoutScripts: side === 'current' }));
      }
      show(`${pagePath} with its scripts`, all.baseline);
      show(`${pagePath} without scripts`, all.current);
    }
  } finally {
    await portal.stop();
  }
}
