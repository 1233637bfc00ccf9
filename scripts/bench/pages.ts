// Server-drawn pages under load, as `npm run bench` reports them beside the API rows: home, the news list and a news
// detail at 10 connections, warm (one address asked again and again: what a render cache serves) and cold (every
// request an address the server has not drawn before). Run on its own: npx tsx scripts/bench/pages.ts (needs a build).
import path from 'node:path';
import autocannon from 'autocannon';
import { requireDrawnBuild, startPortal } from '../../tests/helpers/portal.ts';
import { runLoad } from './load.ts';

/** What a browser sends when it opens a page. */
export const pageHeaders = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'accept-encoding': 'gzip, br' };
export const pageTargets = { pagesPerSec: 1500, p99Ms: 30 };
const CONNECTIONS = 10;
const WARM_SECONDS = 10;
/** Cold runs are bounded by count: each address is asked once, so they end when the addresses do. */
const COLD_REQUESTS = 300;

export interface PageFigures {
  requests: number;
  pagesPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** answers that were the browser-drawn index.html (a render that failed, was late or was refused) */
  browserDrawn: number;
}
export interface PageRow {
  warm: PageFigures;
  cold: PageFigures & { distinctUrls: number; how: string };
  /** a repeat visitor sending If-None-Match; absent when the server gives drawn pages no ETag */
  revalidated?: PageFigures & { notModified: number };
}
export type PageRows = Record<'home' | 'newsList' | 'newsDetail', PageRow>;

export interface PublicIds {
  news: number[];
  activities: number[];
  alumni: number[];
}

/** Ids of every public record with a detail page (the seed has a few dozen of each). */
export async function publicIds(url: string): Promise<PublicIds> {
  const ids = async (api: string) => {
    const out: number[] = [];
    for (let page = 1; page <= 20; page++) {
      const data = (await (await fetch(`${url}/api/${api}/list?pageNum=${page}&pageSize=50`)).json()).data;
      out.push(...data.list.map((r: { id: number }) => r.id));
      if (out.length >= data.total || data.list.length === 0) break;
    }
    return out;
  };
  const [news, activities, alumni] = await Promise.all([ids('alumnews'), ids('alumactivity'), ids('alumoutstanding')]);
  return { news, activities, alumni };
}

export const detailPath = {
  news: (id: number) => `/article/newDetails/${id}`,
  activities: (id: number) => `/article/activityDetails/${id}`,
  alumni: (id: number) => `/article/alumniDetails/${id}`,
};

const figures = (r: autocannon.Result, pagesPerSec: number, browserDrawn = 0): PageFigures => ({
  requests: r.requests.total,
  pagesPerSec: Math.round(pagesPerSec),
  p50Ms: r.latency.p50,
  p99Ms: r.latency.p99,
  errors: r.errors,
  timeouts: r.timeouts,
  non2xx: r.non2xx,
  browserDrawn,
});

async function warm(url: string, path: string): Promise<PageFigures> {
  const run = runLoad({ url: url + path, connections: CONNECTIONS, duration: WARM_SECONDS, headers: pageHeaders });
  const r = await run.done;
  return figures(r, r.requests.average, run.browserDrawn());
}

/** Every request takes the next address of `paths`, shared by all connections, so none is asked twice. */
async function cold(url: string, paths: string[]): Promise<PageFigures> {
  let next = 0;
  const run = runLoad({
    url,
    connections: CONNECTIONS,
    amount: paths.length,
    headers: pageHeaders,
    timeout: 10,
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) }],
  });
  const r = await run.done;
  // Over the run's own length: a run of a few seconds has too few one-second samples for autocannon's average.
  return figures(r, r.requests.total / Math.max(r.duration, 0.001), run.browserDrawn());
}

async function revalidated(url: string, path: string): Promise<PageRow['revalidated']> {
  const etag = (await fetch(url + path, { headers: pageHeaders })).headers.get('etag');
  if (!etag) return undefined;
  const r = await autocannon({
    url: url + path,
    connections: CONNECTIONS,
    duration: 5,
    headers: { ...pageHeaders, 'if-none-match': etag },
  });
  // A 304 is the answer wanted here, not a failure: count it apart from the other non-2xx answers.
  const notModified = r.statusCodeStats?.['304']?.count ?? 0;
  return { ...figures(r, r.requests.average), non2xx: r.non2xx - notModified, notModified };
}

