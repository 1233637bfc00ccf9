// `npm run bench -- --scale [--alumni 100000]`: the portal at a large college's size (issue 31). Fills a fresh database
// (embedded, or the one DATABASE_URL names) with seed:scale's synthetic alumni, then measures the directory, a name
// search, the card queue's keyword search and the audit log page under load, a 100,000-row roster file previewed and
// imported, a 50,000-row export while the directory is read, and the clean-up job. Writes bench/scale-pglite.json or
// bench/scale-postgres.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startPortal } from '../../tests/helpers/portal.ts';
import { readConfig } from '../../server/config/index.ts';
import { loadDataKeys } from '../../server/crypto/data-keys.ts';
import { connect } from '../../server/db/connect.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seedIfEmpty } from '../../server/db/seed/index.ts';
import { seedScale } from '../../server/db/seed/scale.ts';
import { runRetention } from '../../server/jobs/retention.ts';
import { percentile } from './load.ts';

const root = path.resolve(import.meta.dirname, '../..');
const log = (msg: string) => console.log(`[bench scale ${new Date().toISOString().slice(11, 19)}] ${msg}`);
const { values } = parseArgs({ options: { alumni: { type: 'string', default: '100000' }, scale: { type: 'boolean' } }, strict: false });
const alumni = Number(values.alumni);
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-scale-'));
const dataKeys = process.env.DATA_KEYS ?? `bench:${Buffer.alloc(32, 'scale').toString('base64')}`;
const env = { DATA_KEYS: dataKeys, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };

const seedStarted = performance.now();
{
  const keys = loadDataKeys({ dataKeys, dataDir, embedded: !databaseUrl, create: true });
  const db = await connect({ databaseUrl, dataDir });
  await migrate(db);
  await seedIfEmpty(db, { demo: true, keys });
  await seedScale(db, keys, alumni);
  await db.exec('vacuum analyze');
  await db.close();
}
const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;
log(`seeded ${alumni} alumni on ${databaseUrl ? 'PostgreSQL' : 'PGlite'} in ${seedSeconds} s`);

type Row = { requestsPerSec: number; p50Ms: number; p99Ms: number; errors: number; non2xx: number };
const results: {
  database: string;
  alumni: number;
  seedSeconds: number;
  api: Record<string, Row>;
  export?: { rows: number; seconds: number; bytes: number; readsDuring: number; readsP99Ms: number };
  cleanupSeconds?: number;
  rosterImport?: { rows: number; bytes: number; previewSeconds: number; importSeconds: number };
} = { database: databaseUrl ? 'postgres' : 'pglite', alumni, seedSeconds, api: {} };

