import fs from 'node:fs';
import path from 'node:path';
import { lostBeforeRunning } from './lost-connection.ts';

/** What every query site needs: PGlite and node-postgres both answer it. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Hears NOTIFY on `channel` (from this connection and every other one on the database) until the answer is called.
   * `onLost` is told when the line was broken and reopened: notifications in between may have been missed.
   */
  listen(channel: string, onPayload: (payload: string) => void, onLost?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /** PostgreSQL only: the pool's connections (open, idle) and the queries waiting for one, for the metrics. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** PGlite only: the whole database as PGlite dumps it, which `connect({ loadDataDir })` starts from. */
  dumpDataDir?(): Promise<Blob>;
}

// Channels are names we choose, never input: checked anyway, as LISTEN takes no parameters.
const channelName = (channel: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  return channel;
};

/**
 * An in-memory PGlite when dataDir is 'memory://' (a copy of `loadDataDir`, a dump, when given), a folder on disk
 * otherwise, or PostgreSQL by URL.
 */
export async function connect(opts: { databaseUrl?: string; dataDir: string; loadDataDir?: Blob }): Promise<Db> {
  if (opts.databaseUrl) return connectPostgres(opts.databaseUrl);
  return connectPglite(opts.dataDir, opts.loadDataDir);
}

async function connectPglite(dataDir: string, loadDataDir?: Blob): Promise<Db> {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([import('@electric-sql/pglite'), import('@electric-sql/pglite/contrib/pg_trgm')]);
  // Trigram indexes for substring search (migration 032), as PostgreSQL has them.
  const extensions = { pg_trgm };
  let pg;
  if (dataDir === 'memory://') {
    pg = new PGlite(loadDataDir ? { loadDataDir, extensions } : { extensions });
  } else {
    const dir = path.join(dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
    pg = new PGlite(dir, { extensions });
  }
  await pg.waitReady;
  return {
    kind: 'pglite',
    async query<T>(sql: string, params?: unknown[]) {
      return (await pg.query<T>(sql, params)).rows;
    },
    async exec(sql: string) {
      await pg.exec(sql);
    },
    transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      return pg.transaction((tx) => fn({ query: async <R>(sql: string, params?: unknown[]) => (await tx.query<R>(sql, params)).rows }));
    },
    async listen(channel, onPayload) {
      return pg.listen(channelName(channel), onPayload);
    },
    async close() {
      await pg.close();
    },
    async dumpDataDir() {
      return pg.dumpDataDir('none');
    },
  };
}

async function connectPostgres(url: string): Promise<Db> {
  const { default: pgModule } = await import('pg');
  const size = 10;
  const pool = new pgModule.Pool({ connectionString: url, max: size });
  // A connection lost while idle (the server restarted, an administrator ended it) has already left the pool, and the
  // next query opens another. Unheard, the pool's 'error' would end the process.
  pool.on('error', () => undefined);
  // pool.end() answers once it has asked its connections to end, not once they have: they are counted out, so that a
  // close is over only when the server has let every one go.
  const connections = new Set<object>();
  let allGone: (() => void) | undefined;
  pool.on('connect', (client) => connections.add(client));
  pool.on('remove', (client) => {
    connections.delete(client);
    if (connections.size === 0) allGone?.();
  });
  /**
   * Runs `attempt` again while it fails on a connection that was gone before it ran (after a restart every pooled one
   * is): each such failure takes its connection out of the pool, so one more try than the pool holds always reaches a
   * fresh connection or a real answer.
   */
  const onLiveConnection = async <T>(attempt: () => Promise<T>): Promise<T> => {
    for (let tries = 1; ; tries++) {
      try {
        return await attempt();
      } catch (error) {
        if (tries > size || !lostBeforeRunning(error)) throw error;
      }
    }
  };
  type Client = { query: (sql: string, params?: unknown[]) => Promise<{ rows: unknown[] }> };
  const run = async <T>(client: Client, sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[];
  /** A connection of the pool's, in a transaction just begun. */
  const begin = () =>
    onLiveConnection(async () => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        return client;
      } catch (error) {
        client.release(error as Error);
        throw error;
      }
    });
  return {
    kind: 'postgres',
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    query: (sql, params) => onLiveConnection(() => run(pool, sql, params)),
    async exec(sql: string) {
      await onLiveConnection(() => pool.query(sql));
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const client = await begin();
      // A connection that cannot even roll back is broken: released with the error, the pool discards it.
      let broken: Error | undefined;
      try {
        const result = await fn({ query: (sql, params) => run(client, sql, params) });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch((lost: Error) => (broken = lost));
        throw error;
      } finally {
        client.release(broken);
      }
    },
    async listen(channel, onPayload, onLost) {
      // LISTEN holds a connection of its own, outside the pool; a broken one is reopened after a second.
      let client: InstanceType<typeof pgModule.Client> | undefined;
      let stopped = false;
      const open = async (): Promise<void> => {
        const next = new pgModule.Client({ connectionString: url });
        next.on('notification', (n) => n.channel === channel && onPayload(n.payload ?? ''));
        next.on('error', () => {
          if (stopped) return;
          void next.end().catch(() => undefined);
          reopen();
        });
        await next.connect();
        await next.query(`listen ${channelName(channel)}`);
        client = next;
      };
      const reopen = () => {
        setTimeout(() => void (stopped || open().then(onLost, reopen)), 1000).unref();
      };
      await open();
      return async () => {
        stopped = true;
        await client?.end().catch(() => undefined);
      };
    },
    async close() {
      const gone = connections.size ? new Promise<void>((resolve) => (allGone = resolve)) : undefined;
      await pool.end();
      await gone;
    },
  };
}
