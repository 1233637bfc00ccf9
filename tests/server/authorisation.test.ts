// Who may do what, for every personal endpoint. The list of personal endpoints is not written here: it is read from
// the OpenAPI document, where every route guarded by requireUser carries the bearerAuth marker (server/auth/session.ts).
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createSession } from '../../server/auth/session.ts';
import { readConfig } from '../../server/config/index.ts';
import { dbChecksum } from '../helpers/db-checksum.ts';
import { fillPath, operations, sample, sampleParams, type Operation } from '../helpers/openapi.ts';
import { makeOwnedRecords, type OwnedRecords } from '../helpers/records.ts';
import { routeTable } from '../helpers/route-table.ts';
import { startFakeWxpay } from '../helpers/fake-wxpay.ts';
import { startFakeWechat } from '../helpers/fake-wechat.ts';
import { hashSecret, newSecret } from '../../server/auth/tokens.ts';
import { insertMpSession } from '../../server/repositories/wechat-login.ts';
import { signInThroughStandin, startTestServer } from '../helpers/server.ts';

// WeChat Pay (the fake) too, so paying a pledge is a route its owner can use and an intruder cannot; and the
// mini-program (the fake WeChat), so is the link that opens it at a pledge.
const wxpay = await startFakeWxpay();
const wechat = await startFakeWechat();
const server = await startTestServer({
  loginStandin: true,
  loginRateLimit: 1_000_000,
  wxpay: wxpay.config('http://127.0.0.1:9/api/donation/wxpay/notify'),
  wechat: readConfig(wechat.env('miniprogram')).wechat,
});
afterAll(async () => {
  await server.close();
  await wxpay.close();
  await wechat.close();
});

const ops = operations(server.app);
const personal = ops.filter((op) => op.personal);
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

// 张明 owns one live record of each kind; 李华 tries to reach them.
const owner = await signInThroughStandin(server, 'demo-zhangming');
const intruder = await signInThroughStandin(server, 'demo-lihua');
const records: OwnedRecords = await makeOwnedRecords(server, owner, `MARK${randomBytes(6).toString('hex')}`);

/** A request to `op` that passes its schema: sample path, query and body, with the given path values and token. */
function call(op: Operation, opts: { token?: string; authorization?: string; path?: Record<string, string> } = {}): InjectOptions {
  const base = sampleParams(op);
  const json = op.body['application/json'];
  const authorization = opts.authorization ?? (opts.token ? `Bearer ${opts.token}` : undefined);
  return {
    method: op.method,
    url: fillPath(op.path, { ...base.path, ...opts.path }) + (Object.keys(base.query).length ? `?${new URLSearchParams(base.query)}` : ''),
    headers: { ...(authorization ? { authorization } : {}), ...(json ? { 'content-type': 'application/json' } : {}) },
    ...(json ? { payload: JSON.stringify(sample(json)) } : {}),
  };
}

describe('the personal endpoints, as the document marks them', () => {
  it('are the routes that need a sign-in, and only those', async () => {
    expect(personal.length).toBeGreaterThan(30);
    // Every unmarked operation answers a caller without a token (whatever it answers, it is not 401). Console
    // operations carry the staff marker instead, and are checked in admin-roles.test.ts; the mini-program's carry
    // its session marker, checked in wechat-mp.test.ts.
    for (const op of ops.filter((o) => !o.personal && !o.console && !o.mp && !o.body['multipart/form-data'])) {
      const res = await server.app.inject(call(op));
      expect.soft(res.statusCode, `${op.label} answers 401 but is not marked personal`).not.toBe(401);
    }
  });
});

describe('without a valid token', () => {
  const credentials: Array<[string, () => Promise<string | undefined>]> = [
    ['no Authorization header', async () => undefined],
    ['a well-formed token nobody was given', async () => `Bearer ${randomBytes(32).toString('base64url')}`],
    ['a token with one character changed', async () => `Bearer ${owner.slice(0, -1)}${owner.endsWith('A') ? 'B' : 'A'}`],
    ["the token's hash as stored in the database", async () => `Bearer ${sha256(owner)}`],
    ['another scheme', async () => `Basic ${Buffer.from('demo-zhangming:x').toString('base64')}`],
    ['the scheme alone', async () => 'Bearer'],
    [
      'a token after logout',
      async () => {
        const token = await signInThroughStandin(server, 'demo-lihua');
        const out = await server.app.inject({
          method: 'POST',
          url: '/api/login/logout',
          headers: { authorization: `Bearer ${token}` },
          payload: {},
        });
        expect(out.json().code).toBe(0);
        return `Bearer ${token}`;
      },
    ],
    [
      'an expired token',
      async () => {
        const token = await createSession(server.db, records.userId, -1000); // ended a second ago
        return `Bearer ${token}`;
      },
    ],
    [
      "a disabled user's token",
      async () => {
        const token = await signInThroughStandin(server, 'demo-zhaolei');
        await server.db.query("update app_user set disabled = true where name = '赵磊'");
        return `Bearer ${token}`;
      },
    ],
  ];

  it.each(credentials)('every personal endpoint answers the 401 envelope to %s, and changes nothing', async (_, make) => {
    const authorization = await make();
    const before = await dbChecksum(server.db);
    for (const op of personal) {
      const res = await server.app.inject(call(op, { authorization }));
      expect.soft(res.statusCode, op.label).toBe(401);
      expect.soft(res.json(), op.label).toEqual({ code: 401, msg: '登录已过期，请重新登录', data: null });
    }
    expect(await dbChecksum(server.db)).toBe(before);
  });
});