export async function measurePages(url: string, log: (msg: string) => void = () => undefined): Promise<PageRows> {
  const ids = await publicIds(url);
  const [newsId, ...otherNews] = ids.news;
  const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);
  const targets = {
    home: {
      warm: '/',
      // Home has one address. `?cold=N` is the same page at new addresses: cold only while drawn pages are kept by
      // their full address; a cache that drops unknown parameters answers these as warm, which the row then shows.
      cold: range(1, COLD_REQUESTS).map((n) => `/?cold=${n}`),
      how: '`/?cold=N`',
    },
    newsList: {
      warm: '/article/collegeNews',
      cold: range(2, COLD_REQUESTS).map((n) => `/article/collegeNews?page=${n}`),
      how: '`?page=2…`, most past the last page (an empty list, header, menu and footer drawn)',
    },
    newsDetail: {
      warm: detailPath.news(newsId),
      cold: otherNews.map(detailPath.news),
      how: 'each other seeded news item once',
    },
  };
  // A first few draws of unrelated pages, so the cold rows do not pay for the JIT's start.
  await autocannon({
    url,
    connections: 2,
    amount: 20,
    headers: pageHeaders,
    requests: [{ path: '/article/activities' }, { path: detailPath.alumni(ids.alumni[0]) }],
  });

  type Name = keyof PageRows;
  const names = Object.keys(targets) as Name[];
  // Cold first: a warm run draws its address, which the cold sets leave out anyway.
  const colds = {} as Record<Name, PageRow['cold']>;
  for (const name of names) {
    const t = targets[name];
    colds[name] = { ...(await cold(url, t.cold)), distinctUrls: t.cold.length, how: t.how };
    log(`pages ${name} cold: ${colds[name].pagesPerSec} pages/s, p99 ${colds[name].p99Ms} ms over ${t.cold.length} addresses`);
  }
  const rows = {} as PageRows;
  for (const name of names) {
    const w = await warm(url, targets[name].warm);
    log(`pages ${name} warm: ${w.pagesPerSec} pages/s, p99 ${w.p99Ms} ms`);
    const r = await revalidated(url, targets[name].warm);
    if (r) log(`pages ${name} If-None-Match: ${r.notModified} of ${r.requests} answered 304`);
    rows[name] = { warm: w, cold: colds[name], revalidated: r };
  }
  return rows;
}

/** Markdown lines for RESULTS.md: one table, the method beneath it. */
export function pagesMarkdown(rows: PageRows): string[] {
  const mark = (ok: boolean) => (ok ? 'met' : '**missed**');
  const lines = [
    `## Server-drawn pages (autocannon, ${CONNECTIONS} connections, \`accept: text/html\`, \`accept-encoding: gzip, br\`)`,
    '',
    '| page | run | pages/s | p50 | p99 | errors + timeouts | non-2xx | browser-drawn | target |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const [name, row] of Object.entries(rows)) {
    const w = row.warm;
    // index.html answered at once is no drawn page, however fast.
    const ok = w.pagesPerSec >= pageTargets.pagesPerSec && w.p99Ms < pageTargets.p99Ms && w.browserDrawn === 0;
    lines.push(
      `| ${name} | warm | ${w.pagesPerSec} | ${w.p50Ms} ms | ${w.p99Ms} ms | ${w.errors + w.timeouts} | ${w.non2xx} | ${w.browserDrawn} | ≥ ${pageTargets.pagesPerSec}/s, p99 < ${pageTargets.p99Ms} ms, all drawn: ${mark(ok)} |`,
    );
    const c = row.cold;
    lines.push(
      `| ${name} | cold (${c.distinctUrls} addresses) | ${c.pagesPerSec} | ${c.p50Ms} ms | ${c.p99Ms} ms | ${c.errors + c.timeouts} | ${c.non2xx} | ${c.browserDrawn} | reported |`,
    );
    const r = row.revalidated;
    if (r)
      lines.push(
        `| ${name} | If-None-Match | ${r.pagesPerSec} | ${r.p50Ms} ms | ${r.p99Ms} ms | ${r.errors + r.timeouts} | ${r.non2xx} | – | ${r.notModified} of ${r.requests} answered 304 |`,
      );
  }
  lines.push(
    '',
    `Warm: the same address for ${WARM_SECONDS} s. Cold: every request a different address, each asked once ` +
      `(so the run ends with the addresses and a p99 of a few dozen is near the max): ` +
      Object.entries(rows)
        .map(([name, row]) => `${name} ${row.cold.how}`)
        .join('; ') +
      '. Browser-drawn: answers that were the plain index.html (under 8 KB), not a drawn page. ' +
      'If-None-Match rows appear once drawn pages carry an ETag (a repeat visitor).',
  );
  return lines;
}

if (import.meta.filename === path.resolve(process.argv[1])) {
  requireDrawnBuild();
  const portal = await startPortal({ LOG_LEVEL: 'error' });
  try {
    const rows = await measurePages(portal.url, (msg) => console.log(`[pages ${new Date().toISOString().slice(11, 19)}] ${msg}`));
    console.log(pagesMarkdown(rows).join('\n'));
  } finally {
    await portal.stop();
  }
}
