// Issue 31: several server processes on one PostgreSQL behind a balancer. Uploads are kept where both read them (point
// 1), the limits are shared (point 2), and a process told to stop (SIGTERM) under load leaves the balancer no failed
// request (point 3). Only the PostgreSQL pass of the suite (TEST_DATABASE_URL, as .ci/run sets it; see
// vitest.config.ts) can run two processes on one database.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type Portal } from '../helpers/portal.ts';
import { png } from '../helpers/images.ts';
import { createScratchDatabase } from '../helpers/postgres.ts';
import { DEMO_STAFF_PASSWORDS } from '../helpers/server.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('tests/postgres/ runs on PostgreSQL only: set TEST_DATABASE_URL (see .ci/run)');
/** How often the balancer checks /readyz; the stopping process's grace (SHUTDOWN_GRACE_MS) is well beyond it. */
const CHECK_MS = 200;

/** A backend as the balancer sees it: ready while its /readyz answers 200. */
interface Backend {
  url: URL;
  ready: boolean;
  served: number;
}

/**
 * A round-robin balancer as nginx or HAProxy would be set up in front of the processes: each request goes to the next
 * ready backend on a fresh connection, and an error there is the client's error (no retry elsewhere). A backend whose
 * /readyz says 503 (or does not answer) at a check gets no more requests until a check finds it ready again.
 */
function balancer(portals: Portal[]) {
  const backends: Backend[] = portals.map((p) => ({ url: new URL(p.url), ready: false, served: 0 }));
  // Checked every CHECK_MS, as a balancer checks (HAProxy's `inter`, Kubernetes' periodSeconds), not continuously:
  // what a stopping process must cover is the time until the next check has seen its 503.
  let readyOnce: () => void;
  const allReady = new Promise<void>((resolve) => (readyOnce = resolve));
  const check = async (backend: Backend) => {
    const res = await fetch(new URL('/readyz', backend.url)).catch(() => null);
    await res?.arrayBuffer();
    backend.ready = res?.status === 200;
  };
  let checking = false;
  const checks = setInterval(() => {
    if (checking) return;
    checking = true;
    void Promise.all(backends.map(check)).then(() => {
      checking = false;
      if (backends.every((b) => b.ready)) readyOnce();
    });
  }, CHECK_MS);
  let next = 0;
  const server = http.createServer((req, res) => {
    const ready = backends.filter((b) => b.ready);
    if (!ready.length) return res.writeHead(503).end('no backend');
    const backend = ready[next++ % ready.length];
    const upstream = http.request(
      { host: backend.url.hostname, port: backend.url.port, path: req.url, method: req.method, headers: req.headers, agent: false },
      (answer) => {
        backend.served++;
        res.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.headersSent || res.writeHead(502).end('backend failed'));
    req.pipe(upstream);
  });
  return {
    backends,
    allReady,
    async listen() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    },
    close: async () => {
      clearInterval(checks);
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('two processes on one PostgreSQL', () => {
  const portals: Portal[] = [];
  let drop: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const scratch = await createScratchDatabase(adminUrl!);
    drop = scratch.drop;
    // The first migrates and seeds; the second finds it done. A stop waits this long, with /readyz already 503.
    // With the built portal (npm test builds it before this pass), so each process draws pages and caches them.
    const env = { DATABASE_URL: scratch.url, SHUTDOWN_GRACE_MS: '2000' };
    portals.push(await startPortal(env));
    portals.push(await startPortal(env));
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

  it('draw an article published through one on the other’s page at once, though that page was in its cache', async () => {
    const staffToken = async (portal: Portal) => {
      const res = await fetch(`${portal.url}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: 'editor', password: DEMO_STAFF_PASSWORDS.editor }),
      });
      return ((await res.json()) as { data: { token: string } }).data.token;
    };
    const title = '一台机器上发布、另一台机器上看到的新闻';
    const drawnList = async () => {
      const res = await fetch(`${portals[1].url}/article/collegeNews`);
      expect(res.status).toBe(200);
      return res.text();
    };
    // The second process draws the list (and keeps it) before the article exists.
    expect(await drawnList()).not.toContain(title);
    expect(await drawnList()).not.toContain(title);
    const created = await fetch(`${portals[0].url}/api/admin/content/news`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await staffToken(portals[0])}` },
      body: JSON.stringify({
        title,
        summary: '摘要',
        cover: '/media/cover-01.svg',
        content: '<p>正文</p>',
        author: '校友会',
        source: '校友总会',
        publishState: 'published',
      }),
    });
    expect(created.status, await created.clone().text()).toBe(200);
    expect(await drawnList()).toContain(title);
  });

  it('serve through a round-robin balancer an upload one of them took from the other (the database store)', async () => {
    const lb = balancer(portals);
    const url = await lb.listen();
    try {
      await lb.allReady;
      const signIn = await fetch(`${url}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: 'editor', password: DEMO_STAFF_PASSWORDS.editor }),
      });
      const token = ((await signIn.json()) as { data: { token: string } }).data.token;
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), '合影.png');
      const sent = await fetch(`${url}/api/admin/upload/image`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      const picture = ((await sent.json()) as { data: { url: string } }).data.url;
      const took = lb.backends.map((b) => b.served);
      // Two asks in a row: the balancer sends one to each process, so one of them is the process that did not store it.
      const answers = [];
      for (let i = 0; i < 2; i++) {
        const res = await fetch(`${url}${picture}`);
        answers.push({ status: res.status, etag: res.headers.get('etag'), bytes: Buffer.from(await res.arrayBuffer()) });
      }
      expect(lb.backends.map((b, i) => b.served - took[i])).toEqual([1, 1]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      expect(answers[0].bytes.equals(answers[1].bytes)).toBe(true);
      expect(answers[0].etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
      expect(answers[1].etag).toBe(answers[0].etag);
    } finally {
      await lb.close();
    }
  });

  it('lose no request through a round-robin balancer when one is stopped (SIGTERM) under load', async () => {
    const lb = balancer(portals);
    const url = await lb.listen();
    try {
      await lb.allReady;
      let stopped = false;
      const failures: string[] = [];
      let answered = 0;
      // Four clients, each asking again as soon as answered, until the stopped process has exited.
      const client = async () => {
        while (!stopped) {
          const res = await fetch(`${url}/api/sysdict/dictList`, { headers: { connection: 'close' } }).catch((e: Error) => e);
          if (res instanceof Error) failures.push(res.message);
          else {
            await res.arrayBuffer();
            if (res.status === 200) answered++;
            else failures.push(String(res.status));
          }
        }
      };
      const clients = Array.from({ length: 4 }, client);
      // Both have served before the stop.
      await expect.poll(() => lb.backends.every((b) => b.served > 20), { timeout: 20_000 }).toBe(true);
      const servedBefore = lb.backends[1].served;
      await portals[0].stop();
      stopped = true;
      await Promise.all(clients);
      expect(failures).toEqual([]);
      expect(answered).toBeGreaterThan(40);
      // The balancer took the stopping process out (its /readyz said 503) and the other one carried the load.
      expect(lb.backends[0].ready).toBe(false);
      expect(lb.backends[1].served).toBeGreaterThan(servedBefore);
    } finally {
      await lb.close();
    }
  });
});
