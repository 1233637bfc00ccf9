import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { contentSecurityPolicy } from '../../server/http/headers.ts';
import { ELDER_BOOT_SCRIPT, elderBootHash } from '../../src/shared/elder-boot.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const FRAME_HOSTS = ['https://map.example.edu.cn', 'https://*.video.example.com'];

/** A built portal in miniature: enough for the static handler and the client-route fallback. */
function miniDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    // As the build writes it (vite.config.ts): the 长辈模式 script inline, first in <head>.
    `<!doctype html><head><script>${ELDER_BOOT_SCRIPT}</script></head><div id="root"></div><script type="module" src="/assets/app-1a2b.js"></script>`,
  );
  fs.writeFileSync(path.join(dir, 'assets', 'app-1a2b.js'), 'console.log(1)');
  return dir;
}

let server: TestServer;
let proxied: TestServer;
let dist: string;
beforeAll(async () => {
  dist = miniDist();
  server = await startTestServer({ frameHosts: FRAME_HOSTS, distDir: dist, loginStandin: true });
  proxied = await startTestServer({ trustProxy: 1 });
});
afterAll(async () => {
  await Promise.all([server?.close(), proxied?.close()]);
  fs.rmSync(dist, { recursive: true, force: true });
});

/** `script-src 'self'; ...` as { 'script-src': ["'self'"], ... }. */
function parseCsp(header: string | undefined): Record<string, string[]> {
  expect(header, 'Content-Security-Policy header').toBeTypeOf('string');
  const out: Record<string, string[]> = {};
  for (const part of header!
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [name, ...sources] = part.split(/\s+/);
    expect(out[name], `directive ${name} given twice`).toBeUndefined();
    out[name.toLowerCase()] = sources;
  }
  return out;
}

// One of each kind of answer: JSON, each error path, the stand-in's HTML, an upload, the portal shell and an asset.
const kinds: Array<[string, () => Promise<LightMyRequestResponse>]> = [
  ['an API answer', () => server.app.inject({ method: 'GET', url: '/api/alumnews/list' })],
  ['a validation error', () => server.app.inject({ method: 'GET', url: '/api/alumnews/abc' })],
  ['an unknown API path', () => server.app.inject({ method: 'GET', url: '/api/nothing-here' })],
  ['a malformed URL', () => server.app.inject({ method: 'GET', url: '/api/alumnews/%E0%A4%A' })],
  ['a 401', () => server.app.inject({ method: 'GET', url: '/api/alumuser/info' })],
  [
    'a body too large',
    () =>
      server.app.inject({
        method: 'POST',
        url: '/api/login/wxMpQrCodeLogin',
        headers: { 'content-type': 'application/json' },
        payload: `{"code":"${'a'.repeat(1_100_000)}"}`,
      }),
  ],
  [
    'the login stand-in page',
    () =>
      server.app.inject({
        method: 'GET',
        headers: { host: 'portal.test' },
        url: `/dev/wx-qrconnect?redirect_uri=${encodeURIComponent('http://portal.test/wxMpQrCodeRedirect')}&state=AbCdE12345`,
      }),
  ],
  ['a missing upload', () => server.app.inject({ method: 'GET', url: '/uploads/0123456789abcdef0123456789abcdef.png' })],
  ['the portal shell', () => server.app.inject({ method: 'GET', url: '/' })],
  ['a client route', () => server.app.inject({ method: 'GET', url: '/article/newDetails/3' })],
  ['a hashed asset', () => server.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' })],
];

describe('security headers on every kind of answer', () => {
  it.each(kinds)('%s', async (_, send) => {
    const res = await send();
    expect(res.statusCode).toBeLessThan(500);
    const csp = parseCsp(res.headers['content-security-policy'] as string);

    // Scripts: only files from this origin and the one inline script of 长辈模式 by its hash; no other inline script,
    // no eval, no other origin or scheme.
    expect(csp['script-src']).toEqual(["'self'", elderBootHash()]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    for (const [name, sources] of Object.entries(csp)) {
      if (name !== 'style-src') expect(sources, name).not.toContain("'unsafe-inline'");
      expect(sources, name).not.toContain("'unsafe-eval'");
      expect(sources, name).not.toContain('*');
    }
    // Frames: ourselves and the configured hosts, nothing else; only we may frame the portal.
    expect(csp['frame-src']).toEqual(["'self'", ...FRAME_HOSTS]);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');

    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // This request came over plain http.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('the portal shell carries no inline script the policy would block', async () => {
    // The server-drawn page's data travels in a JSON data block, which is never run; the one inline script (长辈模式
    // before the first paint) runs because the policy names its hash.
    for (const url of ['/', '/article/collegeNews', '/my/alumInfo']) {
      const res = await server.app.inject({ method: 'GET', url });
      const allowed = parseCsp(res.headers['content-security-policy'] as string)['script-src'];
      const inline = [...res.body.matchAll(/<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>([\s\S]*?)<\/script>/g)];
      expect(inline.map((m) => m[1])).toEqual([ELDER_BOOT_SCRIPT]);
      for (const [, text] of inline) expect(allowed).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    }
  });
});

describe('HSTS only over https', () => {
  const hsts = async (target: TestServer, headers: Record<string, string>) =>
    (await target.app.inject({ method: 'GET', url: '/api/sysdict/dictList', headers })).headers['strict-transport-security'];

  it('is sent when a trusted proxy says the request came over https', async () => {
    expect(await hsts(proxied, { 'x-forwarded-proto': 'https' })).toBe('max-age=31536000; includeSubDomains');
    // A chain of proxies: the last hop (ours) decides.
    expect(await hsts(proxied, { 'x-forwarded-proto': 'http, https' })).toBeDefined();
  });

  it('is not sent over plain http', async () => {
    expect(await hsts(proxied, {})).toBeUndefined();
    expect(await hsts(proxied, { 'x-forwarded-proto': 'http' })).toBeUndefined();
    expect(await hsts(proxied, { 'x-forwarded-proto': 'https, http' })).toBeUndefined();
  });

  it('cannot be switched on by the client when no proxy is trusted', async () => {
    expect(server.config.trustProxy).toBe(false);
    expect(await hsts(server, { 'x-forwarded-proto': 'https' })).toBeUndefined();
  });
});

describe('FRAME_HOSTS', () => {
  it('accepts hosts with or without scheme, wildcard subdomain and port', () => {
    const csp = contentSecurityPolicy(['maps.example.cn', 'https://*.example.org:8443', 'http://10.0.0.5:8080']);
    expect(csp).toContain("frame-src 'self' maps.example.cn https://*.example.org:8443 http://10.0.0.5:8080;");
  });

  it.each(['*', 'https:', 'data:', "'unsafe-inline'", 'example.com;script-src', 'https://a.example.com/path', 'example.com,evil.com'])(
    'refuses %s, which would widen the policy or add a directive',
    (host) => {
      expect(() => contentSecurityPolicy([host])).toThrow(/FRAME_HOSTS/);
    },
  );
});
