// `npm run bench`: builds the portal, starts it on a fresh embedded database, and measures it as users feel it.
// Writes bench/results.json and bench/RESULTS.md. Loopback only; every loop is bounded.
//
// Lighthouse measures the current tree beside a fixed baseline commit (bench/baseline.json, built once by baseline.ts),
// both served at once, the runs interleaved (compare.ts): the two columns are taken on the same machine in the same
// minutes, so their ratio means the same on any machine. Flags:
//   --runs N          Lighthouse runs a page and side (default 5; 3 with --no-baseline)
//   --pages a,b       only these Lighthouse pages (home, collegeNews, newsDetail, activities)
//   --lighthouse-only Lighthouse alone, without the repeat visits, the API and the drawn pages under load
//   --no-baseline     the current tree alone, one column, as before issue 35
//   --no-build        the current tree's build as it is
// A run with --pages or --lighthouse-only is partial: it writes into bench/tmp/, leaving the committed results alone.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { launchBrowser, requireDrawnBuild, startPortal, viewports, type Portal } from '../../tests/helpers/portal.ts';
import { currentTree, prepareBaseline } from './baseline.ts';
import { analyzeBundle, budgets } from './bundle.ts';
import { chromePaintPages, measureChromePaint, type ChromePaint } from './chrome-paint.ts';
import { firstTapTargetMs, measureFirstTap, type FirstTapFigures } from './first-tap.ts';
import { median, targets, verdict, verdictCells, type LighthouseFigures, type Side, type Verdict } from './compare.ts';
import { lighthouseMedian, lighthousePages, lighthouseSideBySide, warmPages, type Measured } from './lighthouse.ts';
import { measurePages, pagesMarkdown, type PageRows } from './pages.ts';

if (process.argv.includes('--scale')) {
  // The 100,000-alumni run: a database of its own, the API only (scripts/bench/scale.ts).
  await import('./scale.ts');
  process.exit(0);
}

