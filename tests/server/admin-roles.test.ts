// Who on the staff may do what, for every console operation. The operations are read from the OpenAPI document (every
// route with a staff operation carries the staff security marker), so a console route added later is covered here
// without touching this file, and fails it until its path is classified below.
import { afterAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { hashSecret, newSecret } from '../../server/auth/tokens.ts';
import { insertStaffSession } from '../../server/repositories/staff.ts';
import { fillPath, operations, sample, sampleParams, type Operation } from '../helpers/openapi.ts';
import { routeTable } from '../helpers/route-table.ts';
import { signInThroughStandin, startTestServer, type DemoStaff } from '../helpers/server.ts';

const server = await startTestServer({ loginStandin: true, loginRateLimit: 1_000_000 });
afterAll(() => server.close());
const alumnus = await signInThroughStandin(server, 'demo-zhangming');
const ops = operations(server.app);
const consoleOps = ops.filter((op) => op.console);

/**
 * The table, written out here rather than read from src/shared/admin/roles.ts, so that a change there that
 * grants or takes away an operation fails this test: which console area each path belongs to, and who may use it.
 */
const areas: Array<[prefix: RegExp, area: string]> = [
  [/^\/api\/admin\/(me|logout|password|otp\/|dashboard|inbox)/, 'own account'],
  [/^\/api\/admin\/review\//, 'review'],
  [/^\/api\/admin\/events\//, 'events'],
  [/^\/api\/admin\/donations\/[^/]+\/refund$/, 'refunds'],
  [/^\/api\/admin\/donations/, 'donations'],
  // The samples send to all alumni (the audience's first value): for 内容编辑 and 管理员 only.
  [/^(POST \/api\/admin\/notices|GET \/api\/admin\/notices\/recipients)$/, 'notices to any audience'],
  // The page, its choices and what was sent; sending to a saved filter of the roster (below) is the 审核员's too.
  [/^GET \/api\/admin\/notices/, 'notices'],
  [/^\/api\/admin\/content\//, 'content'],
  [/^\/api\/admin\/upload\//, 'content'],
  [/^\/api\/admin\/site\/money/, 'money'],
  [/^\/api\/admin\/site\//, 'site'],
  [/^\/api\/admin\/my-organization/, 'organisation'],
  [/^\/api\/admin\/staff/, 'staff accounts'],
  [/^\/api\/admin\/audit/, 'audit log'],
  [/^\/api\/admin\/erasures/, 'erasures'],
  [/^\/api\/admin\/alumni\//, 'roster'],
];
const allowed: Record<string, readonly DemoStaff[]> = {
  'own account': ['admin', 'editor', 'reviewer', 'orgadmin'],
  review: ['admin', 'reviewer'],
  events: ['admin', 'editor', 'reviewer'],
  donations: ['admin', 'reviewer'],
  refunds: ['admin'],
  money: ['admin'],
  'notices to any audience': ['admin', 'editor'],
  notices: ['admin', 'editor', 'reviewer'],
  content: ['admin', 'editor'],
  site: ['admin', 'editor'],
  organisation: ['admin', 'orgadmin'],
  'staff accounts': ['admin'],
  'audit log': ['admin'],
  erasures: ['admin', 'reviewer'],
  roster: ['admin', 'reviewer'],
};
const areaOf = (op: Operation) => areas.find(([prefix]) => prefix.test(op.path) || prefix.test(`${op.method} ${op.path}`))?.[1];

/**
 * A fresh console token for a demo account, straight into the table, the account as seeded: the operations called
 * before (a sign-out, a password reset of the sample id) may have revoked a token or left the account asking for a
 * new password.
 */
async function tokenOf(account: DemoStaff): Promise<string> {
  const [{ id }] = await server.db.query<{ id: number }>(
    'update staff_account set must_change_password = false, disabled = false, locked_until = null where account = $1 returning id',
    [account],
  );
  const token = newSecret();
  await insertStaffSession(server.db, hashSecret(token), id, new Date(Date.now() + 3_600_000));
  return token;
}

function call(op: Operation, token: string | undefined): InjectOptions {
  const base = sampleParams(op);
  const json = op.body['application/json'];
  return {
    method: op.method,
    url: fillPath(op.path, base.path) + (Object.keys(base.query).length ? `?${new URLSearchParams(base.query)}` : ''),
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(json ? { 'content-type': 'application/json' } : {}) },
    ...(json ? { payload: JSON.stringify(sample(json)) } : {}),
  };
}

// Staff credentials that must open nothing: a token after sign-out, the hash the database keeps of a live one, a live
// one with a character changed (and a live one under another scheme).
const live = await tokenOf('admin');
const signedOut = await tokenOf('editor');
await server.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { authorization: `Bearer ${signedOut}` }, payload: {} });
const tampered = `${live.slice(0, -1)}${live.endsWith('A') ? 'B' : 'A'}`;

describe('the console operations, as the document marks them', () => {
  it('are every route under /api/admin/ but the sign-in, each in a known area', () => {
    const adminRoutes = routeTable(server.app).filter((r) => r.split(' ')[1].startsWith('/api/admin/'));
    const open = ['POST /api/admin/login', 'GET /api/admin/login/demo'];
    expect(consoleOps.length + open.length).toBe(adminRoutes.length);
    expect(consoleOps.filter((op) => !areaOf(op)).map((op) => op.label)).toEqual([]);
    expect(
      ops
        .filter((op) => !op.console && op.path.startsWith('/api/admin/'))
        .map((op) => op.label)
        .sort(),
    ).toEqual(open.sort());
  });
});

describe.each(consoleOps.map((op) => [op.label, op] as const))('%s', (_label, op) => {
  it('answers 401 without a token, and to an alumni token, a signed-out, a stored or a tampered staff token', async () => {
    for (const authorization of [
      undefined,
      `Bearer ${alumnus}`,
      `Bearer ${signedOut}`,
      `Bearer ${hashSecret(live)}`,
      `Bearer ${tampered}`,
      `Basic ${live}`,
    ]) {
      const request = call(op, undefined);
      const res = await server.app.inject({ ...request, headers: { ...request.headers, ...(authorization ? { authorization } : {}) } });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json()).toMatchObject({ code: 401, msg: '登录已过期，请重新登录管理后台' });
    }
  });

  it.each(['admin', 'editor', 'reviewer', 'orgadmin'] as const)('as %s: allowed by the table, or 403', async (role) => {
    const res = await server.app.inject(call(op, await tokenOf(role)));
    if (allowed[areaOf(op)!].includes(role)) {
      expect([401, 403]).not.toContain(res.statusCode);
    } else {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 403, msg: '无权进行此操作' });
    }
  });
});
