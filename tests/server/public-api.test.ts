import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = async (url: string) => {
  const res = await server.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
};

describe('menu', () => {
  it('answers the tree under the root column with children', async () => {
    const { status, body } = await get('/api/alumsitecolumn/selectList?pid=1');
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    const names = body.data.map((m: { name: string }) => m.name);
    expect(names).toContain('首页');
    const news = body.data.find((m: { name: string }) => m.name === '校友动态');
    expect(news.children.map((c: { linkUrl: string }) => c.linkUrl)).toEqual([
      '/article/collegeNews',
      '/article/activities',
      '/article/outstandingAlumni',
    ]);
    const about = body.data.find((m: { name: string }) => m.name === '关于我们');
    expect(about.children.some((c: { openType: string }) => c.openType === 'iframe')).toBe(true);
    expect(
      about.children.some((c: { openType: string; linkUrl: string }) => c.openType === 'external' && c.linkUrl.startsWith('http')),
    ).toBe(true);
  });

  it('defaults pid to the configured root and answers an empty list for an unknown root', async () => {
    expect((await get('/api/alumsitecolumn/selectList')).body.data.length).toBeGreaterThan(3);
    expect((await get('/api/alumsitecolumn/selectList?pid=999')).body.data).toEqual([]);
  });

  it('rejects a pid that is not a whole number with 400 naming the field', async () => {
    const { status, body } = await get('/api/alumsitecolumn/selectList?pid=abc');
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 400, data: { field: 'pid' } });
    expect(body.msg).toContain('pid');
    expect(body.msg).toMatch(/整数/);
  });
});

describe('dictionaries', () => {
  it('groups entries by dictType with dataList of dictValue and dictLabel', async () => {
    const { body } = await get('/api/sysdict/dictList');
    const types = body.data.map((d: { dictType: string }) => d.dictType);
    for (const type of ['site_info', 'footer_school_links', 'footer_faculty_links', 'site_contact', 'site_qrcode', 'site_filing']) {
      expect(types).toContain(type);
    }
    const contact = body.data.find((d: { dictType: string }) => d.dictType === 'site_contact');
    expect(contact.dataList.filter((e: { dictValue: string }) => e.dictValue === 'email')).toHaveLength(2);
    expect(Object.keys(contact.dataList[0]).sort()).toEqual(['dictLabel', 'dictValue']);
  });
});

describe('notice total', () => {
  it('answers the count and the latest notice', async () => {
    const { body } = await get('/api/alumnotice/total');
    expect(body.code).toBe(0);
    expect(body.data.total).toBeGreaterThan(0);
    expect(body.data.latest.title).toBeTruthy();
  });
});

// Activities are listed by when they take place (below); the other areas newest first.
describe.each([
  ['/api/alumnews', 30, 'title', true],
  ['/api/alumactivity', 12, 'title', false],
  ['/api/alumoutstanding', 12, 'name', true],
  ['/api/alumorganization', 6, 'name', true],
  ['/api/alumnotice', 6, 'title', true],
])('%s', (prefix, atLeast, titleField, newestFirst) => {
  it('lists with list, total, pageNum and pageSize', async () => {
    const { status, body } = await get(`${prefix}/list?pageNum=1&pageSize=5`);
    expect(status).toBe(200);
    expect(body.data.total).toBeGreaterThanOrEqual(atLeast);
    expect(body.data).toMatchObject({ pageNum: 1, pageSize: 5 });
    expect(body.data.list).toHaveLength(5);
    const dates = body.data.list.map((i: { publishedAt: string }) => Date.parse(i.publishedAt));
    if (newestFirst) expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(body.data.list[0]).not.toHaveProperty('content');
  });

  it('pages without overlap and answers an empty list past the end', async () => {
    const one = (await get(`${prefix}/list?pageNum=1&pageSize=3`)).body.data.list.map((i: { id: number }) => i.id);
    const two = (await get(`${prefix}/list?pageNum=2&pageSize=3`)).body.data.list.map((i: { id: number }) => i.id);
    expect(one.filter((id: number) => two.includes(id))).toEqual([]);
    const past = (await get(`${prefix}/list?pageNum=9999&pageSize=10`)).body.data;
    expect(past.list).toEqual([]);
    expect(past.total).toBeGreaterThanOrEqual(atLeast);
  });

  it.each([
    ['pageNum=0', 'pageNum'],
    ['pageNum=-1', 'pageNum'],
    ['pageSize=0', 'pageSize'],
    ['pageSize=51', 'pageSize'],
    ['pageSize=abc', 'pageSize'],
    ['pageNum=1.5', 'pageNum'],
  ])('rejects %s with 400 naming %s', async (query, field) => {
    const { status, body } = await get(`${prefix}/list?${query}`);
    expect(status).toBe(400);
    expect(body.code).toBe(400);
    expect(body.data.field).toBe(field);
    expect(body.msg).toContain(field);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts|stack/i);
  });

  it('answers a detail with content and prev/next neighbours', async () => {
    const list = (await get(`${prefix}/list?pageNum=1&pageSize=3`)).body.data.list;
    const { body } = await get(`${prefix}/${list[1].id}`);
    expect(body.code).toBe(0);
    expect(body.data.content).toMatch(/<\/p>/);
    expect(body.data.prev).toEqual({ id: list[0].id, title: list[0][titleField] });
    expect(body.data.next).toEqual({ id: list[2].id, title: list[2][titleField] });
    const newest = (await get(`${prefix}/${list[0].id}`)).body.data;
    expect(newest.prev).toBeNull();
  });

  it('answers 404 with the envelope for a missing id and 400 for a malformed one', async () => {
    const missing = await get(`${prefix}/999999`);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 404, data: null });
    expect(missing.body.msg).toMatch(/不存在/);
    for (const bad of ['abc', '0', '1%27%20or%201=1', '99999999999']) {
      const res = await get(`${prefix}/${bad}`);
      expect(res.status).toBe(400);
      expect(res.body.data.field).toBe('id');
    }
  });
});