const { values: flags } = parseArgs({
  options: {
    runs: { type: 'string' },
    pages: { type: 'string' },
    'lighthouse-only': { type: 'boolean', default: false },
    'no-baseline': { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
  },
  strict: true,
});
const withBaseline = !flags['no-baseline'];
const runs = flags.runs === undefined ? (withBaseline ? 5 : 3) : Number(flags.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs ${flags.runs}: a whole number of runs, 1 or more`);
const allPages = Object.keys(lighthousePages(0));
const pageNames = flags.pages === undefined ? allPages : flags.pages.split(',').filter(Boolean);
const unknown = pageNames.filter((p) => !allPages.includes(p));
if (unknown.length || !pageNames.length) throw new Error(`--pages ${flags.pages}: name some of ${allPages.join(', ')}`);
const lighthouseOnly = flags['lighthouse-only'];
const partial = flags.pages !== undefined || lighthouseOnly;

const root = path.resolve(import.meta.dirname, '../..');
const outDir = path.join(root, 'bench', ...(partial ? ['tmp'] : []));
const log = (msg: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${msg}`);
const started = Date.now();
/** The 1-minute load average when Lighthouse starts and ends: how far the machine's other work may have moved its figures. */
const load = { beforeLighthouse: 0, afterLighthouse: 0 };
const loadNow = () => Math.round(os.loadavg()[0] * 100) / 100;

if (!flags['no-build']) {
  log('building');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
}
requireDrawnBuild();
const tree = currentTree(root);
const bundle = analyzeBundle(path.join(root, 'dist'));
log(`home JS ${(bundle.home.js.gzip / 1024).toFixed(1)} KB gzip`);
const baseline = withBaseline ? prepareBaseline(root, log) : undefined;
let baselineHome: ReturnType<typeof analyzeBundle>['home'] | undefined;
if (baseline) {
  requireDrawnBuild(baseline.dir);
  try {
    baselineHome = analyzeBundle(path.join(baseline.dir, 'dist')).home;
    log(`baseline home JS ${(baselineHome.js.gzip / 1024).toFixed(1)} KB gzip`);
  } catch (error) {
    // The current tree's analysis of the baseline's build: reported when it applies, never fatal.
    log(`baseline bundle not analysed: ${(error as Error).message}`);
  }
}

// Both servers at once, each on its own port and fresh embedded database; neither left running if the other fails.
const [currentStart, baselineStart] = await Promise.allSettled([
  startPortal({ LOG_LEVEL: 'error' }),
  baseline ? startPortal({ LOG_LEVEL: 'error' }, { root: baseline.dir }) : Promise.resolve(undefined),
]);
const running = [currentStart, baselineStart].filter((r) => r.status === 'fulfilled').map((r) => r.value) as Portal[];
const failed = [currentStart, baselineStart].find((r) => r.status === 'rejected');
if (failed) {
  await Promise.all(running.map((p) => p.stop()));
  throw failed.reason;
}
const portal = (currentStart as PromiseFulfilledResult<Portal>).value;
let baselinePortal = (baselineStart as PromiseFulfilledResult<Portal | undefined>).value;
try {
  const firstNewsId = async (url: string) => (await (await fetch(`${url}/api/alumnews/list?pageNum=1&pageSize=1`)).json()).data.list[0].id;
  const newsId = await firstNewsId(portal.url);
  const pick = (all: Record<string, string>) => Object.fromEntries(pageNames.map((name) => [name, all[name]]));

  // Lighthouse 12, mobile preset, simulated throttling, `runs` runs a page and side, medians.
  const currentPaths = pick(lighthousePages(newsId));
  await warmPages(portal.url, Object.values(currentPaths));
  load.beforeLighthouse = loadNow();
  const lighthouse: LighthouseResults = {
    runs,
    order: baselinePortal ? 'interleaved, page by page: baseline then current, current then baseline, …' : 'one after another',
    current: { ...tree, paths: currentPaths },
    pages: {},
  };
  if (baseline && baselinePortal) {
    const baselinePaths = pick(lighthousePages(await firstNewsId(baselinePortal.url)));
    await warmPages(baselinePortal.url, Object.values(baselinePaths));
    lighthouse.baseline = { commit: baseline.commit, short: baseline.short, why: baseline.why, paths: baselinePaths };
    const sides = { baseline: { url: baselinePortal.url, paths: baselinePaths }, current: { url: portal.url, paths: currentPaths } };
    log(
      `lighthouse: baseline ${baseline.short} beside the current tree ${tree.short}${tree.changed ? ' (with changes)' : ''}, ${runs} runs each`,
    );
    const measured = await lighthouseSideBySide(sides, pageNames, runs, log);
    for (const [name, m] of Object.entries(measured)) {
      lighthouse.pages[name] = { ...m, targets: verdict(m.current.medians, m.baseline.medians) };
      log(`lighthouse ${name}: baseline ${JSON.stringify(m.baseline.medians)}`);
      log(`lighthouse ${name}: current  ${JSON.stringify(m.current.medians)}`);
    }
    await baselinePortal.stop();
    baselinePortal = undefined;
  } else {
    for (const [name, pagePath] of Object.entries(currentPaths)) {
      lighthouse.pages[name] = { current: await lighthouseMedian(portal.url + pagePath, runs, log) };
      log(`lighthouse ${name}: ${JSON.stringify(lighthouse.pages[name].current.medians)}`);
    }
  }

  load.afterLighthouse = loadNow();
  log(`load average (1 min): ${load.beforeLighthouse} before Lighthouse, ${load.afterLighthouse} after`);
  const rest = lighthouseOnly ? undefined : await measureRest(portal, newsId);
  const results: Results = {
    measuredAt: new Date().toISOString(),
    partial: partial ? { pages: pageNames, lighthouseOnly } : undefined,
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version, loadAverage: load },
    bundle: { home: bundle.home, baselineHome, precache: bundle.precache, chunks: bundle.chunks, budgets },
    lighthouse,
    ...rest,
  };
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'results.json'), JSON.stringify(results, null, 2) + '\n');
  fs.writeFileSync(path.join(outDir, 'RESULTS.md'), renderMarkdown(results));
  log(`wrote ${path.relative(root, outDir)}/results.json and RESULTS.md in ${Math.round((Date.now() - started) / 60_000)} min`);
} finally {
  await Promise.all([portal.stop(), baselinePortal?.stop()]);
}