/**
 * Personal routes whose path names a record. Each is either the owner's record (an intruder must get 404 or 403 and
 * change nothing) or a shared one (an activity, an organisation) where the answer is about the caller alone.
 * A new personal route with an id fails the first test below until it is placed here.
 */
type ByIdRule =
  /** `publicId`: the id names a public thing (an activity) whose existence anyone may learn, not the record itself */
  | { owned: (r: OwnedRecords) => number; publicId?: true }
  | { shared: string; id: (r: OwnedRecords) => number; check?: (body: { data: unknown }) => void };
const byId: Record<string, ByIdRule> = {
  'PUT /api/alummessage/{id}/read': { owned: (r) => r.message },
  'POST /api/appointment/{id}/cancel': { owned: (r) => r.appointment },
  'GET /api/donation/{id}': { owned: (r) => r.donation },
  'POST /api/donation/{id}/cancel': { owned: (r) => r.donation },
  'PUT /api/donation/{id}/display': { owned: (r) => r.donation },
  'POST /api/donation/{id}/pay': { owned: (r) => r.pledge },
  'POST /api/donation/{id}/check': { owned: (r) => r.pledge },
  'POST /api/donation/{id}/mp-link': { owned: (r) => r.pledge },
  'DELETE /api/alumorganization/join/{id}': { owned: (r) => r.joinRequest },
  'GET /api/alumcompany/applications/{id}': { owned: (r) => r.companyApplication },
  'DELETE /api/alumactivity/proposals/{id}': { owned: (r) => r.proposal },
  // The id is the activity; the sign-up cancelled would be the caller's, and the intruder has none.
  'POST /api/alumactivity/{id}/signup/cancel': { owned: (r) => r.activity, publicId: true },
  'GET /api/alumactivity/{id}/signup-status': {
    shared: "the activity; the answer is the caller's own sign-up",
    id: (r) => r.activity,
    check: (body) => expect(body.data).toMatchObject({ signedUp: false }),
  },
  'GET /api/alumorganization/{id}/membership': {
    shared: "the organisation; the answer is the caller's own request",
    id: (r) => r.organization,
    check: (body) => expect(body.data).toEqual({ status: 'none', requestId: null }),
  },
  'POST /api/alumactivity/{id}/signup': { shared: 'the activity; signs up the caller', id: (r) => r.activity },
  'POST /api/alumorganization/{id}/join': { shared: 'the organisation; the request is the caller’s', id: (r) => r.organization },
  'GET /api/alumcardtemplate/{id}': { shared: 'card templates, the same for everyone', id: () => 1 },
  'GET /api/alumcompany/{id}': { shared: 'companies, shown to every signed-in alumnus', id: () => 1 },
  'GET /api/recruitment/{id}': { shared: 'positions, shown to every signed-in alumnus', id: () => 1 },
};

