// Issue 31, point 3: what operations need of a process. /healthz (alive) and /readyz (database answering, migrations
// applied, not draining), Prometheus metrics behind METRICS_TOKEN, and a request id on every answer and log line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import type { Db } from '../../server/db/connect.ts';
import { readiness, type DatabaseState, type Lifecycle } from '../../server/http/health.ts';
import { bearerMatches } from '../../server/http/metrics.ts';
import { serverSuite } from '../helpers/server.ts';

const suite = serverSuite();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('readiness', () => {
  it.each<[boolean, DatabaseState, boolean, string]>([
    [false, 'answering', true, ''],
    [true, 'answering', false, '服务正在停止'],
    [false, 'down', false, '数据库无响应'],
    [true, 'down', false, '服务正在停止'],
    [false, { pending: ['030_rate_limit.sql'] }, false, '030_rate_limit.sql'],
  ])('draining %s, database %o → ready %s', (draining, database, ready, reason) => {
    const state = readiness(draining, database);
    expect(state.ready).toBe(ready);
    if (!state.ready) expect(state.reason).toContain(reason);
  });
});

describe('bearerMatches', () => {
  it.each<[string | undefined, boolean]>([
    ['Bearer s3cret', true],
    [undefined, false],
    ['', false],
    ['Bearer s3cre', false],
    ['Bearer s3cret ', false],
    ['bearer s3cret', false],
    ['Basic s3cret', false],
  ])('%s → %s', (header, expected) => expect(bearerMatches(header, 's3cret')).toBe(expected));
});

/** A second app on the suite's database, seen through `db` (a stand-in that can fail) and with its own settings. */
const apps: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});
async function secondApp(opts: { db?: Db; lifecycle?: Lifecycle; metricsToken?: string; lines?: string[] } = {}) {
  const { server } = suite;
  const app = await buildApp({
    config: { ...server.config, metricsToken: opts.metricsToken, logLevel: opts.lines ? 'info' : 'silent' },
    db: opts.db ?? server.db,
    keys: server.keys,
    lifecycle: opts.lifecycle,
    logStream: opts.lines && { write: (line: string) => void opts.lines!.push(line) },
  });
  apps.push(app);
  return app;
}

describe('/healthz and /readyz', () => {
  it('answers alive, and ready while the database answers with every migration applied', async () => {
    expect((await suite.server.app.inject('/healthz')).statusCode).toBe(200);
    const ready = await suite.server.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ code: 0, data: { ready: true } });
  });

  it('answers 503 while draining, and alive all the same', async () => {
    const lifecycle = { draining: false };
    const app = await secondApp({ lifecycle });
    expect((await app.inject('/readyz')).statusCode).toBe(200);
    lifecycle.draining = true;
    const res = await app.inject('/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 503, msg: '服务正在停止，不再接收新请求' });
    expect((await app.inject('/healthz')).statusCode).toBe(200);
  });

  it('answers 503 while the database fails and 200 once it answers again', async () => {
    let down = false;
    const real = suite.server.db;
    const db: Db = { ...real, query: (sql, params) => (down ? Promise.reject(new Error('connection refused')) : real.query(sql, params)) };
    const app = await secondApp({ db });
    down = true;
    const res = await app.inject('/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 503, msg: '数据库无响应' });
    down = false;
    expect((await app.inject('/readyz')).statusCode).toBe(200);
  });

  it('answers 503 while a migration of this code is not applied', async () => {
    const { db } = suite.server;
    await db.query(`delete from schema_migrations where version = '030_rate_limit.sql'`);
    try {
      const res = await suite.server.app.inject('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json().msg).toContain('030_rate_limit.sql');
    } finally {
      await db.query(`insert into schema_migrations (version) values ('030_rate_limit.sql')`);
    }
  });
});

describe('/metrics', () => {
  it('is not there without METRICS_TOKEN', async () => {
    const res = await suite.server.app.inject({ url: '/metrics', headers: { authorization: 'Bearer anything' } });
    expect(res.statusCode).toBe(404);
  });

  describe('with METRICS_TOKEN', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await secondApp({ metricsToken: 'scrape-me' });
    });

    it('refuses an anonymous caller and a wrong token', async () => {
      const anonymous = await app.inject('/metrics');
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ code: 401, msg: '需要有效的监控令牌' });
      expect(anonymous.body).not.toContain('portal_http');
      const wrong = await app.inject({ url: '/metrics', headers: { authorization: 'Bearer scrape-you' } });
      expect(wrong.statusCode).toBe(401);
    });

    it('shows the request rate and latency per route pattern, the pool, the render cache and job runs', async () => {
      for (const id of [1, 2]) await app.inject(`/api/donation/projects/${id}`);
      const res = await app.inject({ url: '/metrics', headers: { authorization: 'Bearer scrape-me' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain');
      const text = res.body;
      // Both articles under one series: the route's pattern, never the address.
      const route = /portal_http_requests_total\{method="GET",route="(\/api\/donation\/projects\/[^"]*)",status="\d+"\} (\d+)/.exec(text);
      expect(route?.[1]).toContain(':');
      expect(Number(route?.[2])).toBe(2);
      expect(text).toMatch(/portal_http_request_duration_seconds_bucket\{le="[^"]+",method="GET",route="\/api\/donation\/projects\/:id"/);
      expect(text).toContain('# TYPE portal_render_cache_lookups_total counter');
      expect(text).toContain('# TYPE portal_job_runs_total counter');
      expect(text).toContain('# TYPE portal_db_pool_connections gauge');
      if (suite.server.db.kind === 'postgres') expect(text).toMatch(/portal_db_pool_connections\{state="total"\} [1-9]/);
      expect(text).toContain('process_cpu_seconds_total');
    });
  });
});

describe('request ids', () => {
  it('gives every answer an id of its own, ignoring one the client sends', async () => {
    const a = await suite.server.app.inject({ url: '/healthz', headers: { 'x-request-id': 'forged' } });
    const b = await suite.server.app.inject('/api/nope');
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(b.headers['x-request-id']).toMatch(UUID);
    expect(b.statusCode).toBe(404);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('puts the id on each JSON log line of the request', async () => {
    const lines: string[] = [];
    const app = await secondApp({ lines });
    const res = await app.inject('/api/nope');
    const id = res.headers['x-request-id'];
    const entries = lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string });
    const ofRequest = entries.filter((e) => e.reqId === id);
    expect(ofRequest.map((e) => e.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    // Whatever a request logs carries its id: no line about a request lacks it.
    expect(entries.filter((e) => /request/.test(e.msg ?? '') && !e.reqId)).toEqual([]);
  });
});