interface LighthouseResults {
  runs: number;
  order: string;
  baseline?: { commit: string; short: string; why: string; paths: Record<string, string> };
  current: ReturnType<typeof currentTree> & { paths: Record<string, string> };
  /** each page's runs and medians, per side; `targets` (issue 35's) when there is a baseline */
  pages: Record<string, { current: Measured; baseline?: Measured; targets?: Verdict }>;
}

interface Rest {
  repeatVisit: Record<string, { medianMs: number; runsMs: number[] }>;
  repeatVisitChrome: ChromePaint;
  /** a drawn page's first tap at phone size, the CPU slowed 4x (scripts/bench/first-tap.ts) */
  firstTap: FirstTapFigures;
  api: Record<string, { requestsPerSec: number; p50Ms: number; p99Ms: number; errors: number; non2xx: number }>;
  pages: PageRows;
}

interface Results extends Partial<Rest> {
  measuredAt: string;
  partial?: { pages: string[]; lighthouseOnly: boolean };
  machine: { cpus: number; cpuModel?: string; node: string; loadAverage: typeof load };
  bundle: {
    home: ReturnType<typeof analyzeBundle>['home'];
    baselineHome?: ReturnType<typeof analyzeBundle>['home'];
    precache: { entries: number; bytes: number };
    chunks: ReturnType<typeof analyzeBundle>['chunks'];
    budgets: typeof budgets;
  };
  lighthouse: LighthouseResults;
}

/** What the bench measured before issue 35, on the current tree alone: repeat visits, the API, the drawn pages. */
async function measureRest(portal: Portal, newsId: number): Promise<Rest> {
  // Repeat visit: worker installed and caches warm, navigation start to the first news title on screen, 10 times.
  const browser = await launchBrowser();
  const repeat: Rest['repeatVisit'] = {};
  let chromePaint: ChromePaint;
  let firstTap: FirstTapFigures;
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
    firstTap = await measureFirstTap(browser, portal.url, newsId);
    for (const [name, v] of Object.entries(firstTap)) log(`first tap, ${name}: median ${v.medianMs} ms`);
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
  const api: Rest['api'] = {};
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
  return { repeatVisit: repeat, repeatVisitChrome: chromePaint, firstTap, api, pages: drawnPages };
}

