import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstStepRefusal } from '../../server/auth/first-steps.ts';
import { currentOtp } from '../../server/auth/totp.ts';
import { DEMO_STAFF_PASSWORDS, serverSuite, startTestServer, staffToken, type TestServer } from '../helpers/server.ts';

const suite = serverSuite({ zhang: 'demo-zhangming' });

const login = (body: object, server: TestServer = suite.server) =>
  server.app.inject({ method: 'POST', url: '/api/admin/login', payload: body });
const as = (token: string | undefined, method: 'GET' | 'POST', url: string, payload?: object, server: TestServer = suite.server) =>
  server.app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload ? { payload } : {}) });

const auditOf = async (account: string) =>
  suite.server.db.query<{ action: string; summary: string; ip: string }>(
    'select action, summary, ip from audit_log where account = $1 order by id',
    [account],
  );

describe('staff sign-in', () => {
  it('answers the token, name and roles of a demo account, and the token opens the console', async () => {
    const res = await login({ account: 'editor', password: 'demo-editor' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.name).toBe('吴编辑');
    expect(data.roles).toEqual(['editor']);
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const me = await as(data.token, 'GET', '/api/admin/me');
    expect(me.json().data).toMatchObject({
      account: 'editor',
      roles: ['editor'],
      mustChangePassword: false,
      otpEnabled: false,
      otpRequired: false,
    });
    // Only the hash is stored.
    const [{ n }] = await suite.server.db.query<{ n: number }>('select count(*)::int as n from staff_session where token_hash = $1', [
      data.token,
    ]);
    expect(n).toBe(0);
  });

  it('stores argon2id hashes, never a password', async () => {
    const rows = await suite.server.db.query<{ password_hash: string }>('select password_hash from staff_account');
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const r of rows) {
      expect(r.password_hash).toMatch(/^\$argon2id\$/);
      for (const password of Object.values(DEMO_STAFF_PASSWORDS)) expect(r.password_hash).not.toContain(password);
    }
  });

  it('refuses a wrong password or an unknown account with one sentence, and validates the body with the field', async () => {
    for (const body of [
      { account: 'editor', password: 'wrong-password' },
      { account: 'nobody', password: 'demo-editor' },
    ]) {
      const res = await login(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('账号或密码错误');
    }
    const empty = await login({ account: '', password: 'x' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().data.field).toBe('account');
    const extra = await login({ account: 'editor', password: 'demo-editor', role: 'admin' });
    expect(extra.statusCode).toBe(400);
  });

  it('lists 本组织 in the session only to one who looks after an organisation; its routes refuse a 管理员 who has none', async () => {
    const admin = await staffToken(suite.server, 'admin');
    const adminMe = (await as(admin, 'GET', '/api/admin/me')).json().data;
    expect(adminMe.organizationId).toBeNull();
    expect(adminMe.sections).toEqual([
      'review',
      'alumni',
      'events',
      'donations',
      'notices',
      'content',
      'site',
      'staff',
      'audit',
      'erasures',
    ]);
    const signIn = (await login({ account: 'admin', password: 'demo-admin' })).json().data;
    expect(signIn.me.sections).not.toContain('organization');
    for (const url of ['/api/admin/my-organization', '/api/admin/my-organization/join-requests?pageNum=1&pageSize=10']) {
      const res = await as(admin, 'GET', url);
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toContain('您负责的校友组织');
    }
    const orgadmin = await staffToken(suite.server, 'orgadmin');
    expect((await as(orgadmin, 'GET', '/api/admin/me')).json().data.sections).toEqual(['organization']);
  });

  it('keeps alumni and staff tokens apart', async () => {
    const staff = await staffToken(suite.server, 'admin');
    expect((await as(suite.tokens.zhang, 'GET', '/api/admin/me')).statusCode).toBe(401);
    expect((await as(staff, 'GET', '/api/alumuser/info')).statusCode).toBe(401);
    expect((await as(undefined, 'GET', '/api/admin/me')).statusCode).toBe(401);
  });

  it('signs out: the token stops working, and the sign-in and sign-out are in the audit log', async () => {
    const token = await staffToken(suite.server, 'reviewer');
    expect((await as(token, 'POST', '/api/admin/logout', {})).statusCode).toBe(200);
    expect((await as(token, 'GET', '/api/admin/me')).statusCode).toBe(401);
    const entries = await auditOf('reviewer');
    expect(entries.map((e) => e.summary)).toEqual(expect.arrayContaining(['登录管理后台', '退出管理后台']));
    expect(entries.every((e) => e.ip.length > 0)).toBe(true);
  });

  it('refuses changes to the audit log, whoever asks', async () => {
    await expect(suite.server.db.query("update audit_log set summary = 'x'")).rejects.toThrow(/append-only/);
    await expect(suite.server.db.query('delete from audit_log')).rejects.toThrow(/append-only/);
    expect((await auditOf('reviewer')).length).toBeGreaterThan(0);
  });

  it('locks an account after five wrong passwords in a row, even for the right one, and says for how long', async () => {
    const account = 'orgadmin';
    for (let i = 1; i <= 4; i++) expect((await login({ account, password: `wrong-${i}` })).json().msg).toBe('账号或密码错误');
    const fifth = await login({ account, password: 'wrong-5' });
    expect(fifth.json().msg).toBe('登录失败次数过多，账号已锁定，请 15 分钟后再试');
    const right = await login({ account, password: DEMO_STAFF_PASSWORDS.orgadmin });
    expect(right.statusCode).toBe(400);
    expect(right.json().msg).toMatch(/^登录失败次数过多，账号已锁定，请 1[45] 分钟后再试$/);
    expect((await auditOf(account)).some((e) => e.summary.includes('账号锁定'))).toBe(true);
    // The lock ends by itself.
    await suite.server.db.query("update staff_sign_in_failure set locked_until = now() - interval '1 second' where account = $1", [
      account,
    ]);
    expect((await login({ account, password: DEMO_STAFF_PASSWORDS.orgadmin })).statusCode).toBe(200);
  });
});

describe('sign-in abuse (issue 29, point 6)', () => {
  const from = (remoteAddress: string, url: string, payload: object, token?: string) =>
    suite.server.app.inject({
      method: 'POST',
      url,
      remoteAddress,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload,
    });

  it('locks an account from the guessing address only: the office signs in from its own', async () => {
    for (let i = 1; i <= 5; i++) await from('203.0.113.5', '/api/admin/login', { account: 'editor', password: `wrong-${i}` });
    const stranger = await from('203.0.113.5', '/api/admin/login', { account: 'editor', password: 'demo-editor' });
    expect(stranger.json().msg).toMatch(/^登录失败次数过多，账号已锁定/);
    expect((await from('198.51.100.20', '/api/admin/login', { account: 'editor', password: 'demo-editor' })).statusCode).toBe(200);
  });

  it('answers a made-up account exactly as a real one, locked included', async () => {
    const answers = async (account: string) => {
      const out: string[] = [];
      for (let i = 1; i <= 6; i++)
        out.push((await from('203.0.113.6', '/api/admin/login', { account, password: `wrong-${i}` })).json().msg);
      return out.map((msg) => msg.replace(/\d+ 分钟/, 'N 分钟'));
    };
    const made = await answers('no-such-staff');
    expect(made).toEqual(await answers('orgadmin'));
    expect(made[5]).toBe('登录失败次数过多，账号已锁定，请 N 分钟后再试');
  });

  it('counts and audits wrong current passwords at a password change like wrong sign-ins, and locks', async () => {
    const signedIn = await suite.server.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress: '203.0.113.7',
      payload: { account: 'editor', password: 'demo-editor' },
    });
    const token = signedIn.json().data.token;
    const guess = (currentPassword: string) =>
      from('203.0.113.7', '/api/admin/password', { currentPassword, newPassword: 'a-new-pass-2026' }, token);
    for (let i = 1; i <= 4; i++)
      expect((await guess(`guess-${i}`)).json()).toMatchObject({ msg: '当前密码不正确', data: { field: 'currentPassword' } });
    expect((await guess('guess-5')).json().msg).toMatch(/^登录失败次数过多，账号已锁定/);
    const right = await guess('demo-editor');
    expect(right.statusCode).toBe(400);
    expect(right.json().msg).toMatch(/^登录失败次数过多，账号已锁定/);
    const audit = await suite.server.db.query<{ summary: string; ip: string }>(
      "select summary, ip from audit_log where account = 'editor' and action = 'POST /api/admin/password' order by id",
    );
    expect(audit.filter((e) => e.summary.startsWith('修改密码时当前密码错误'))).toHaveLength(5);
    expect(audit.every((e) => e.ip === '203.0.113.7')).toBe(true);
    // The way back: a 管理员's 解除锁定 lifts the lock from every address.
    const admin = (await login({ account: 'admin', password: 'demo-admin' })).json().data?.token;
    const id = (await suite.server.db.query<{ id: number }>("select id from staff_account where account = 'editor'"))[0].id;
    expect(admin).toBeTypeOf('string');
    expect((await as(admin, 'POST', `/api/admin/staff/${id}/unlock`, {})).statusCode).toBe(200);
    expect((await from('203.0.113.7', '/api/admin/login', { account: 'editor', password: 'demo-editor' })).statusCode).toBe(200);
  });
});

