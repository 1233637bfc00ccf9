import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WXPAY_NOTIFY_PATH } from '../../server/config/wxpay.ts';
import type { ServerConfig } from '../../server/config/index.ts';
import { startFakeWxpay, type FakeWxpay } from './fake-wxpay.ts';
import { startTestServer, type TestServer } from './server.ts';

/**
 * A test server paying through the fake WeChat Pay, whose notifications reach it: WeChat posts them to an address, and
 * a relay hands them to the app under test, which listens nowhere.
 */
export async function startWxpayServer(overrides: Partial<ServerConfig> = {}): Promise<{
  fake: FakeWxpay;
  server: TestServer;
  close(): Promise<void>;
}> {
  const fake = await startFakeWxpay();
  const relay = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void server.app
        .inject({ method: req.method as 'POST', url: req.url!, headers: req.headers, payload: Buffer.concat(chunks) })
        .then((answer) => {
          res.writeHead(answer.statusCode, { 'content-type': String(answer.headers['content-type'] ?? 'text/plain') });
          res.end(answer.rawPayload);
        });
    });
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const notifyUrl = `http://127.0.0.1:${(relay.address() as AddressInfo).port}${WXPAY_NOTIFY_PATH}`;
  // The relay's handler reads it only once WeChat posts, after it is made.
  const server = await startTestServer({ loginStandin: true, loginRateLimit: 1000, ...overrides, wxpay: fake.config(notifyUrl) });
  return {
    fake,
    server,
    async close() {
      await server.close();
      await new Promise((resolve) => relay.close(resolve));
      await fake.close();
    },
  };
}
