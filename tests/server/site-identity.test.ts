import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffToken, startTestServer, type TestServer } from '../helpers/server.ts';

// Another college without code or a rebuild (issues 30.8, 31.6): its names and card prefix are 站点设置 (site_info),
// read at run time by the manifest, the pages the server sends, the card numbers it issues and the door.
const dist = path.resolve(import.meta.dirname, '../../dist');
const ssr = path.resolve(import.meta.dirname, '../../dist-ssr');
if (!fs.existsSync(path.join(ssr, 'entry-server.js'))) throw new Error('run `npm run build` first: these tests read server-drawn pages');

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer({ distDir: dist, ssrDir: ssr, loginStandin: true, renderRateLimit: 10_000 });
  admin = await staffToken(server, 'admin');
});
afterAll(() => server?.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: { authorization: `Bearer ${admin}` }, ...(payload ? { payload } : {}) });

/** Edits the site_info entry `value` through the console, as 站点设置 saves it. */
async function setSiteInfo(value: string, label: string) {
  const entries = (await call('GET', '/api/admin/site/dicts?dictType=site_info')).json().data as Array<{
    id: number;
    dictValue: string;
    sort: number;
  }>;
  const entry = entries.find((e) => e.dictValue === value);
  if (!entry) throw new Error(`site_info has no ${value}`);
  return call('PUT', `/api/admin/site/dicts/${entry.id}`, { dictLabel: label, dictValue: value, sort: entry.sort });
}

const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const meta = (html: string, name: string) => new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1];

describe('another college, set in 站点设置', () => {
  it('refuses a card prefix that is not 2–8 letters with a 400 naming the label, and keeps the old one', async () => {
    for (const typed of ['H1', 'A', 'ABCDEFGHI', '湖大', 'HZ-U']) {
      const res = await setSiteInfo('card_prefix', typed);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, msg: '卡号前缀应为 2–8 个英文字母，如 XYK', data: { field: 'dictLabel' } });
    }
    const [{ label }] = await server.db.query<{ label: string }>(
      "select dict_label as label from sys_dict where dict_type = 'site_info' and dict_value = 'card_prefix'",
    );
    expect(label).toBe('BJCC');
  });

  it('names the manifest, the pages, the card numbers and the door after the new settings', async () => {
    // Seen once before the change, so a stale copy (the manifest's, a drawn page's) would show.
    expect((await server.app.inject('/manifest.webmanifest')).json().short_name).toBe('滨江校友');
    expect(head((await server.app.inject('/')).body)).toContain('<title>滨江城市学院校友总会</title>');

    for (const [value, label] of [
      ['name', '湖州大学'],
      ['short_name', '湖大校友'],
      ['mini_program_name', '湖大校友通'],
      ['card_prefix', ' hzu '],
    ]) {
      expect((await setSiteInfo(value, label)).statusCode).toBe(200);
    }
    const stored = (await call('GET', '/api/admin/site/dicts?dictType=site_info')).json().data as Array<{
      dictValue: string;
      dictLabel: string;
    }>;
    expect(stored.find((e) => e.dictValue === 'card_prefix')?.dictLabel).toBe('HZU');

    // The manifest: the new names, the build's static fields, revalidated each time.
    const manifest = await server.app.inject('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toMatchObject({
      name: '湖州大学校友总会',
      short_name: '湖大校友',
      description: '湖州大学校友总会官方门户：学校新闻、校友活动、杰出校友、校友组织与校友服务。',
      start_url: '/',
      display: 'standalone',
      icons: expect.arrayContaining([expect.objectContaining({ src: '/icons/icon-512.png' })]),
    });
    const again = await server.app.inject({ url: '/manifest.webmanifest', headers: { 'if-none-match': String(manifest.headers.etag) } });
    expect(again.statusCode).toBe(304);

    // A drawn page and a page the browser draws: title, description and home-screen title.
    const drawn = await server.app.inject('/');
    expect(drawn.body).toContain('id="portal-state"');
    for (const html of [drawn.body, (await server.app.inject('/login')).body]) {
      expect(head(html)).toContain('<title>湖州大学校友总会</title>');
      expect(meta(html, 'description')).toBe('湖州大学校友总会官方门户：学校新闻、校友活动、杰出校友、校友组织与校友服务。');
      expect(meta(html, 'apple-mobile-web-app-title')).toBe('湖大校友');
      expect(head(html)).not.toContain('滨江');
    }

    // A card verified now is numbered with the new prefix.
    const [{ id: wang }] = await server.db.query<{ id: number }>("select id from app_user where name = '王芳'");
    const decided = await call('POST', `/api/admin/review/cards/${wang}/decision`, { action: 'approve' });
    expect(decided.statusCode).toBe(200);
    const cardNo = decided.json().data.fields.find((f: { key: string }) => f.key === 'cardNo').value as string;
    expect(cardNo).toMatch(/^HZU-2014-\d{6}$/);

    // The door reads it, typed in full or as the digits alone, and shows the new prefix in its example.
    const [{ id: activityId }] = await server.db.query<{ id: number }>('select id from activity order by id limit 1');
    await server.db.query(
      "update activity set start_time = now() + interval '30 minutes', end_time = now() + interval '3 hours' where id = $1",
      [activityId],
    );
    const door = (typed: string) => call('POST', `/api/admin/events/activities/${activityId}/checkin`, { cardNo: typed });
    for (const typed of [cardNo.toLowerCase(), cardNo.slice('HZU-'.length)]) {
      const res = await door(typed);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ name: '王芳', cardNo });
    }
    const malformed = await door('HZU 2014');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      msg: '卡号格式不正确：应为字母前缀、4 位年份和 6 位序号，如 HZU-2016-000315',
      data: { field: 'cardNo' },
    });
  });
});