describe("one user cannot reach another's records", () => {
  const withId = personal.filter((op) => op.params.some((p) => p.in === 'path'));

  // First, while every marked record is still there (the tests below cancel and withdraw some).
  it("no personal list shows the intruder the owner's records, which the owner does see", async () => {
    const lists = personal.filter((op) => op.method === 'GET' && !op.params.some((p) => p.in === 'path'));
    const seenByOwner: string[] = [];
    for (const op of lists) {
      const theirs = await server.app.inject(call(op, { token: intruder }));
      expect.soft(theirs.body, op.label).not.toContain(records.marker);
      // The owner's ID number and phone never leave in full, to anyone.
      expect.soft(theirs.body, op.label).not.toMatch(/330102199003071230|13857101234/);
      if ((await server.app.inject(call(op, { token: owner }))).body.includes(records.marker)) seenByOwner.push(op.label);
    }
    // The marked records are there to be leaked: appointments, donations, requests, applications, proposals, proofs, messages.
    expect(seenByOwner.length).toBeGreaterThanOrEqual(6);
  });

  it('every personal route with an id is classified as owned or shared', () => {
    expect(withId.map((op) => op.label).filter((label) => !byId[label])).toEqual([]);
  });

  const owned = withId.filter((op) => 'owned' in (byId[op.label] ?? {}));
  it.each(owned.map((op) => [op.label, op] as const))(
    '%s: the intruder gets 404 or 403, the record stays, its owner still can',
    async (label, op) => {
      const rule = byId[label] as Extract<ByIdRule, { owned: unknown }>;
      const id = String(rule.owned(records));
      const before = await dbChecksum(server.db);
      const res = await server.app.inject(call(op, { token: intruder, path: { id } }));
      expect([403, 404]).toContain(res.statusCode);
      expect(res.json()).toMatchObject({ code: res.statusCode, data: null });
      expect(res.body).not.toContain(records.marker);
      expect(await dbChecksum(server.db), 'the record changed').toBe(before);
      if (!rule.publicId) {
        // The same answer as for an id that does not exist: no telling whose records exist.
        const missing = await server.app.inject(call(op, { token: intruder, path: { id: '2147483647' } }));
        expect([missing.statusCode, missing.json().msg]).toEqual([res.statusCode, res.json().msg]);
      }
      // The record was live: its owner reads or changes it with the same request.
      const own = await server.app.inject(call(op, { token: owner, path: { id } }));
      expect(own.json().code, own.json().msg).toBe(0);
    },
  );

  const shared = withId.filter((op) => 'shared' in (byId[op.label] ?? {}));
  it.each(shared.map((op) => [op.label, op] as const))('%s: answers about the caller only', async (label, op) => {
    const rule = byId[label] as Extract<ByIdRule, { shared: string }>;
    const res = await server.app.inject(call(op, { token: intruder, path: { id: String(rule.id(records)) } }));
    expect(res.statusCode).toBeLessThan(500);
    expect(res.body).not.toContain(records.marker);
    if (rule.check) rule.check(res.json());
  });
});

/**
 * The mini-program's routes whose path names a record: the record is reached through the WeChat account's alumnus, so
 * another account's session gets what a missing id gets and changes nothing. A new one fails until it is placed here.
 */
const mpById: Record<string, (r: OwnedRecords) => number> = {
  'POST /api/mp/donation/{id}/pay': (r) => r.pledge,
};

describe("one WeChat account cannot reach another's records in the mini-program", () => {
  const mpWithId = ops.filter((op) => op.mp && op.params.some((p) => p.in === 'path' && p.name === 'id'));
  const mpSession = async (openid: string) => {
    const token = newSecret(32);
    // The same openid under the mini-program, which WeChat Pay knows as the merchant AppID's.
    wxpay.addPayer(openid);
    await insertMpSession(server.db, hashSecret(token), openid, openid, new Date(Date.now() + 3_600_000));
    return token;
  };

  it('every mini-program route with an id is classified', () => {
    expect(mpWithId.map((op) => op.label).filter((label) => !mpById[label])).toEqual([]);
  });

  it.each(mpWithId.map((op) => [op.label, op] as const))(
    '%s: another account gets 404, the record stays, its owner still can',
    async (label, op) => {
      const id = String(mpById[label](records));
      const before = await dbChecksum(server.db);
      const intruder = await mpSession('demo-lihua');
      const res = await server.app.inject(call(op, { token: intruder, path: { id } }));
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(records.marker);
      const missing = await server.app.inject(call(op, { token: intruder, path: { id: '2147483647' } }));
      expect([missing.statusCode, missing.json().msg]).toEqual([res.statusCode, res.json().msg]);
      // The intruder's session aside, nothing changed.
      await server.db.query('delete from mp_session where token_hash = $1', [hashSecret(intruder)]);
      expect(await dbChecksum(server.db), 'the record changed').toBe(before);
      const own = await server.app.inject(call(op, { token: await mpSession('demo-zhangming'), path: { id } }));
      expect(own.json().code, own.json().msg).toBe(0);
    },
  );
});