describe('organisation filter', () => {
  it('filters by kind and rejects an unknown kind', async () => {
    const { body } = await get('/api/alumorganization/list?kind=regional&pageSize=50');
    expect(body.data.list.length).toBeGreaterThanOrEqual(3);
    expect(body.data.list.every((o: { kind: string }) => o.kind === 'regional')).toBe(true);
    const bad = await get('/api/alumorganization/list?kind=secret');
    expect(bad.status).toBe(400);
    expect(bad.body.data.field).toBe('kind');
  });
});

describe('api basics', () => {
  it('answers unknown API paths with the 404 envelope', async () => {
    const { status, body } = await get('/api/nothing/here');
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 404, data: null });
  });

  it('serves an OpenAPI document that lists every public endpoint', async () => {
    const { body } = await get('/api/openapi.json');
    const paths = Object.keys(body.paths);
    for (const p of [
      '/api/alumsitecolumn/selectList',
      '/api/sysdict/dictList',
      '/api/alumnotice/total',
      '/api/alumnews/list',
      '/api/alumnews/{id}',
      '/api/alumactivity/list',
      '/api/alumactivity/{id}',
      '/api/alumoutstanding/list',
      '/api/alumoutstanding/{id}',
      '/api/alumorganization/list',
      '/api/alumorganization/{id}',
    ]) {
      expect(paths).toContain(p);
    }
  });

  it('sends the security headers on API answers', async () => {
    const { headers } = await get('/api/sysdict/dictList');
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('the memo of public answers', () => {
  it('answers from memory within the window and reads again after it; failures are not remembered', async () => {
    const { memo } = await import('../../server/http/memo.ts');
    let clock = 0;
    let loads = 0;
    const read = memo({
      ttlMs: 1000,
      load: async (k: number) => {
        loads++;
        if (k < 0) throw new Error('db down');
        return k * 2;
      },
      now: () => clock,
    });
    expect(await read(2)).toBe(4);
    expect(await read(2)).toBe(4);
    expect(loads).toBe(1);
    clock = 1500;
    await read(2);
    expect(loads).toBe(2);
    await expect(read(-1)).rejects.toThrow();
    await expect(read(-1)).rejects.toThrow();
    expect(loads).toBe(4);
  });

  it('forgets at once when the data version moves, and when a value says it goes stale sooner', async () => {
    const { memo } = await import('../../server/http/memo.ts');
    let clock = 0;
    let version = 0;
    let loads = 0;
    const read = memo({
      ttlMs: 10_000,
      load: async (due: number) => (loads++, { due }),
      now: () => clock,
      stamp: () => version,
      staleAt: (v) => (v.due > 0 ? v.due : undefined),
    });
    await read(0);
    version++;
    await read(0);
    expect(loads).toBe(2);
    // An item coming due at 300: the answer read at 0 is good until then, not for the whole window.
    await read(300);
    clock = 299;
    await read(300);
    expect(loads).toBe(3);
    clock = 300;
    await read(300);
    expect(loads).toBe(4);
  });

  it('holds at most maxEntries keys, dropping the oldest', async () => {
    const { memo } = await import('../../server/http/memo.ts');
    let loads = 0;
    const read = memo({ ttlMs: 60_000, load: async (k: number) => (loads++, k), maxEntries: 3 });
    for (const k of [1, 2, 3, 4]) await read(k);
    await read(4);
    await read(2);
    expect(loads).toBe(4);
    await read(1);
    expect(loads).toBe(5);
  });
});
