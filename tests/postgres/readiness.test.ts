// Issue 31, point 3, where only a real PostgreSQL server can show it: the database refusing connections as when it
// is down, then taking them again. Runs in the PostgreSQL pass (TEST_DATABASE_URL; see vitest.config.ts).
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { serverSuite } from '../helpers/server.ts';

const suite = serverSuite();

describe('/readyz on PostgreSQL', () => {
  // The real thing: the PostgreSQL database refuses connections (as when it is down), then takes them again.
  it('503 while the database refuses connections, 200 after', async () => {
    const name = new URL(suite.server.databaseUrl!).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(`alter database ${name} with allow_connections false`);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      expect((await suite.server.app.inject('/readyz')).statusCode).toBe(503);
      await admin.query(`alter database ${name} with allow_connections true`);
      expect((await suite.server.app.inject('/readyz')).statusCode).toBe(200);
    } finally {
      await admin.query(`alter database ${name} with allow_connections true`);
      await admin.end();
    }
  });
});
