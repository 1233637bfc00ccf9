// Answers that need a token hold personal data, and a browser's disk cache outlives a sign-out: every such answer, for
// every authenticated operation of the app's own OpenAPI document, says Cache-Control: no-store (issue 29, point 3).
import { describe, expect, it } from 'vitest';
import { mustNotStore } from '../../server/http/no-store.ts';
import { hashSecret, newSecret } from '../../server/auth/tokens.ts';
import { insertMpSession } from '../../server/repositories/wechat-login.ts';
import { fillPath, operations, sampleParams } from '../helpers/openapi.ts';
import { serverSuite, staffToken } from '../helpers/server.ts';

const suite = serverSuite({ zhangming: 'demo-zhangming' });

describe('mustNotStore', () => {
  it.each([
    [{ secured: true, carriesToken: true }, true],
    [{ secured: true, carriesToken: false }, true],
    [{ secured: false, carriesToken: true }, true],
    [{ secured: false, carriesToken: false }, false],
  ])('%o → %s', (request, expected) => expect(mustNotStore(request)).toBe(expected));
});

describe('Cache-Control on answers', () => {
  it('is no-store on every authenticated operation, whatever it answers', async () => {
    const staff = await staffToken(suite.server, 'admin');
    const mp = newSecret(32);
    await insertMpSession(suite.server.db, hashSecret(mp), 'demo-unbound', 'demo-unbound', new Date(Date.now() + 3_600_000));
    const secured = operations(suite.server.app).filter((op) => op.personal || op.console || op.mp);
    expect(secured.length).toBeGreaterThan(50);
    const stored: string[] = [];
    for (const op of secured) {
      const token = op.console ? staff : op.mp ? mp : suite.tokens.zhangming;
      const { path, query } = sampleParams(op);
      const json = op.body['application/json'];
      // Writes go with an empty body: refused (400), which is still an answer that must not be stored, and nothing
      // changes what a later operation answers.
      const res = await suite.server.app.inject({
        method: op.method,
        url: fillPath(op.path, path) + (Object.keys(query).length ? `?${new URLSearchParams(query)}` : ''),
        headers: { authorization: `Bearer ${token}` },
        ...(op.method !== 'GET' && json ? { payload: {} } : {}),
      });
      if (!/\bno-store\b/.test(String(res.headers['cache-control'])))
        stored.push(`${op.label} ${res.statusCode} ${res.headers['cache-control']}`);
      // Without a token: the 401 says no-store too.
      const anonymous = await suite.server.app.inject({ method: op.method, url: fillPath(op.path, path) });
      if (!/\bno-store\b/.test(String(anonymous.headers['cache-control']))) stored.push(`${op.label} (no token) ${anonymous.statusCode}`);
    }
    expect(stored).toEqual([]);
  });

  it('leaves a public answer cacheable, unless the request carried a token', async () => {
    const anonymous = await suite.inject(null, 'GET', '/api/alumnews/list?pageNum=1&pageSize=10');
    expect(anonymous.headers['cache-control']).not.toBe('no-store');
    const signedIn = await suite.inject(suite.tokens.zhangming, 'GET', '/api/alumnews/list?pageNum=1&pageSize=10');
    expect(signedIn.headers['cache-control']).toBe('no-store');
  });
});
