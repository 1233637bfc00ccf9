import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/connect.ts';
import { countHit, purgeRateLimits } from '../repositories/rate-limit.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Longer than any limit's window (the longest is an hour): a row this old counts nothing any more. */
const KEPT_MS = 24 * HOUR_MS;

/**
 * @fastify/rate-limit's store on PostgreSQL, so that every server process on the database counts against one limit
 * (issue 31): a client spreading sign-in attempts over the processes behind a proxy gets no more than one process
 * allows. Each route counts on its own, as with the memory store; old rows are purged on the way, once an hour.
 */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let lastPurge = 0;
  const purgeNowAndThen = () => {
    const now = Date.now();
    if (now - lastPurge < HOUR_MS) return;
    lastPurge = now;
    // A failed purge is tried again an hour later; the limits do not depend on it.
    void purgeRateLimits(db, new Date(now - KEPT_MS)).catch(() => (lastPurge = 0));
  };
  class Store implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      purgeNowAndThen();
      countHit(db, this.prefix + key, timeWindow).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }
    // The plugin passes the route's merged limit options, the route itself under routeInfo (its typings say otherwise).
    child(routeOptions: object): FastifyRateLimitStore {
      const { method, url } = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      return new Store(undefined, `${[method ?? ''].flat().join(',')} ${url ?? ''} `);
    }
  }
  return Store as unknown as FastifyRateLimitStoreCtor;
}
