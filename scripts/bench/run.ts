// `npm run bench`: builds the portal, starts it on a fresh embedded database, and measures it as users feel it.
// Writes bench/results.json and bench/RESULTS.md. Loopback only; every loop is bounded.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { launchBrowser, requireDrawnBuild, startPortal, viewports } from '../../tests/helpers/portal.ts';
import { analyzeBundle, budgets } from './bundle.ts';
import { chromePaintPages, measureChromePaint, type ChromePaint } from './chrome-paint.ts';
import { lighthouseMedian, lighthousePages, median } from './lighthouse.ts';
import { measurePages, pagesMarkdown, type PageRows } from './pages.ts';

if (process.argv.includes('--scale')) {
  // The 100,000-alumni run: a database of its own, the API only (scripts/bench/scale.ts).
  await import('./scale.ts');
  process.exit(0);
}

const root = path.resolve(import.meta.dirname, '../..');
const outDir = path.join(root, 'bench');
const log = (msg: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${msg}`);

if (!process.argv.includes('--no-build')) {
  log('building');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
}
requireDrawnBuild();
const bundle = analyzeBundle(path.join(root, 'dist'));
log(`home JS ${(bundle.home.js.gzip / 1024).toFixed(1)} KB gzip`);

const portal = await startPortal({ LOG_LEVEL: 'error' });
try {
  const newsId = (await (await fetch(`${portal.url}/api/alumnews/list?pageNum=1&pageSize=1`)).json()).data.list[0].id;

  // Lighthouse 12, mobile preset, simulated throttling, three runs a page, medians.
  const pages = lighthousePages(newsId);
  const lighthouse: Record<string, Record<string, number>> = {};
  for (const [name, pagePath] of Object.entries(pages)) {
    lighthouse[name] = (await lighthouseMedian(portal.url + pagePath, 3, log)).medians;
    log(`lighthouse ${name}: ${JSON.stringify(lighthouse[name])}`);
  }

  // Repeat visit: worker installed and caches warm, navigation start to the first news title on screen, 10 times.
  const browser = await launchBrowser();
  const repeat: Record<string, { medianMs: number; runsMs: number[] }> = {};
  let chromePaint: ChromePaint;
  try {
    const context = await browser.newContext({ viewport: viewports.phone, isMobile: true, hasTouch: true, locale: 'zh-CN' });
    await context.addInitScript(() => sessionStorage.setItem('v1@MobileHintSeen', 'true'));
    const page = await context.newPage();
    await page.goto(portal.url + '/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
    await page.reload();
    await page.waitForTimeout(1500);
    for (const mode of ['online', 'offline'] as const) {
      await context.setOffline(mode === 'offline');
      const runsMs: number[] = [];
      for (let i = 0; i < 10; i++) {
        await page.goto(portal.url + '/', { waitUntil: 'commit' });
        // Polled every animation frame; performance.now() counts from this navigation's start.
        await page.waitForSelector('[data-testid="news-card"] .card__title', { timeout: 15_000 });
        runsMs.push(Math.round(await page.evaluate(() => performance.now())));
      }
      repeat[mode] = { medianMs: median(runsMs), runsMs };
      log(`repeat visit ${mode}: median ${repeat[mode].medianMs} ms`);
    }
    await context.setOffline(false);
    chromePaint = await measureChromePaint(browser, portal.url, await chromePaintPages(portal.url));
    for (const [name, v] of Object.entries(chromePaint)) log(`repeat visit chrome, ${name}: median ${v.medianMs} ms`);
  } finally {
    await browser.close();
  }

  // API throughput on loopback: 10 connections for 10 s each.
  const endpoints = {
    menu: '/api/alumsitecolumn/selectList?pid=1',
    dictionaries: '/api/sysdict/dictList',
    newsList: '/api/alumnews/list?pageNum=1&pageSize=12',
    newsDetail: `/api/alumnews/${newsId}`,
    // Site search for a 2-character word (seeded: in titles and texts of news, activities and alumni).
    search2char: `/api/search?q=${encodeURIComponent('校友')}&pageNum=1&pageSize=10`,
  };
  const api: Record<string, { requestsPerSec: number; p50Ms: number; p99Ms: number; errors: number; non2xx: number }> = {};
  for (const [name, url] of Object.entries(endpoints)) {
    const r = await autocannon({ url: portal.url + url, connections: 10, duration: 10, headers: { 'accept-encoding': 'gzip, br' } });
    api[name] = {
      requestsPerSec: Math.round(r.requests.average),
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      errors: r.errors,
      non2xx: r.non2xx,
    };
    log(`api ${name}: ${api[name].requestsPerSec} req/s, p99 ${api[name].p99Ms} ms`);
  }
  const drawnPages = await measurePages(portal.url, log);

  const results = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version },
    bundle: { home: bundle.home, precache: bundle.precache, chunks: bundle.chunks, budgets },
    lighthouse,
    repeatVisit: repeat,
    repeatVisitChrome: chromePaint,
    api,
    pages: drawnPages,
  };
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'results.json'), JSON.stringify(results, null, 2) + '\n');
  fs.writeFileSync(path.join(outDir, 'RESULTS.md'), renderMarkdown(results));
  log('wrote bench/results.json and bench/RESULTS.md');
} finally {
  await portal.stop();
}

function renderMarkdown(r: {
  measuredAt: string;
  machine: { cpus: number; cpuModel?: string; node: string };
  bundle: {
    home: ReturnType<typeof analyzeBundle>['home'];
    precache: { entries: number; bytes: number };
    chunks: ReturnType<typeof analyzeBundle>['chunks'];
  };
  lighthouse: Record<string, Record<string, number>>;
  repeatVisit: Record<string, { medianMs: number }>;
  repeatVisitChrome: Record<string, { medianMs: number }>;
  api: Record<string, { requestsPerSec: number; p50Ms: number; p99Ms: number; errors: number }>;
  pages: PageRows;
}): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const mark = (ok: boolean) => (ok ? 'met' : '**missed**');
  const lines: string[] = [];
  lines.push(
    '# Bench results',
    '',
    `Measured ${r.measuredAt} on ${r.machine.cpus} × ${r.machine.cpuModel ?? 'CPU'}, Node ${r.machine.node}, by \`npm run bench\`.`,
    '',
  );
  lines.push('## Budgets (enforced by tests/build/budget.test.ts)', '', '| what | measured | budget | |', '|---|---|---|---|');
  lines.push(
    `| JS for the home page (gzip) | ${kb(r.bundle.home.js.gzip)} | ${kb(budgets.homeJsGzip)} | ${mark(r.bundle.home.js.gzip <= budgets.homeJsGzip)} |`,
  );
  lines.push(
    `| CSS for the home page (gzip) | ${kb(r.bundle.home.css.gzip)} | ${kb(budgets.homeCssGzip)} | ${mark(r.bundle.home.css.gzip <= budgets.homeCssGzip)} |`,
  );
  lines.push(
    `| service worker precache | ${kb(r.bundle.precache.bytes)} in ${r.bundle.precache.entries} files | ${kb(budgets.precacheBytes)} | ${mark(r.bundle.precache.bytes <= budgets.precacheBytes)} |`,
    '',
  );
  lines.push(
    '## Lighthouse 12 (mobile preset, simulated throttling, median of 3)',
    '',
    '| page | perf | a11y | best practices | SEO | LCP | TBT | CLS | bytes |',
    '|---|---|---|---|---|---|---|---|---|',
  );
  for (const [name, m] of Object.entries(r.lighthouse)) {
    lines.push(
      `| ${name} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${m.lcpMs} ms | ${m.tbtMs} ms | ${m.cls} | ${kb(m.totalBytes)} |`,
    );
  }
  lines.push('', 'Targets: performance ≥ 95, accessibility, best practices and SEO 100, LCP ≤ 2000 ms, TBT ≤ 150 ms, CLS ≤ 0.02.', '');
  const missed = Object.entries(r.lighthouse)
    .flatMap(([name, m]) => [
      m.performance < 95 && `${name}: performance ${m.performance} (target 95, ${95 - m.performance} short)`,
      m.tbtMs > 150 && `${name}: TBT ${m.tbtMs} ms (target 150 ms, ${m.tbtMs - 150} ms over)`,
      m.lcpMs > 2000 && `${name}: LCP ${m.lcpMs} ms (target 2000 ms, ${m.lcpMs - 2000} ms over)`,
      m.cls > 0.02 && `${name}: CLS ${m.cls} (target 0.02)`,
      (m.accessibility < 100 || m.bestPractices < 100 || m.seo < 100) &&
        `${name}: accessibility ${m.accessibility}, best practices ${m.bestPractices}, SEO ${m.seo} (target 100 each)`,
    ])
    .filter((x): x is string => !!x);
  if (missed.length) {
    lines.push('### Lighthouse targets missed in this run', '', ...missed.map((x) => `- ${x}`), '');
    // Why, in words kept next to the figures (bench/GAPS.md, edited by hand when the work moves).
    const gaps = path.join(outDir, 'GAPS.md');
    if (fs.existsSync(gaps)) lines.push(fs.readFileSync(gaps, 'utf8').trim(), '');
  }
  lines.push(
    '## Repeat visit (service worker and caches warm, to the first news title, median of 10)',
    '',
    '| mode | median | target | |',
    '|---|---|---|---|',
  );
  for (const [mode, v] of Object.entries(r.repeatVisit)) lines.push(`| ${mode} | ${v.medianMs} ms | 500 ms | ${mark(v.medianMs <= 500)} |`);
  lines.push(
    '',
    '## Repeat visit, header, menu and footer (worker installed, desktop, to the first frame showing them, median of 10)',
    '',
    '| page and mode | median |',
    '|---|---|',
  );
  for (const [name, v] of Object.entries(r.repeatVisitChrome)) lines.push(`| ${name} | ${v.medianMs} ms |`);
  // Hand-written context for these figures (before/after comparisons), kept next to them like GAPS.md.
  const notes = path.join(outDir, 'NOTES.md');
  if (fs.existsSync(notes)) lines.push('', fs.readFileSync(notes, 'utf8').trim());
  lines.push(
    '',
    '## API (autocannon, 10 connections, 10 s)',
    '',
    '| endpoint | req/s | p50 | p99 | errors | target |',
    '|---|---|---|---|---|---|',
  );
  const targets: Record<string, number> = { menu: 3000, dictionaries: 3000, newsList: 800, newsDetail: 800, search2char: 500 };
  for (const [name, v] of Object.entries(r.api)) {
    const target = targets[name];
    const ok = v.requestsPerSec >= target && (target !== 800 || v.p99Ms < 50);
    lines.push(
      `| ${name} | ${v.requestsPerSec} | ${v.p50Ms} ms | ${v.p99Ms} ms | ${v.errors} | ≥ ${target}/s${target === 800 ? ', p99 < 50 ms' : ''}: ${mark(ok)} |`,
    );
  }
  lines.push('', ...pagesMarkdown(r.pages));
  lines.push('', '## Chunks', '', '| file | raw | gzip | brotli |', '|---|---|---|---|');
  for (const c of [...r.bundle.chunks].sort((a, b) => b.gzip - a.gzip))
    lines.push(`| ${c.file} | ${kb(c.raw)} | ${kb(c.gzip)} | ${kb(c.brotli)} |`);
  return lines.join('\n') + '\n';
}
