import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright-core';

// The mini-program's H5 build (npm run mp:build:h5, miniprogram/dist/h5) served the way a test phone needs it: its
// files, browser-history routes answered with index.html, and /api/ passed to the portal, so the app calls its API on
// its own origin (no CORS), as the WeChat package calls MP_API_BASE.

const root = path.resolve(import.meta.dirname, '../..');
export const MP_H5_DIST = path.join(root, 'miniprogram', 'dist', 'h5');

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

export interface MpH5Server {
  url: string;
  stop(): Promise<void>;
}

/** Serves the H5 build with `/api/` proxied to `portalUrl`. */
export async function startMpH5(portalUrl: string): Promise<MpH5Server> {
  const index = path.join(MP_H5_DIST, 'index.html');
  if (!fs.existsSync(index)) throw new Error(`${path.relative(root, MP_H5_DIST)} is missing: run \`npm run mp:build:h5\` first`);
  const portal = new URL(portalUrl);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://mp');
    if (url.pathname.startsWith('/api/')) {
      const upstream = http.request(
        { host: portal.hostname, port: portal.port, path: req.url, method: req.method, headers: { ...req.headers, host: portal.host } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
      return;
    }
    const file = path.join(MP_H5_DIST, path.normalize(decodeURIComponent(url.pathname)));
    const found = file.startsWith(MP_H5_DIST) && fs.existsSync(file) && fs.statSync(file).isFile() ? file : index;
    res.writeHead(200, { 'content-type': types[path.extname(found)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    fs.createReadStream(found).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type SubscribeAnswer = Record<string, 'accept' | 'reject'>;
/** wx.requestPayment's parameters, as the mini-program passes them. */
export type PaymentParams = { timeStamp: string; nonceStr: string; package: string; signType: string; paySign: string };

/**
 * Makes `page` a phone in WeChat for the H5 build: window.__MP_TEST_ADAPTER__ answers wx.login with `login()` (a code
 * the fake WeChat accepts), wx.requestSubscribeMessage with `subscribe` (every template accepted unless told) and
 * wx.requestPayment with `pay` (e.g. the fake WeChat Pay's requestPayment; without it, the cashier fails). Call before
 * the page opens the mini-program. Answers the template ids each subscription question asked for.
 */
export async function asWechatPhone(
  page: Page,
  login: () => string,
  subscribe?: (ids: string[]) => SubscribeAnswer,
  pay?: (payment: PaymentParams) => Promise<'ok' | 'cancel'>,
) {
  const asked: string[][] = [];
  await page.exposeFunction('__mpTestLogin', () => login());
  await page.exposeFunction('__mpTestPay', async (payment: PaymentParams) => {
    if (!pay) throw new Error('requestPayment:fail no cashier in this test');
    return pay(payment);
  });
  await page.exposeFunction('__mpTestSubscribe', (ids: string[]) => {
    asked.push(ids);
    return subscribe ? subscribe(ids) : Object.fromEntries(ids.map((id) => [id, 'accept']));
  });
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
    Object.assign(window, {
      __MP_TEST_ADAPTER__: {
        login: () => w.__mpTestLogin(),
        requestSubscribeMessage: (ids: string[]) => w.__mpTestSubscribe(ids),
        requestPayment: (payment: unknown) => w.__mpTestPay(payment),
      },
    });
  });
  return { asked };
}