describe('tokens', () => {
  it('are 256 random bits, all different, and only their SHA-256 is stored', async () => {
    const tokens = await Promise.all(Array.from({ length: 12 }, () => signInThroughStandin(server, 'demo-wangfang')));
    expect(new Set(tokens).size).toBe(tokens.length);
    const bytes = tokens.map((t) => Buffer.from(t, 'base64url'));
    for (const b of bytes) expect(b.length * 8).toBeGreaterThanOrEqual(128);
    // Random, not counted: any two differ in about half their bits.
    for (let i = 1; i < bytes.length; i++) {
      let differing = 0;
      for (let j = 0; j < bytes[i].length; j++)
        differing += [...(bytes[i][j] ^ bytes[i - 1][j]).toString(2)].filter((c) => c === '1').length;
      expect(differing).toBeGreaterThan(bytes[i].length * 8 * 0.3);
    }
    const stored = new Set((await server.db.query<{ h: string }>('select token_hash as h from session_token')).map((r) => r.h));
    for (const t of tokens) expect(stored.has(sha256(t))).toBe(true);
    // No table holds a token (or a login code) as it was handed out.
    const everything = (
      await server.db.query<{ t: string }>(
        `select string_agg(x::text, '|') as t from (select row_to_json(s)::text as x from session_token s
         union all select row_to_json(c)::text from login_code c) y`,
      )
    )[0].t;
    for (const t of [...tokens, owner, intruder]) expect(everything).not.toContain(t);
  });

  it('login codes are 128 random bits and work once', async () => {
    const confirm = await server.app.inject({
      method: 'POST',
      url: '/dev/wx-qrconnect/confirm',
      headers: { host: 'portal.test', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        openid: 'demo-lihua',
        redirect_uri: 'http://portal.test/wxMpQrCodeRedirect',
        state: 'AbCdE12345',
      }).toString(),
    });
    const code = new URL(confirm.headers.location as string).searchParams.get('code')!;
    expect(Buffer.from(code, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    const [row] = await server.db.query('select 1 from login_code where code_hash = $1', [sha256(code)]);
    expect(row).toBeDefined();
    const exchange = () => server.app.inject({ method: 'POST', url: '/api/login/wxMpQrCodeLogin', payload: { code, state: 'AbCdE12345' } });
    expect((await exchange()).json().code).toBe(0);
    expect((await exchange()).json().code).toBe(10022);
  });
});

describe('rate limits on sign-in', () => {
  const form = (openid: string) =>
    new URLSearchParams({ openid, redirect_uri: 'http://portal.test/wxMpQrCodeRedirect', state: 'AbCdE12345' }).toString();
  const attempts: Array<[string, (remoteAddress: string) => InjectOptions]> = [
    [
      'the login (the stand-in issuing a code)',
      (remoteAddress) => ({
        method: 'POST',
        url: '/dev/wx-qrconnect/confirm',
        remoteAddress,
        headers: { host: 'portal.test', 'content-type': 'application/x-www-form-urlencoded' },
        payload: form('demo-zhangming'),
      }),
    ],
    [
      'the code exchange',
      (remoteAddress) => ({
        method: 'POST',
        url: '/api/login/wxMpQrCodeLogin',
        remoteAddress,
        payload: { code: 'abcdefgh1234', state: 'AbCdE12345' },
      }),
    ],
  ];

  it.each(attempts)('%s answers 429 in the envelope past the limit, for that client only', async (_, attempt) => {
    const limited = await startTestServer({ loginStandin: true, loginRateLimit: 3 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await limited.app.inject(attempt('10.0.0.1'))).statusCode);
      expect(statuses.slice(0, 3).every((s) => s !== 429)).toBe(true);
      expect(statuses[3]).toBe(429);
      const refused = await limited.app.inject(attempt('10.0.0.1'));
      expect(refused.json()).toMatchObject({ code: 429, data: null });
      expect(refused.json().msg).toMatch(/请求过于频繁/);
      // Another address (another school network) is not locked out by the first.
      expect((await limited.app.inject(attempt('10.0.0.2'))).statusCode).not.toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('the login stand-in in production', () => {
  it('is off by default in production and with a PostgreSQL database, on only when asked', () => {
    expect(readConfig({ NODE_ENV: 'production' }).loginStandin).toBe(false);
    expect(readConfig({ DATABASE_URL: 'postgres://db/portal' }).loginStandin).toBe(false);
    expect(readConfig({ NODE_ENV: 'production', LOGIN_STANDIN: 'off' }).loginStandin).toBe(false);
    expect(readConfig({}).loginStandin).toBe(true);
    expect(readConfig({ LOGIN_STANDIN: 'off' }).loginStandin).toBe(false);
  });

  it('is absent from a server configured for production: no /dev route at all', async () => {
    const production = await startTestServer({ loginStandin: readConfig({ NODE_ENV: 'production' }).loginStandin });
    try {
      expect(routeTable(production.app).filter((r) => r.includes('/dev/'))).toEqual([]);
      for (const [method, url] of [
        ['GET', '/dev/wx-qrconnect?state=AbCdE12345&redirect_uri=x'],
        ['POST', '/dev/wx-qrconnect/confirm'],
        ['GET', '/dev/pay?orderNo=D1'],
        ['POST', '/dev/pay/confirm'],
      ] as const) {
        const res = await production.app.inject({
          method,
          url,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: method === 'POST' ? 'openid=demo-zhangming' : undefined,
        });
        expect(res.statusCode, url).toBe(404);
      }
    } finally {
      await production.close();
    }
  });
});