// The clean-up job before the server starts (which runs it once at start): on the uploads as seeded, half unreferenced.
{
  const config = readConfig({ ...process.env, DATA_DIR: dataDir });
  const db = await connect({ databaseUrl, dataDir });
  const started = performance.now();
  const run = await runRetention(db, config, new Date());
  results.cleanupSeconds = Math.round((performance.now() - started) / 10) / 100;
  log(`clean-up job: ${results.cleanupSeconds} s (${run.uploads} unreferenced uploads forgotten)`);
  await db.close();
}
const portal = await startPortal({ LOG_LEVEL: 'error', LOGIN_STANDIN: 'true', ...env }, { dataDir, apiOnly: true });
try {
  const alumnus = await alumnusToken(portal.url, 'demo-zhangming');
  const staff = await staffToken(portal.url);
  const rows: Record<string, [string, string]> = {
    directory: ['/api/alumsearch/list?pageNum=1&pageSize=20', alumnus],
    nameSearch2: [`/api/alumsearch/list?pageNum=1&pageSize=20&name=${encodeURIComponent('张伟')}`, alumnus],
    nameSearch1: [`/api/alumsearch/list?pageNum=1&pageSize=20&name=${encodeURIComponent('王')}`, alumnus],
    cardQueueSearch: [`/api/admin/review/cards?pageNum=1&pageSize=20&keyword=${encodeURIComponent('张')}`, staff],
    auditPage: ['/api/admin/audit?pageNum=1&pageSize=20', staff],
  };
  for (const [name, [url, token]] of Object.entries(rows)) {
    const r = await autocannon({ url: portal.url + url, connections: 10, duration: 10, headers: { authorization: `Bearer ${token}` } });
    results.api[name] = {
      requestsPerSec: Math.round(r.requests.average),
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      errors: r.errors,
      non2xx: r.non2xx,
    };
    log(`${name}: ${results.api[name].requestsPerSec} req/s, p99 ${results.api[name].p99Ms} ms, non-2xx ${r.non2xx}`);
  }

  // 花名册导入 (issue 32): a 100,000-row CSV (the most a file may hold) previewed, then imported as one batch.
  {
    const csv = rosterCsv(100_000);
    const send = async (step: 'preview' | 'import') => {
      const form = new FormData();
      form.append('file', new Blob([csv]), '花名册.csv');
      const started = performance.now();
      const res = await fetch(`${portal.url}/api/admin/alumni/${step}`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${staff}` },
      });
      const body = (await res.json()) as { code: number; msg: string };
      if (body.code !== 0) throw new Error(`roster ${step}: ${res.status} ${body.msg}`);
      return Math.round((performance.now() - started) / 100) / 10;
    };
    const previewSeconds = await send('preview');
    const importSeconds = await send('import');
    results.rosterImport = { rows: 100_000, bytes: Buffer.byteLength(csv), previewSeconds, importSeconds };
    log(`roster import: 100000 rows (${Buffer.byteLength(csv)} bytes), preview ${previewSeconds} s, import ${importSeconds} s`);
  }

  // The audit log export (50,000 rows, the most it gives) while 10 connections read the directory; a small export
  // first, so that the spreadsheet library's one-time load is not counted.
  await (await fetch(`${portal.url}/api/admin/audit/export?entity=staff`, { headers: { authorization: `Bearer ${staff}` } })).arrayBuffer();
  const during: number[] = [];
  let exporting = false;
  const reads = autocannon(
    { url: portal.url + rows.directory[0], connections: 10, duration: 120, headers: { authorization: `Bearer ${alumnus}` } },
    () => undefined,
  );
  reads.on('response', (_c, _status, _bytes, ms) => exporting && during.push(ms));
  await new Promise((resolve) => reads.once('tick', resolve));
  exporting = true;
  const started = performance.now();
  const file = await fetch(`${portal.url}/api/admin/audit/export?format=xlsx`, { headers: { authorization: `Bearer ${staff}` } });
  const bytes = (await file.arrayBuffer()).byteLength;
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  exporting = false;
  reads.stop();
  during.sort((a, b) => a - b);
  results.export = { rows: 50_000, seconds, bytes, readsDuring: during.length, readsP99Ms: percentile(during, 99) };
  log(
    `export: ${file.status}, ${bytes} bytes in ${seconds} s; ${during.length} directory reads meanwhile, p99 ${results.export.readsP99Ms} ms`,
  );
} finally {
  await portal.stop();
}

fs.rmSync(dataDir, { recursive: true, force: true });

const outDir = path.join(root, 'bench');
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, `scale-${results.database}.json`), JSON.stringify(results, null, 2) + '\n');
log(`wrote bench/scale-${results.database}.json`);

async function alumnusToken(base: string, openid: string) {
  const state = 'AbCdE12345';
  const confirm = await fetch(`${base}/dev/wx-qrconnect/confirm`, {
    method: 'POST',
    redirect: 'manual',
    headers: { host: 'portal.test', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ openid, redirect_uri: `${base}/wxMpQrCodeRedirect?redirect_url=%2F`, state }).toString(),
  });
  const code = new URL(confirm.headers.get('location')!).searchParams.get('code');
  const res = await fetch(`${base}/api/login/wxMpQrCodeLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code, state }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

async function staffToken(base: string) {
  const res = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'admin', password: 'demo-admin' }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** A roster file of `n` valid rows, as a college's registrar exports one (UTF-8 CSV, the template's columns). */
function rosterCsv(n: number): string {
  const faculties = ['信息工程学院', '经济管理学院', '建筑工程学院', '人文与传媒学院'];
  const lines = ['姓名,学号,性别,院系,专业,班级,入学年份,毕业年份,学历,身份证号,手机,邮箱,工作单位,所在城市'];
  for (let i = 0; i < n; i++) {
    const entry = 1990 + (i % 30);
    lines.push(
      [
        `花名册校友${i}`,
        `R${String(i).padStart(8, '0')}`,
        i % 2 ? '男' : '女',
        faculties[i % 4],
        '软件工程',
        `${entry % 100}级${(i % 6) + 1}班`,
        entry,
        entry + 4,
        '本科',
        '',
        `139${String(i).padStart(8, '0')}`,
        '',
        '',
        '杭州',
      ].join(','),
    );
  }
  return lines.join('\n') + '\n';
}