function renderMarkdown(r: Results): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const mark = (ok: boolean) => (ok ? 'met' : '**missed**');
  const lh = r.lighthouse;
  const lines: string[] = [];
  lines.push(
    '# Bench results',
    '',
    `Measured ${r.measuredAt} on ${r.machine.cpus} × ${r.machine.cpuModel ?? 'CPU'}, Node ${r.machine.node}, by \`npm run bench\` ` +
      `(load average over 1 minute: ${r.machine.loadAverage.beforeLighthouse} as Lighthouse began, ${r.machine.loadAverage.afterLighthouse} as it ended).`,
    '',
  );
  if (r.partial)
    lines.push(
      `A partial run (${r.partial.lighthouseOnly ? 'Lighthouse only' : 'every measure'}; Lighthouse pages: ${r.partial.pages.join(', ')}; ` +
        `${lh.runs} run${lh.runs === 1 ? '' : 's'} each): not the committed results.`,
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
  if (lh.baseline && r.bundle.baselineHome)
    lines.push(
      `The baseline \`${lh.baseline.short}\` (below): home JS ${kb(r.bundle.baselineHome.js.gzip)}, CSS ${kb(r.bundle.baselineHome.css.gzip)} gzip.`,
      '',
    );

  const current = Object.entries(lh.pages).map(([name, p]) => [name, p.current.medians] as const);
  if (lh.baseline) lines.push(...sideBySideMarkdown(lh));
  else {
    lines.push(
      `## Lighthouse 12 (mobile preset, simulated throttling, median of ${lh.runs})`,
      '',
      '| page | perf | a11y | best practices | SEO | LCP | TBT | CLS | bytes |',
      '|---|---|---|---|---|---|---|---|---|',
    );
    for (const [name, m] of current) lines.push(`| ${name} | ${figureCells(m)} |`);
    lines.push('');
  }
  lines.push(
    `Targets${lh.baseline ? ' (as before issue 35, on the current tree)' : ''}: performance ≥ 95, accessibility, best practices and SEO 100, ` +
      'LCP ≤ 2000 ms, TBT ≤ 150 ms, CLS ≤ 0.02.',
    '',
  );
  const missed = current
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
    const gaps = path.join(root, 'bench', 'GAPS.md');
    if (fs.existsSync(gaps)) lines.push(fs.readFileSync(gaps, 'utf8').trim(), '');
  }
  if (r.repeatVisit && r.repeatVisitChrome) {
    lines.push(
      '## Repeat visit (service worker and caches warm, to the first news title, median of 10)',
      '',
      '| mode | median | target | |',
      '|---|---|---|---|',
    );
    for (const [mode, v] of Object.entries(r.repeatVisit))
      lines.push(`| ${mode} | ${v.medianMs} ms | 500 ms | ${mark(v.medianMs <= 500)} |`);
    lines.push(
      '',
      '## Repeat visit, header, menu and footer (worker installed, desktop, to the first frame showing them, median of 10)',
      '',
      '| page and mode | median |',
      '|---|---|',
    );
    for (const [name, v] of Object.entries(r.repeatVisitChrome)) lines.push(`| ${name} | ${v.medianMs} ms |`);
    if (r.firstTap) {
      lines.push(
        '',
        '## First tap on a drawn page (phone size, CPU slowed 4x, first visit: the tap to the frame showing its answer, median of 5)',
        '',
        '| control, page | median | target | |',
        '|---|---|---|---|',
      );
      for (const [name, v] of Object.entries(r.firstTap))
        lines.push(`| ${name} | ${v.medianMs} ms | ${firstTapTargetMs} ms | ${mark(v.medianMs <= firstTapTargetMs)} |`);
    }
    // Hand-written context for these figures (before/after comparisons), kept next to them like GAPS.md.
    const notes = path.join(root, 'bench', 'NOTES.md');
    if (fs.existsSync(notes)) lines.push('', fs.readFileSync(notes, 'utf8').trim());
  }
  if (r.api) {
    lines.push(
      '',
      '## API (autocannon, 10 connections, 10 s)',
      '',
      '| endpoint | req/s | p50 | p99 | errors | target |',
      '|---|---|---|---|---|---|',
    );
    const apiTargets: Record<string, number> = { menu: 3000, dictionaries: 3000, newsList: 800, newsDetail: 800, search2char: 500 };
    for (const [name, v] of Object.entries(r.api)) {
      const target = apiTargets[name];
      const ok = v.requestsPerSec >= target && (target !== 800 || v.p99Ms < 50);
      lines.push(
        `| ${name} | ${v.requestsPerSec} | ${v.p50Ms} ms | ${v.p99Ms} ms | ${v.errors} | ≥ ${target}/s${target === 800 ? ', p99 < 50 ms' : ''}: ${mark(ok)} |`,
      );
    }
  }
  if (r.pages) lines.push('', ...pagesMarkdown(r.pages));
  lines.push('', '## Chunks', '', '| file | raw | gzip | brotli |', '|---|---|---|---|');
  for (const c of [...r.bundle.chunks].sort((a, b) => b.gzip - a.gzip))
    lines.push(`| ${c.file} | ${kb(c.raw)} | ${kb(c.gzip)} | ${kb(c.brotli)} |`);
  return lines.join('\n') + '\n';
}

