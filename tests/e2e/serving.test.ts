import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { e2eSuite } from '../helpers/e2e.ts';
import { startPortal } from '../helpers/portal.ts';
import { ELDER_BOOT_SCRIPT, elderBootHash } from '../../src/shared/elder-boot.ts';

// Everything here is asked over HTTP: no browser.
const suite = e2eSuite({ browser: false });

describe('npm start serving', () => {
  it('serves index.html uncached with security headers, and hashed assets for a year, compressed', async () => {
    const index = await fetch(suite.portal.url + '/');
    expect(index.status).toBe(200);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    const csp = index.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(index.headers.get('x-content-type-options')).toBe('nosniff');
    expect(index.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const html = await index.text();
    // The server-drawn page's data is a JSON data block, never run; the one inline script is 长辈模式's, named in the CSP.
    const inline = [...html.matchAll(/<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>([\s\S]*?)<\/script>/g)];
    expect(inline.map((m) => m[1])).toEqual([ELDER_BOOT_SCRIPT]);
    expect(csp).toContain(elderBootHash());
    const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)![1];
    const js = await fetch(suite.portal.url + asset, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(js.status).toBe(200);
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(['br', 'gzip']).toContain(js.headers.get('content-encoding'));
  });

  it('preloads the chunks of the page asked for, and answers / to a client that accepts no compression', async () => {
    const manifest = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../dist/.vite/manifest.json'), 'utf8'));
    const chunk = (route: string) => `/${manifest[`src/routes/${route}.tsx?tsr-split=component`].file}`;
    // A page drawn in the browser preloads them with links; a server-drawn one names them for the entry to fetch
    // after its first paint.
    const preloads = async (pagePath: string) => {
      const html = await (await fetch(suite.portal.url + pagePath)).text();
      const named = /<meta name="portal-route-modules" content="([^"]*)">/.exec(html)?.[1].split(' ') ?? [];
      return [...[...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]), ...named];
    };
    expect(await preloads('/')).toContain(chunk('index'));
    expect(await preloads('/article/newDetails/3')).toContain(chunk('article/newDetails.$id'));
    expect(await preloads('/article/newDetails/3')).not.toContain(chunk('index'));
    expect(await preloads('/my/alumInfo')).toEqual(expect.arrayContaining([chunk('_login/my'), chunk('_login/my/alumInfo')]));

    // Node's http sends no Accept-Encoding unless told to.
    const http = await import('node:http');
    const status = await new Promise<number>((resolve, reject) =>
      http.get(suite.portal.url + '/', (res) => (res.resume(), resolve(res.statusCode!))).on('error', reject),
    );
    expect(status).toBe(200);
  });

  it('answers client routes with index.html and unknown API paths with the 404 envelope', async () => {
    const route = await fetch(suite.portal.url + '/article/newDetails/3');
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<div id="root">');
    const api = await fetch(suite.portal.url + '/api/unknown');
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ code: 404, data: null });
    const missingFile = await fetch(suite.portal.url + '/assets/missing-123.js');
    expect(missingFile.status).toBe(404);
  });

  it('serves the seeded images and QR codes from the project itself', async () => {
    const dicts = (await (await fetch(suite.portal.url + '/api/sysdict/dictList')).json()).data as Array<{
      dictType: string;
      dataList: Array<{ dictLabel: string }>;
    }>;
    const images = dicts.filter((d) => d.dictType === 'site_qrcode').flatMap((d) => d.dataList.map((e) => e.dictLabel));
    const news = (await (await fetch(suite.portal.url + '/api/alumnews/list?pageSize=50')).json()).data.list as Array<{ cover: string }>;
    for (const src of [...images, ...new Set(news.map((n) => n.cover))]) {
      expect(src.startsWith('/')).toBe(true);
      const res = await fetch(suite.portal.url + src);
      expect(res.status, src).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\//);
    }
  });

  it('creates and seeds the database on first start, and keeps it (without seeding twice) on restart', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-restart-'));
    const totals: number[] = [];
    try {
      for (let run = 0; run < 2; run++) {
        // The sources through tsx, as `npm start` runs them (every other test server runs the run's bundle of them).
        const server = await startPortal({}, { dataDir, source: true });
        totals.push((await (await fetch(server.url + '/api/alumnews/list')).json()).data.total);
        await server.stop();
        expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true);
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    expect(totals[0]).toBeGreaterThanOrEqual(30);
    expect(totals[1]).toBe(totals[0]);
    // Two whole starts, the first creating, migrating and seeding the database: what `npm start` does, which on a
    // busy two-core machine takes longer than the minute a test is given.
  }, 180_000);
});
