import fs from 'node:fs';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { connect } from '../../server/db/connect.ts';
import { createScratchDatabase } from '../helpers/postgres.ts';

// On PostgreSQL (TEST_DATABASE_URL) the server may end any connection at any time: a restart, an administrator, a
// database dropped with force. None of that may end the process, which Vitest reports as an unhandled error. On the
// embedded database there are no other connections, and the same steps must simply work.
const adminUrl = process.env.TEST_DATABASE_URL;

/** An embedded database from the run's template (no initdb of its own), or `url`'s PostgreSQL database. */
const open = (url: string | undefined) =>
  connect({
    dataDir: 'memory://',
    databaseUrl: url,
    loadDataDir: url ? undefined : new Blob([fs.readFileSync(inject('databaseTemplates').pgliteDump!)]),
  });

/** Fills the pool: several queries at once, each on a connection of its own. */
const busy = (db: { query(sql: string): Promise<unknown> }) =>
  Promise.all(Array.from({ length: 6 }, () => db.query('select pg_sleep(0.02)')));

const endOthers = 'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()';

describe('the database connection', () => {
  it('outlives connections the database server ends while they wait in the pool', async () => {
    const scratch = adminUrl ? await createScratchDatabase(adminUrl) : undefined;
    const db = await open(scratch?.url);
    try {
      for (let round = 0; round < 3; round++) {
        await busy(db);
        await db.query(endOthers);
        // Every query after the loss is answered: one that meets an ended connection is asked again on another, and a
        // transaction begins on a live one.
        const [answer, , inTransaction] = await Promise.all([
          db.query<{ one: number }>('select 1 as one'),
          busy(db),
          db.transaction((tx) => tx.query<{ two: number }>('select 2 as two')),
        ]);
        expect(answer).toEqual([{ one: 1 }]);
        expect(inTransaction).toEqual([{ two: 2 }]);
      }
    } finally {
      await db.close();
      await scratch?.drop();
    }
  });

  it('closes without an error when the server ends its connections during the close', async () => {
    // The race is narrow: several rounds on PostgreSQL; one on the embedded database, where each start is slow.
    for (let round = 0; round < (adminUrl ? 5 : 1); round++) {
      const scratch = adminUrl ? await createScratchDatabase(adminUrl) : undefined;
      const db = await open(scratch?.url);
      await busy(db);
      if (!scratch) {
        await db.close();
        await expect(db.query('select 1')).rejects.toThrow();
        continue;
      }
      // The server ends them while the pool is still closing them: the race a test's teardown runs.
      const admin = new pg.Client({ connectionString: scratch.url });
      await admin.connect();
      const closing = db.close();
      await admin.query(endOthers);
      await closing;
      await admin.end();
      await scratch.drop();
      await expect(db.query('select 1')).rejects.toThrow();
    }
  });
});
