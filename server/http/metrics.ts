import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db } from '../db/connect.ts';
import { fail } from './envelope.ts';

/** What a Prometheus scrape of this process reads: requests, render-cache lookups, the database pool, job runs. */
export function createMetrics(db: Db) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'Requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time to answer a request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const renderCache = new Counter({
    name: 'portal_render_cache_lookups_total',
    help: 'Lookups of server-drawn pages in the render cache, by result (hit or miss)',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'portal_job_runs_total',
    help: 'Runs of scheduled jobs, by job and outcome (ok or failed)',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'portal_db_pool_connections',
    help: 'Connections of the PostgreSQL pool, by state (total, idle, waiting: requests queued for one)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = db.poolStats?.();
      if (!pool) return;
      for (const [state, count] of Object.entries(pool)) this.set({ state }, count);
    },
  });
  return {
    registry,
    /** Counts an answered request under its route's pattern (never the raw address: one series per route). */
    observe(request: FastifyRequest, status: number, elapsedMs: number) {
      const route = request.routeOptions.url ?? '(none)';
      requests.inc({ method: request.method, route, status: String(status) });
      latency.observe({ method: request.method, route }, elapsedMs / 1000);
    },
    renderCacheLookup: (hit: boolean) => renderCache.inc({ result: hit ? 'hit' : 'miss' }),
    jobRun: (job: string, outcome: 'ok' | 'failed') => jobRuns.inc({ job, outcome }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the Authorization header carries `token` as a Bearer token (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/**
 * Counts every request, and serves /metrics to a scraper holding METRICS_TOKEN: without the variable there is nothing
 * to scrape (404), and without the token nothing is shown (401): route names and load are not for the public.
 */
export function installMetrics(app: FastifyInstance, metrics: Metrics | null, token: string | undefined) {
  if (metrics) app.addHook('onResponse', async (request, reply) => metrics.observe(request, reply.statusCode, reply.elapsedTime));
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!metrics || !token) return reply.code(404).send(fail(404, '请求的接口不存在'));
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send(fail(401, '需要有效的监控令牌'));
    }
    return reply.header('content-type', metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
