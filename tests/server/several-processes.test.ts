// Issue 31: several server processes on one PostgreSQL behind a balancer. The limits are shared (point 2). Only the
// PostgreSQL pass of the suite (TEST_DATABASE_URL, as .ci/run sets it) can run two processes on one database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type Portal } from '../helpers/portal.ts';
import { createScratchDatabase } from '../helpers/postgres.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)('two processes on one PostgreSQL', () => {
  const portals: Portal[] = [];
  let drop: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const scratch = await createScratchDatabase(adminUrl!);
    drop = scratch.drop;
    // The first migrates and seeds; the second finds it done.
    const env = { DATABASE_URL: scratch.url };
    portals.push(await startPortal(env, { apiOnly: true }));
    portals.push(await startPortal(env, { apiOnly: true }));
  }, 120_000);
  afterAll(async () => {
    for (const portal of portals) await portal.stop();
    await drop();
  });

  it('count sign-in attempts spread over both against one limit (60 a minute)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const res = await fetch(`${portals[i % 2].url}/api/login/wxMpQrCodeLogin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code: `no-such-code-${i}`, state: 'AbCdE12345' }),
      });
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 60)).not.toContain(429);
    expect(statuses[60]).toBe(429);
  });
});
