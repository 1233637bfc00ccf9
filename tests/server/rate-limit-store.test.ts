// The PostgreSQL store of the request limits (issue 31, point 2), through the interface @fastify/rate-limit calls. Its
// SQL runs on the embedded database too, so both passes of the suite check it; two processes on one PostgreSQL are in
// several-processes.test.ts.
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { describe, expect, it } from 'vitest';
import { postgresRateLimitStore } from '../../server/auth/rate-limit-store.ts';
import { purgeRateLimits } from '../../server/repositories/rate-limit.ts';
import { serverSuite } from '../helpers/server.ts';

const suite = serverSuite();
const MINUTE = 60_000;

const route = (method: string, url: string) => ({ routeInfo: { method, url } });
const hit = (store: FastifyRateLimitStore, key: string, windowMs = MINUTE) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs, 60),
  );

describe('the shared limit store', () => {
  it('counts hits per client and per route, with the time left in the window', async () => {
    const Store = postgresRateLimitStore(suite.server.db);
    const root = new Store({});
    const login = root.child(route('POST', '/api/login/wxMpQrCodeLogin') as never);
    const upload = root.child(route('POST', '/api/upload') as never);
    expect((await hit(login, '10.0.0.1')).current).toBe(1);
    const second = await hit(login, '10.0.0.1');
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThanOrEqual(MINUTE);
    // Another client, another route: counted apart.
    expect((await hit(login, '10.0.0.2')).current).toBe(1);
    expect((await hit(upload, '10.0.0.1')).current).toBe(1);
    // A second store (another process) on the same database counts on.
    const other = new (postgresRateLimitStore(suite.server.db))({}).child(route('POST', '/api/login/wxMpQrCodeLogin') as never);
    expect((await hit(other, '10.0.0.1')).current).toBe(3);
  });

  it('starts a new window once the last one is over, and purges rows long past', async () => {
    const { db } = suite.server;
    const store = new (postgresRateLimitStore(db))({}).child(route('GET', '/api/alumuser/dataExport') as never);
    await hit(store, 'data-export:7');
    await hit(store, 'data-export:7');
    // The window began a minute and a second ago.
    await db.query(`update rate_limit set window_start = now() - interval '61 seconds' where key like '%data-export:7'`);
    const fresh = await hit(store, 'data-export:7');
    expect(fresh.current).toBe(1);
    expect(fresh.ttl).toBeGreaterThan(MINUTE - 5_000);
    await db.query(`update rate_limit set window_start = now() - interval '2 days' where key like '%data-export:7'`);
    expect(await purgeRateLimits(db, new Date(Date.now() - 24 * 60 * MINUTE))).toBe(1);
    expect(await db.query(`select 1 from rate_limit where key like '%data-export:7'`)).toEqual([]);
  });
});
