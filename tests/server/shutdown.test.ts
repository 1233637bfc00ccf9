import fs from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import os from 'node:os';
import path from 'node:path';
import { connect } from '../../server/db/connect.ts';
import { embeddedDatabase } from '../helpers/data-dir.ts';
import { startPortal, type Portal } from '../helpers/portal.ts';

// A stop (SIGTERM) ends the process even while a browser holds connections open: one opened ahead of need and never
// used (Chromium preconnects) held the process for a minute and more. A request in flight still gets its answer.

let portal: Portal;
let dataDir: string;
beforeAll(async () => {
  // The run's seeded database (tests/setup/database-templates.ts) on disk; on a PostgreSQL run too, as embedded.
  const templates = inject('databaseTemplates');
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-shutdown-'));
  await (await connect({ dataDir, loadDataDir: new Blob([fs.readFileSync(templates.pgliteDump!)]) })).close();
  portal = await startPortal({ ...embeddedDatabase, DATA_KEYS: templates.dataKeys }, { dataDir, apiOnly: true });
});
afterAll(async () => {
  await portal.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const port = () => Number(new URL(portal.url).port);
async function connection() {
  const socket = net.connect(port(), '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let received = '';
  socket.on('data', (d) => (received += d));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { socket, closed, received: () => received };
}

describe('stopping the server', () => {
  it('closes an unused connection and an idle keep-alive one, and answers the request in flight', async () => {
    const unused = await connection();
    const idle = await connection();
    idle.socket.write('GET /healthz HTTP/1.1\r\nHost: portal\r\nConnection: keep-alive\r\n\r\n');
    await expect.poll(() => idle.received()).toMatch(/^HTTP\/1\.1 200/);
    // A request whose body is still coming when the stop begins; the server's 100 Continue says it has the request.
    const busy = await connection();
    busy.socket.write(
      'POST /api/alumnews/1/view HTTP/1.1\r\nHost: portal\r\nContent-Type: application/json\r\nContent-Length: 2\r\nExpect: 100-continue\r\n\r\n{',
    );
    await expect.poll(() => busy.received()).toMatch(/^HTTP\/1\.1 100 Continue/);

    const exited = new Promise<number>((resolve) => {
      const started = Date.now();
      void portal.stop().then(() => resolve(Date.now() - started));
    });
    await Promise.all([unused.closed, idle.closed]);
    busy.socket.write('}');
    await busy.closed;
    expect(busy.received()).toMatch(/\r\n\r\nHTTP\/1\.1 200 /);
    // Without closing the unused one, the process waits for the client to drop it: the wait here is the test's timeout.
    expect(await exited).toBeLessThan(10_000);
  });
});