describe('a session', () => {
  it('ends after its idle time and at its lifetime', async () => {
    const idle = await staffToken(suite.server, 'editor');
    await suite.server.db.query(
      "update staff_session set last_seen_at = now() - interval '31 minutes' where staff_id = (select id from staff_account where account = 'editor')",
    );
    expect((await as(idle, 'GET', '/api/admin/me')).statusCode).toBe(401);
    const old = await staffToken(suite.server, 'editor');
    await suite.server.db.query(
      "update staff_session set expires_at = now() - interval '1 second' where staff_id = (select id from staff_account where account = 'editor')",
    );
    expect((await as(old, 'GET', '/api/admin/me')).statusCode).toBe(401);
  });
});

describe('own password and second factor', () => {
  it('changes the password with the current one, ends the other sessions, and refuses a weak one with the field', async () => {
    const [first, second] = [await staffToken(suite.server, 'reviewer'), await staffToken(suite.server, 'reviewer')];
    const demoAccounts = async () =>
      (await as(undefined, 'GET', '/api/admin/login/demo')).json().data.list.map((d: { account: string }) => d.account);
    expect(await demoAccounts()).toContain('reviewer');
    const weak = await as(first, 'POST', '/api/admin/password', { currentPassword: 'demo-reviewer', newPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().data.field).toBe('newPassword');
    const wrong = await as(first, 'POST', '/api/admin/password', { currentPassword: 'nope', newPassword: 'another-pass-2026' });
    expect(wrong.json().data.field).toBe('currentPassword');
    expect(
      (await as(first, 'POST', '/api/admin/password', { currentPassword: 'demo-reviewer', newPassword: 'another-pass-2026' })).statusCode,
    ).toBe(200);
    expect((await as(first, 'GET', '/api/admin/me')).statusCode).toBe(200);
    expect((await as(second, 'GET', '/api/admin/me')).statusCode).toBe(401);
    expect((await login({ account: 'reviewer', password: 'another-pass-2026' })).statusCode).toBe(200);
    // The demo list, answered from what it found before, follows the change: its password is no longer the demo's.
    expect(await demoAccounts()).not.toContain('reviewer');
    expect(await demoAccounts()).toContain('editor');
  });

  it('sets up a second factor from a QR secret, then asks for the code at sign-in; a code works once', async () => {
    const token = await staffToken(suite.server, 'admin');
    const setup = (await as(token, 'POST', '/api/admin/otp/setup', {})).json().data;
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\//);
    expect((await as(token, 'POST', '/api/admin/otp/enable', { otp: '000000' })).json().data?.field ?? 'otp').toBe('otp');
    const now = Date.now();
    const enabled = await as(token, 'POST', '/api/admin/otp/enable', { otp: currentOtp(setup.secret, 'admin', now - 30_000) });
    expect(enabled.json().data.otpEnabled).toBe(true);
    const without = await login({ account: 'admin', password: 'demo-admin' });
    expect(without.json()).toMatchObject({ msg: '请输入动态验证码', data: { field: 'otp' } });
    const code = currentOtp(setup.secret, 'admin');
    expect((await login({ account: 'admin', password: 'demo-admin', otp: code })).statusCode).toBe(200);
    const replay = await login({ account: 'admin', password: 'demo-admin', otp: code });
    expect(replay.json()).toMatchObject({ msg: '动态验证码错误', data: { field: 'otp' } });
  });
});

describe('what an account must do first', () => {
  it.each([
    [{ mustChangePassword: true, otpRequired: true }, '/api/admin/password', null],
    [{ mustChangePassword: true, otpRequired: false }, '/api/admin/me', null],
    [{ mustChangePassword: true, otpRequired: false }, '/api/admin/logout', null],
    [{ mustChangePassword: true, otpRequired: false }, '/api/admin/dashboard', '请先修改初始密码'],
    [{ mustChangePassword: true, otpRequired: true }, '/api/admin/otp/setup', '请先修改初始密码'],
    [{ mustChangePassword: false, otpRequired: true }, '/api/admin/otp/setup', null],
    [{ mustChangePassword: false, otpRequired: true }, '/api/admin/otp/enable', null],
    [{ mustChangePassword: false, otpRequired: true }, '/api/admin/dashboard', '请先设置动态验证码'],
    [{ mustChangePassword: false, otpRequired: false }, '/api/admin/dashboard', null],
  ])('%j calling %s: %s', (me, url, refusal) => {
    expect(firstStepRefusal(me, url)).toBe(refusal);
  });
});

describe('in production', () => {
  let prod: TestServer;
  let before: Record<string, number>;
  beforeAll(async () => {
    prod = await startTestServer({ production: true, loginStandin: false, loginRateLimit: 1000 });
    before = Object.fromEntries(
      await Promise.all(
        ['news', 'activity', 'app_user', 'wx_account', 'staff_account', 'site_column', 'sys_dict'].map(async (table) => [
          table,
          (await prod.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0].n,
        ]),
      ),
    );
    // A first 管理员 as `npm run staff -- add` makes one: a password to change, no second factor yet.
    const { hashPassword } = await import('../../server/auth/passwords.ts');
    await prod.db.query(
      "insert into staff_account (account, name, password_hash, roles, must_change_password) values ('chief', '主任', $1, '{admin}', true)",
      [await hashPassword('first-Pass-123')],
    );
  });
  afterAll(() => prod?.close());

  it('starts a new database with the site skeleton only: no content, no alumni, no staff', () => {
    expect(before).toMatchObject({ news: 0, activity: 0, app_user: 0, wx_account: 0, staff_account: 0 });
    expect(before.site_column).toBeGreaterThan(5);
    expect(before.sys_dict).toBeGreaterThan(5);
  });

  it('lists no demo staff, and keeps a new 管理员 to their own account until the password is changed and a second factor set', async () => {
    expect((await as(undefined, 'GET', '/api/admin/login/demo', undefined, prod)).json().data.list).toEqual([]);
    const { data } = (await login({ account: 'chief', password: 'first-Pass-123' }, prod)).json();
    expect(data.me).toMatchObject({ mustChangePassword: true, otpRequired: true });
    expect((await as(data.token, 'GET', '/api/admin/me', undefined, prod)).statusCode).toBe(200);
    // On a one-time password nothing but the change itself: not the dashboard, not the second factor.
    for (const [method, url] of [
      ['GET', '/api/admin/dashboard'],
      ['POST', '/api/admin/otp/setup'],
    ] as const) {
      const refused = await as(data.token, method, url, method === 'POST' ? {} : undefined, prod);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().msg).toBe('请先修改初始密码');
    }
    const changed = await as(
      data.token,
      'POST',
      '/api/admin/password',
      { currentPassword: 'first-Pass-123', newPassword: 'second-Pass-456' },
      prod,
    );
    expect(changed.json().data).toMatchObject({ mustChangePassword: false, otpRequired: true });
  });
});
