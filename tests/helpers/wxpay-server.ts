import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WXPAY_NOTIFY_PATH } from '../../server/config/wxpay.ts';
import type { ServerConfig } from '../../server/config/index.ts';
import { startFakeWxpay, type FakeWxpay, type FakeWxpayOptions } from './fake-wxpay.ts';
import { startTestServer, type TestServer } from './server.ts';

/**
 * A portal under test paying through the fake WeChat Pay. WeChat posts notifications to an address: a relay hands
 * them to the app under test, which listens nowhere.
 */
export async function startWxpayTestServer(
  options: FakeWxpayOptions = {},
  overrides: Partial<ServerConfig> = {},
): Promise<{ fake: FakeWxpay; server: TestServer; close: () => Promise<void> }> {
  const fake = await startFakeWxpay(options);
  // The relay is listening before the server that answers it exists (its address is part of the configuration).
  const target: { server?: TestServer } = {};
  const relay = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void target
        .server!.app.inject({ method: req.method as 'POST', url: req.url!, headers: req.headers, payload: Buffer.concat(chunks) })
        .then((answer) => {
          res.writeHead(answer.statusCode, { 'content-type': String(answer.headers['content-type'] ?? 'text/plain') });
          res.end(answer.rawPayload);
        });
    });
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const notifyUrl = `http://127.0.0.1:${(relay.address() as AddressInfo).port}${WXPAY_NOTIFY_PATH}`;
  const started = await startTestServer({ loginStandin: true, loginRateLimit: 1000, wxpay: fake.config(notifyUrl), ...overrides });
  target.server = started;
  return {
    fake,
    server: started,
    async close() {
      await started.close();
      await new Promise((resolve) => relay.close(resolve));
      await fake.close();
    },
  };
}
