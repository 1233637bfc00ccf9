import { describe, expect, it } from 'vitest';
import { serverSuite, startTestServer } from '../helpers/server.ts';

const suite = serverSuite();

const host = 'portal.test';
const state = 'AbCdE12345';
const redirectUri = `http://${host}/wxMpQrCodeRedirect?redirect_url=%2Fmy`;

async function issueCode(openid: string, s = state): Promise<string> {
  const res = await suite.server.app.inject({
    method: 'POST',
    url: '/dev/wx-qrconnect/confirm',
    headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ openid, redirect_uri: redirectUri, state: s }).toString(),
  });
  expect(res.statusCode).toBe(302);
  const location = new URL(res.headers.location as string);
  expect(location.origin + location.pathname).toBe(`http://${host}/wxMpQrCodeRedirect`);
  expect(location.searchParams.get('redirect_url')).toBe('/my');
  expect(location.searchParams.get('state')).toBe(s);
  return location.searchParams.get('code')!;
}

async function login(code: string, s = state) {
  const res = await suite.server.app.inject({ method: 'POST', url: '/api/login/wxMpQrCodeLogin', payload: { code, state: s } });
  return { status: res.statusCode, body: res.json() };
}

async function signIn(openid: string): Promise<string> {
  const { body } = await login(await issueCode(openid));
  expect(body.code).toBe(0);
  return body.data.token;
}

const authed = (token: string, url: string, method: 'GET' | 'POST' = 'GET') =>
  suite.server.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(method === 'POST' ? { payload: {} } : {}) });

