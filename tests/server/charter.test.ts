// The charter (校友会章程) is a site document, not a file of the build (issue 30 point 8): /pages/charter.html is drawn
// from it, 站点设置 › 章程 edits it, and a production site without one answers 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate.ts';
import { charter } from '../../server/db/seed/charter.ts';
import { serverSuite, startTestServer, staffToken, type TestServer } from '../helpers/server.ts';

const suite = serverSuite();
let editor: string;
let orgadmin: string;
beforeAll(async () => {
  editor = await staffToken(suite.server, 'editor');
  orgadmin = await staffToken(suite.server, 'orgadmin');
});

const page = (headers: Record<string, string> = {}) => suite.server.app.inject({ method: 'GET', url: '/pages/charter.html', headers });
const saveCharter = (token: string | null, body: object) => suite.inject(token, 'PUT', '/api/admin/site/documents/charter', body);

describe('GET /pages/charter.html', () => {
  it("is the demo's charter document: its title and articles, its stylesheet, no script; revalidated by ETag", async () => {
    const res = await page();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(`<title>${charter.title}</title>`);
    expect(res.body).toContain(`<h1>${charter.title}</h1>`);
    expect(res.body).toContain('<h2 id="ch5-title">第五章　附则</h2>');
    expect(res.body).not.toMatch(/<script|<style/i);
    const css = /<link rel="stylesheet" href="(\/pages\/document\.css\?v=[0-9a-f]+)">/.exec(res.body)?.[1];
    expect(css).toBeDefined();
    const sheet = await suite.server.app.inject({ method: 'GET', url: css! });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toMatch(/^text\/css/);
    expect(sheet.headers['cache-control']).toContain('immutable');
    expect(sheet.body).toContain('nav.toc');

    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    expect((await page({ 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('shows what the console saved at once, sanitised, and nothing of the demo college', async () => {
    const before = String((await page()).headers.etag);
    const res = await saveCharter(editor, {
      title: '临江理工学院校友会章程',
      content:
        '<h2 id="c1">第一章</h2><p onclick="alert(1)"><span class="art">第一条</span>本会名称为临江理工学院校友会。</p><script>alert(2)</script>',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [audit] = await suite.server.db.query<{ summary: string; entity: string }>(
      'select summary, entity from audit_log order by id desc limit 1',
    );
    expect(audit).toEqual({ summary: '修改校友会章程「临江理工学院校友会章程」', entity: 'site_document' });

    const after = await page({ 'if-none-match': before });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
    expect(after.body).toContain('<h1>临江理工学院校友会章程</h1>');
    expect(after.body).toContain('<span class="art">第一条</span>本会名称为临江理工学院校友会。');
    expect(after.body).not.toMatch(/onclick|<script|alert/);
    expect(after.body).not.toContain('滨江');
  });

  it('is drawn sanitised even when the stored row is not (written by a script, not through the console)', async () => {
    const server = await startTestServer();
    try {
      await server.db.query("update site_document set content = $1 where key = 'charter'", [
        '<p>第一条</p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">链接</a>',
      ]);
      const res = await server.app.inject({ method: 'GET', url: '/pages/charter.html' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<p>第一条</p>');
      expect(res.body).not.toMatch(/onerror|<script|javascript:|alert/);
    } finally {
      await server.close();
    }
  });

  it('is refused to staff who do not edit published content, and to no one signed in', async () => {
    const body = { title: '章程改', content: '<p>改</p>' };
    expect((await saveCharter(orgadmin, body)).statusCode).toBe(403);
    expect((await saveCharter(null, body)).statusCode).toBe(401);
    expect((await page()).body).not.toContain('章程改');
  });

  it('takes no new version: only the privacy policy is agreed to', async () => {
    const res = await saveCharter(editor, { title: '临江理工学院校友会章程', content: '<p>第二稿</p>', newVersion: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.version).toBe(1);
  });
});

describe('a production site', () => {
  let prod: TestServer;
  beforeAll(async () => {
    prod = await startTestServer({ production: true, loginStandin: false });
  });
  afterAll(() => prod?.close());

  it('has no charter: the page is 404, and its skeleton menu does not link it', async () => {
    const res = await prod.app.inject({ method: 'GET', url: '/pages/charter.html' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('本站尚未发布此文档');
    expect(await prod.db.query("select id from site_column where link_url = '/pages/charter.html'")).toEqual([]);
  });

  it('gets no demo text from migration 034, even with a column that frames the charter', async () => {
    await prod.db.query(
      "insert into site_column (id, pid, name, link_url, open_type, sort) values (900, 0, '章程', '/pages/charter.html', 'iframe', 99)",
    );
    await prod.db.query("delete from schema_migrations where version like '034_%'");
    await migrate(prod.db);
    expect(await prod.db.query("select key from site_document where key = 'charter'")).toEqual([]);
  });
});

describe('migration 034', () => {
  it("gives a demo database seeded before it the seed's charter, and keeps one that is there", async () => {
    const { db } = suite.server;
    const keep = await db.query<{ title: string }>("select title from site_document where key = 'charter'");
    await db.query("delete from schema_migrations where version like '034_%'");
    await migrate(db);
    expect(await db.query<{ title: string }>("select title from site_document where key = 'charter'")).toEqual(keep);

    await db.query("delete from site_document where key = 'charter'");
    await db.query("delete from schema_migrations where version like '034_%'");
    await migrate(db);
    const [row] = await db.query<{ title: string; content: string }>("select title, content from site_document where key = 'charter'");
    expect(row).toEqual(charter);
  });
});