/** perf, a11y, best practices, SEO, LCP, TBT, CLS, bytes: one table row's cells. */
function figureCells(m: LighthouseFigures): string {
  return [
    m.performance,
    m.accessibility,
    m.bestPractices,
    m.seo,
    `${m.lcpMs} ms`,
    `${m.tbtMs} ms`,
    m.cls,
    `${(m.totalBytes / 1024).toFixed(1)} KB`,
  ].join(' | ');
}

/** The Lighthouse section of a run with a baseline: both columns per page, issue 35's targets, every run's TBT. */
function sideBySideMarkdown(lh: LighthouseResults): string[] {
  const base = lh.baseline!;
  const cur = `${lh.current.short}${lh.current.changed ? '+' : ''}`;
  const pages = Object.entries(lh.pages) as [string, { current: Measured; baseline: Measured; targets: Verdict }][];
  const lines = [
    `## Lighthouse 12 (mobile preset, simulated throttling): baseline \`${base.short}\` beside the current tree \`${cur}\``,
    '',
    `Baseline \`${base.short}\`: ${base.why}, fixed in bench/baseline.json and built once in bench/.baseline/. Current ` +
      `\`${cur}\`: this tree's commit${lh.current.changed ? ' with its uncommitted changes (the +)' : ''}. Each served by its own ` +
      `server on a fresh database in the same run, every page asked twice before measuring; ${lh.runs} Lighthouse ` +
      `run${lh.runs === 1 ? '' : 's'} a page and side, interleaved (baseline then current, then current then baseline, …, the pairs ` +
      'counted on across pages), medians. Taken on one machine in the same minutes, the two columns compare builds where ' +
      'absolute figures depend on the machine and how busy it is.',
    '',
    `| page | perf ${base.short} | perf ${cur} | TBT ${base.short} | TBT ${cur} | LCP ${base.short} | LCP ${cur} | issue 35 targets |`,
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const [name, p] of pages) {
    const [b, c] = [p.baseline.medians, p.current.medians];
    lines.push(
      `| ${name} | ${b.performance} | ${c.performance} | ${b.tbtMs} ms | ${c.tbtMs} ms | ${b.lcpMs} ms | ${c.lcpMs} ms | ${p.targets.all ? 'met' : '**missed**'} |`,
    );
  }
  lines.push(
    '',
    `Issue 35's targets, on the current tree's medians: TBT ≤ ${targets.tbtMs} ms and ≤ ${targets.tbtShareOfBaseline} × the baseline's, ` +
      `performance ≥ ${targets.performance}, LCP not worse than the baseline's (by more than ${targets.lcpToleranceMs} ms: ` +
      'scripts/bench/compare.ts says why that margin).',
    '',
    `| page | TBT ≤ ${targets.tbtMs} ms | TBT ≤ ${targets.tbtShareOfBaseline} × baseline | performance ≥ ${targets.performance} | LCP ≤ baseline + ${targets.lcpToleranceMs} ms |`,
    '|---|---|---|---|---|',
  );
  for (const [name, p] of pages) {
    const v = verdictCells(p.current.medians, p.baseline.medians);
    lines.push(`| ${name} | ${v.tbt} | ${v.tbtShare} | ${v.performance} | ${v.lcp} |`);
  }
  lines.push('', 'Every figure, medians:', '', '| page | build | perf | a11y | best practices | SEO | LCP | TBT | CLS | bytes |');
  lines.push('|---|---|---|---|---|---|---|---|---|---|');
  const sides: [Side, string][] = [
    ['baseline', base.short],
    ['current', cur],
  ];
  for (const [name, p] of pages) for (const [side, label] of sides) lines.push(`| ${name} | ${label} | ${figureCells(p[side].medians)} |`);
  lines.push('', 'TBT of each run, each side in the order it ran:', '');
  for (const [name, p] of pages)
    lines.push(`- ${name}: ${sides.map(([side, label]) => `${label} ${p[side].runs.map((x) => x.tbtMs).join(' / ')} ms`).join('; ')}`);
  lines.push('');
  return lines;
}