describe('login stand-in page', () => {
  it('is titled 模拟微信扫码 and lists every demo account as a button', async () => {
    const res = await suite.server.app.inject({
      method: 'GET',
      headers: { host },
      url: `/dev/wx-qrconnect?appid=wx1&redirect_uri=${encodeURIComponent(redirectUri)}&response_type=code&scope=snsapi_login&state=${state}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>模拟微信扫码</title>');
    for (const name of ['张明', '李华', '王芳', '赵磊', '陈静', '未绑定用户', '停用用户']) {
      expect(res.body).toContain(`<button type="submit">${name}</button>`);
    }
  });

  it('refuses a redirect_uri on another host (no open redirect)', async () => {
    const res = await suite.server.app.inject({
      method: 'GET',
      headers: { host },
      url: `/dev/wx-qrconnect?redirect_uri=${encodeURIComponent('https://evil.example/wxMpQrCodeRedirect')}&state=${state}`,
    });
    expect(res.statusCode).toBe(400);
    const post = await suite.server.app.inject({
      method: 'POST',
      url: '/dev/wx-qrconnect/confirm',
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ openid: 'demo-zhangming', redirect_uri: 'https://evil.example/wxMpQrCodeRedirect', state }).toString(),
    });
    expect(post.statusCode).toBe(400);
    expect(post.headers.location).toBeUndefined();
  });

  it('is absent when the stand-in is off', async () => {
    const off = await startTestServer({ loginStandin: false });
    try {
      const res = await off.app.inject({ method: 'GET', url: `/dev/wx-qrconnect?redirect_uri=x&state=${state}` });
      expect(res.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('POST /api/login/wxMpQrCodeLogin', () => {
  it.each([
    ['demo-zhangming', 'alumni', 'verified'],
    ['demo-lihua', 'alumni', 'verified'],
    ['demo-wangfang', 'alumni', 'pending'],
    ['demo-zhaolei', 'alumni', 'rejected'],
    ['demo-chenjing', 'member', 'verified'],
  ])('code 0 for %s with the login record', async (openid, userType, alumUserStatus) => {
    const { status, body } = await login(await issueCode(openid));
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ userType, alumUserStatus });
    expect(Buffer.from(body.data.token, 'base64url').length).toBeGreaterThanOrEqual(32);
  });

  it('code 10005 for a WeChat account bound to no alumni identity', async () => {
    const { body } = await login(await issueCode('demo-unbound'));
    expect(body).toMatchObject({ code: 10005, data: null });
    expect(body.msg).toMatch(/绑定/);
  });

  it('code 10010 for a disabled account', async () => {
    const { body } = await login(await issueCode('demo-disabled'));
    expect(body).toMatchObject({ code: 10010, data: null });
  });

  it('code 10022 for a used code, an unknown code, a state that does not match and an expired code', async () => {
    const code = await issueCode('demo-zhangming');
    expect((await login(code)).body.code).toBe(0);
    expect((await login(code)).body.code).toBe(10022);
    expect((await login('UnknownCode1234567')).body.code).toBe(10022);
    expect((await login(await issueCode('demo-zhangming'), 'ZZZZZ99999')).body.code).toBe(10022);
    const expired = await issueCode('demo-zhangming');
    await suite.server.db.query("update login_code set expires_at = now() - interval '1 second' where used_at is null");
    expect((await login(expired)).body.code).toBe(10022);
  });

  it('answers 400 naming the field for malformed input', async () => {
    for (const [payload, field] of [
      [{ state }, 'code'],
      [{ code: 'abcdefgh1234' }, 'state'],
      [{ code: 'abcdefgh1234', state: 'short' }, 'state'],
      [{ code: "x' or 1=1 --", state }, 'code'],
    ] as const) {
      const res = await suite.server.app.inject({ method: 'POST', url: '/api/login/wxMpQrCodeLogin', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().data.field).toBe(field);
    }
  });

  it('stores only a hash of the token', async () => {
    const token = await signIn('demo-zhangming');
    const rows = await suite.server.db.query<{ token_hash: string }>('select token_hash from session_token');
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });
});

describe('personal endpoints', () => {
  const personal = [
    '/api/alumuser/info',
    '/api/alumorgmember/info',
    '/api/alummessage/unreadCount',
    '/api/alumcardtemplate/list?active=1&defaultTemplate=1',
    '/api/alumcardtemplate/1',
  ];

  it.each(personal)('%s answers the 401 envelope without a token, with a bad token and with a malformed header', async (url) => {
    for (const headers of [{}, { authorization: 'Bearer ' + 'x'.repeat(43) }, { authorization: 'Basic abc' }]) {
      const res = await suite.server.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 401, data: null });
    }
  });

  it('logout without a token answers 401', async () => {
    const res = await suite.server.app.inject({ method: 'POST', url: '/api/login/logout', payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('alumni info answers for the token owner only, and member info for members', async () => {
    const zhang = await signIn('demo-zhangming');
    const info = (await authed(zhang, '/api/alumuser/info')).json();
    expect(info.data).toMatchObject({ name: '张明', studentCurrentStatus: '07', userStatus: 'verified' });
    expect((await authed(zhang, '/api/alumorgmember/info')).statusCode).toBe(403);
    const chen = await signIn('demo-chenjing');
    expect((await authed(chen, '/api/alumorgmember/info')).json().data).toMatchObject({ name: '陈静' });
    expect((await authed(chen, '/api/alumuser/info')).statusCode).toBe(403);
    const li = await signIn('demo-lihua');
    expect((await authed(li, '/api/alumuser/info')).json().data.name).toBe('李华');
  });

  it('the unread count is a number per user', async () => {
    expect((await authed(await signIn('demo-zhangming'), '/api/alummessage/unreadCount')).json().data).toBe(3);
    expect((await authed(await signIn('demo-lihua'), '/api/alummessage/unreadCount')).json().data).toBe(0);
  });

  it('card templates: the active default one, and one by id', async () => {
    const token = await signIn('demo-zhangming');
    const list = (await authed(token, '/api/alumcardtemplate/list?active=1&defaultTemplate=1')).json().data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ active: true, defaultTemplate: true });
    expect((await authed(token, `/api/alumcardtemplate/${list[0].id}`)).json().data.name).toBe(list[0].name);
    expect((await authed(token, '/api/alumcardtemplate/9999')).statusCode).toBe(404);
  });

  it('logout revokes the token', async () => {
    const token = await signIn('demo-zhangming');
    expect((await authed(token, '/api/alumuser/info')).statusCode).toBe(200);
    const out = await authed(token, '/api/login/logout', 'POST');
    expect(out.statusCode).toBe(200);
    expect(out.json().code).toBe(0);
    expect((await authed(token, '/api/alumuser/info')).statusCode).toBe(401);
    expect((await authed(token, '/api/login/logout', 'POST')).statusCode).toBe(401);
  });

  it('an expired token answers 401; use slides the expiry forward', async () => {
    const token = await signIn('demo-zhangming');
    await suite.server.db.query("update session_token set expires_at = now() + interval '1 hour' where revoked_at is null");
    expect((await authed(token, '/api/alumuser/info')).statusCode).toBe(200);
    const [{ expires }] = await suite.server.db.query<{ expires: Date }>(
      'select max(expires_at) as expires from session_token where revoked_at is null',
    );
    expect(new Date(expires).getTime() - Date.now()).toBeGreaterThan(6 * 24 * 3600 * 1000);
    await suite.server.db.query("update session_token set expires_at = now() - interval '1 second'");
    expect((await authed(token, '/api/alumuser/info')).statusCode).toBe(401);
  });

  it("a disabled user's live token stops working", async () => {
    const token = await signIn('demo-lihua');
    await suite.server.db.query("update app_user set disabled = true where name = '李华'");
    try {
      expect((await authed(token, '/api/alumuser/info')).statusCode).toBe(401);
    } finally {
      await suite.server.db.query("update app_user set disabled = false where name = '李华'");
    }
  });
});

describe('rate limit', () => {
  it('limits login attempts per client, with the envelope', async () => {
    const limited = await startTestServer({ loginStandin: true, loginRateLimit: 3 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/login/wxMpQrCodeLogin',
          payload: { code: 'abcdefgh1234', state },
        });
        codes.push(res.statusCode);
        if (res.statusCode === 429) expect(res.json()).toMatchObject({ code: 429, data: null });
      }
      expect(codes).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('messages', () => {
  it("lists only the owner's messages, unread first; read and readAll change only the owner's", async () => {
    const zhang = await signIn('demo-zhangming');
    const li = await signIn('demo-lihua');
    const list = (await authed(zhang, '/api/alummessage/list?pageSize=50')).json().data;
    expect(list.total).toBeGreaterThanOrEqual(3);
    const readFlags = list.list.map((m: { read: boolean }) => m.read);
    expect(readFlags.slice(0, 3)).toEqual([false, false, false]);
    expect(readFlags).toEqual([...readFlags].sort((a: boolean, b: boolean) => Number(a) - Number(b)));
    expect((await authed(li, '/api/alummessage/list')).json().data.total).toBe(0);

    const target = list.list[0].id;
    const foreign = await suite.server.app.inject({
      method: 'PUT',
      url: `/api/alummessage/${target}/read`,
      headers: { authorization: `Bearer ${li}` },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await authed(zhang, '/api/alummessage/unreadCount')).json().data).toBe(3);
    const own = await suite.server.app.inject({
      method: 'PUT',
      url: `/api/alummessage/${target}/read`,
      headers: { authorization: `Bearer ${zhang}` },
    });
    expect(own.statusCode).toBe(200);
    expect((await authed(zhang, '/api/alummessage/unreadCount')).json().data).toBe(2);
    const all = await suite.server.app.inject({
      method: 'PUT',
      url: '/api/alummessage/readAll',
      headers: { authorization: `Bearer ${zhang}` },
    });
    expect(all.json().data).toBe(2);
    expect((await authed(zhang, '/api/alummessage/unreadCount')).json().data).toBe(0);
    for (const url of ['/api/alummessage/list', '/api/alummessage/readAll']) {
      const res = await suite.server.app.inject({ method: url.endsWith('list') ? 'GET' : 'PUT', url });
      expect(res.statusCode).toBe(401);
    }
  });
});
