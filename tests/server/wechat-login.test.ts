import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { hashSecret, newSecret } from '../../server/auth/tokens.ts';
import { readConfig } from '../../server/config/index.ts';
import { connect } from '../../server/db/connect.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seedIfEmpty } from '../../server/db/seed/index.ts';
import { insertStaffSession } from '../../server/repositories/staff.ts';
import { FAKE_MP, FAKE_OPEN, startFakeWechat, type FakeFailure } from '../helpers/fake-wechat.ts';
import { fieldCipher } from '../../server/crypto/field-cipher.ts';
import { signInThroughStandin, startTestServer, testDataKeys, type TestServer } from '../helpers/server.ts';

// The production sign-in against a fake WeChat: the QR page, the mini-program's API, website QR connect, and
// registration. One server; its login mode is switched where a test needs the other (the routes read it per request).
const fake = await startFakeWechat();
const logs: string[] = [];
const answers: string[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-wechat-'));
const config = {
  ...readConfig({ LOG_LEVEL: 'info', ...fake.env('miniprogram') }),
  distDir: undefined,
  dataDir,
  loginStandin: false,
  loginRateLimit: 100_000,
};
const db = await connect({ dataDir: 'memory://' });
await migrate(db);
const keys = testDataKeys();
await seedIfEmpty(db, { demo: true, keys });
const app = await buildApp({ config, db, keys, logStream: { write: (line) => void logs.push(line) } });
await app.ready();
afterAll(async () => {
  await app.close();
  await db.close();
  await fake.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// WeChat's answers wait as long as production's default allows: a busy machine must not turn an answer into a
// timeout. Only a test of the timeout shortens it (WeChat then never answers, so the short wait is the whole test).
const answerWithin = config.wechat.timeoutMs;
beforeEach(() => void (config.wechat.timeoutMs = answerWithin));
/** The fake fails the next `endpoint` call with `failure`; a 'slow' one is given up on after 400 ms. */
function failNext(endpoint: Parameters<typeof fake.fail>[0], failure: FakeFailure) {
  if (failure === 'slow') config.wechat.timeoutMs = 400;
  fake.fail(endpoint, failure);
}

const host = 'portal.test';
const state = 'AbCdE12345';
const callback = `http://${host}/wxMpQrCodeRedirect?redirect_url=%2Fmy`;
const qrUrl = `/login/qr?appid=wx1&redirect_uri=${encodeURIComponent(callback)}&response_type=code&scope=snsapi_login&state=${state}`;

async function call(opts: InjectOptions) {
  const res = await app.inject({ ...opts, headers: { host, ...opts.headers } });
  answers.push(JSON.stringify(res.headers) + res.body);
  return res;
}
const count = async (sql: string, params: unknown[] = []) =>
  Number((await db.query<{ n: number }>(`select count(*)::int as n ${sql}`, params))[0].n);

/** Opens the QR page as a browser (with its cookie, if it has one); answers the page, its ticket and the cookie. */
async function openQr(cookie?: string) {
  const res = await call({ method: 'GET', url: qrUrl, headers: cookie ? { cookie } : {} });
  const set = res.headers['set-cookie'] as string | undefined;
  const ticket = /data-ticket="([^"]+)"/.exec(res.body)?.[1];
  return { res, ticket: ticket!, cookie: set ? set.split(';')[0] : cookie };
}
const poll = async (ticket: string, cookie?: string) =>
  (await call({ method: 'POST', url: '/login/qr/poll', payload: { ticket }, headers: cookie ? { cookie } : {} })).json();

/** The mini-program entering for `identity`: answers its session token. */
async function mpSession(identity: { openid: string; unionid?: string }) {
  const res = await call({ method: 'POST', url: '/api/mp/session', payload: { jsCode: fake.mpCode(identity) } });
  expect(res.json().code, res.body).toBe(0);
  return res.json().data as { token: string; bound: boolean; cardStatus: string | null };
}
const mp = (token: string | undefined, url: string, payload: unknown = {}) =>
  call({ method: 'POST', url, payload: payload as object, headers: token ? { authorization: `Bearer ${token}` } : {} });
const step = (token: string, ticket: string, event: 'scan' | 'confirm' | 'cancel') => mp(token, `/api/mp/qr/${ticket}/${event}`);
const exchange = async (code: string, s = state) =>
  (await call({ method: 'POST', url: '/api/login/wxMpQrCodeLogin', payload: { code, state: s } })).json();

/** A whole web login through the QR page for the phone holding `mpToken`; answers the login answer. */
async function qrLogin(mpToken: string) {
  const page = await openQr();
  expect((await step(mpToken, page.ticket, 'scan')).json().code).toBe(0);
  expect((await step(mpToken, page.ticket, 'confirm')).json().code).toBe(0);
  const answer = await poll(page.ticket, page.cookie);
  const back = new URL(answer.redirect);
  return exchange(back.searchParams.get('code')!, back.searchParams.get('state')!);
}

const zhangming = { openid: 'demo-zhangming', unionid: 'union-zhangming' };
const failures: Array<[FakeFailure, string]> = [
  [45011, '操作过于频繁，请稍后重试'],
  [-1, '微信系统繁忙，请稍后重试'],
  [40226, '微信提示该账号存在安全风险，请在微信中完成安全验证后重试'],
  ['down', '暂时无法连接微信服务，请稍后重试'],
  ['slow', '微信服务响应超时，请稍后重试'],
];

describe('the QR page (LOGIN_MODE=miniprogram)', () => {
  it('shows the mini-program code WeChat draws for a fresh ticket, binds it to this browser, and keeps one token', async () => {
    const { res, ticket, cookie } = await openQr();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<title>微信扫码登录</title>');
    expect(res.body).toContain('src="data:image/png;base64,');
    expect(res.body).toContain('请使用微信扫码');
    expect(res.body).toContain('<script src="/login/qr/page.js" defer></script>');
    expect(res.body).not.toMatch(/<script>/);
    expect(res.headers['set-cookie']).toMatch(/^wx_login_browser=[A-Za-z0-9_-]{43}; Path=\/login\/qr; HttpOnly; SameSite=Lax/);
    expect(ticket).toMatch(/^[A-Za-z0-9]{24}$/);
    const asked = fake.calls.filter((c) => c.endpoint === 'getwxacodeunlimit').at(-1)!;
    expect(asked.body).toMatchObject({ scene: ticket, page: 'pages/login/confirm', env_version: 'release', check_path: true });
    // Stored hashed only, with the hash of the browser's cookie.
    expect(await count('from login_ticket where ticket_hash = $1', [ticket])).toBe(0);
    expect(
      await count('from login_ticket where ticket_hash = $1 and browser_hash = $2', [
        hashSecret(ticket),
        hashSecret(cookie!.split('=')[1]),
      ]),
    ).toBe(1);
    expect(await poll(ticket, cookie)).toEqual({ status: 'created', message: '请使用微信扫码' });

    const again = await openQr(cookie);
    expect(again.res.headers['set-cookie']).toBeUndefined();
    expect(again.ticket).not.toBe(ticket);
    expect(fake.tokensIssued()).toBe(1);
    const script = await call({ method: 'GET', url: '/login/qr/page.js' });
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain("fetch('/login/qr/poll'");
  });

  it('refreshes an access token WeChat calls invalid, once, and draws the code', async () => {
    fake.expireToken();
    const { res } = await openQr();
    expect(res.statusCode).toBe(200);
    expect(fake.tokensIssued()).toBe(2);
    expect(fake.calls.filter((c) => c.endpoint === 'stable_token').at(-1)!.body).toMatchObject({ force_refresh: true });
  });

  it.each(failures.filter(([f]) => f !== 40226))(
    'WeChat failing to draw the code (%s): %s with 重试, and no ticket',
    async (failure, message) => {
      const before = await count('from login_ticket');
      failNext('getwxacodeunlimit', failure);
      const { res } = await openQr();
      expect(res.statusCode).toBe(502);
      expect(res.body).toContain(message);
      expect(res.body).toContain(`<a class="button" href="${qrUrl.replace(/&/g, '&amp;')}">重试</a>`);
      expect(await count('from login_ticket')).toBe(before);
    },
  );

  it('refuses a callback that is not this site’s /wxMpQrCodeRedirect, and a malformed state', async () => {
    const foreign = await call({
      method: 'GET',
      url: `/login/qr?redirect_uri=${encodeURIComponent('https://evil.example/wxMpQrCodeRedirect')}&state=${state}`,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body).toContain('登录地址无效');
    const bad = await call({ method: 'GET', url: `/login/qr?redirect_uri=${encodeURIComponent(callback)}&state=short` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 400, data: { field: 'state' } });
  });
});

/** A phone's own browser, and WeChat's browser on a phone. */
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const WECHAT_UA = `${PHONE_UA} MicroMessenger/8.0.50.2701(0x28003253) NetType/WIFI Language/zh_CN`;
/** Opens the QR page as a phone's browser (user agent `ua`). */
async function openQrOn(ua: string, cookie?: string) {
  const res = await call({ method: 'GET', url: qrUrl, headers: { 'user-agent': ua, ...(cookie ? { cookie } : {}) } });
  const set = res.headers['set-cookie'] as string | undefined;
  return { res, ticket: /data-ticket="([^"]+)"/.exec(res.body)![1], cookie: set ? set.split(';')[0] : cookie };
}
/** The QR page's one tap into the mini-program, from `ua`. */
const tapOpen = (ticket: string, ua: string, cookie?: string) =>
  call({ method: 'GET', url: `/login/qr/open?ticket=${ticket}`, headers: { 'user-agent': ua, ...(cookie ? { cookie } : {}) } });
const linkCalls = () => fake.calls.filter((c) => c.endpoint === 'generatescheme' || c.endpoint === 'generate_urllink').length;

describe('signing in on a phone: one tap into the mini-program (issue 48)', () => {
  it('the QR page on a phone offers 打开微信小程序登录 instead of asking the phone to scan its own screen; a desktop’s does not', async () => {
    const phone = await openQrOn(PHONE_UA);
    expect(phone.res.statusCode).toBe(200);
    expect(phone.res.body).toContain(
      `<a class="button" data-testid="qr-open-mp" href="/login/qr/open?ticket=${phone.ticket}">打开微信小程序登录</a>`,
    );
    expect(phone.res.body).toContain('请点击下方按钮打开微信小程序，在小程序中确认登录后回到本页');
    expect(phone.res.body).toContain('也可截屏保存下方小程序码，在微信“扫一扫”中从相册选取识别');
    expect(phone.res.body).not.toContain('请使用微信扫描小程序码');
    const desktop = await openQr();
    expect(desktop.res.body).toContain('请使用微信扫描小程序码，并在手机上确认登录');
    expect(desktop.res.body).not.toContain('qr-open-mp');
  });

  it('the tap is WeChat’s URL Scheme of the login page with this ticket, made once per ticket; the mini-program then signs the page in', async () => {
    const page = await openQrOn(PHONE_UA);
    const before = linkCalls();
    const tap = await tapOpen(page.ticket, PHONE_UA, page.cookie);
    expect(tap.statusCode).toBe(302);
    expect(tap.headers['cache-control']).toBe('no-store');
    const scheme = tap.headers.location as string;
    expect(scheme).toMatch(/^weixin:\/\/dl\/business\/\?t=/);
    expect(fake.linkTarget(scheme)).toMatchObject({
      kind: 'scheme',
      path: 'pages/login/confirm',
      query: `scene=${page.ticket}`,
      envVersion: 'release',
    });
    expect(fake.calls.at(-1)!.body).toMatchObject({ expire_type: 1, expire_interval: 1 });
    // A second tap (the person came back and tapped again) reuses it: WeChat makes only so many a day.
    const again = await tapOpen(page.ticket, PHONE_UA, page.cookie);
    expect(again.headers.location).toBe(scheme);
    expect(linkCalls()).toBe(before + 1);
    // The mini-program opens on its login page with the ticket as `scene`, as from the code, and confirms.
    const mpToken = (await mpSession(zhangming)).token;
    const ticket = new URLSearchParams(fake.linkTarget(scheme)!.query).get('scene')!;
    expect((await step(mpToken, ticket, 'scan')).json().code).toBe(0);
    expect((await step(mpToken, ticket, 'confirm')).json().code).toBe(0);
    // Back in the phone's browser, the QR page (left in its tab) goes on to the portal signed in.
    const answer = await poll(page.ticket, page.cookie);
    const back = new URL(answer.redirect);
    const login = await exchange(back.searchParams.get('code')!, back.searchParams.get('state')!);
    expect(login).toMatchObject({ code: 0, data: { userType: 'alumni', alumUserStatus: 'verified' } });
  });

  it('inside WeChat’s browser, where a scheme does not open, the tap is the URL Link (which WeChat opens as the mini-program)', async () => {
    const page = await openQrOn(WECHAT_UA);
    expect(page.res.body).toContain('data-testid="qr-open-mp"');
    const tap = await tapOpen(page.ticket, WECHAT_UA, page.cookie);
    expect(tap.statusCode).toBe(302);
    const link = tap.headers.location as string;
    expect(link).toMatch(/^https:\/\/wxaurl\.cn\//);
    expect(fake.linkTarget(link)).toMatchObject({ kind: 'link', path: 'pages/login/confirm', query: `scene=${page.ticket}` });
    expect((await tapOpen(page.ticket, WECHAT_UA, page.cookie)).headers.location).toBe(link);
  });

  it('refuses another browser, a spent or expired ticket (with the way back to the QR page), and a malformed ticket', async () => {
    const page = await openQrOn(PHONE_UA);
    const before = linkCalls();
    const stranger = await openQrOn(PHONE_UA);
    for (const cookie of [undefined, stranger.cookie]) {
      const res = await tapOpen(page.ticket, PHONE_UA, cookie);
      expect(res.statusCode).toBe(403);
      expect(res.body).toContain('该登录二维码已失效或不属于当前浏览器，请返回登录页刷新后重试。');
    }
    await db.query("update login_ticket set expires_at = now() - interval '1 second' where ticket_hash = $1", [hashSecret(page.ticket)]);
    const expired = await tapOpen(page.ticket, PHONE_UA, page.cookie);
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('二维码已失效');
    const qrPage = `/login/qr?${new URLSearchParams({ redirect_uri: callback, state })}`;
    expect(expired.body).toContain(`<a class="button" href="${qrPage.replace(/&/g, '&amp;')}">返回登录页</a>`);
    expect(linkCalls()).toBe(before);
    const bad = await call({ method: 'GET', url: '/login/qr/open?ticket=abc', headers: { cookie: page.cookie! } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 400, data: { field: 'ticket' } });
  });

  it.each([
    ['the mini-program not published', () => fake.setPublished(false), '学校小程序尚未发布，暂时无法从网页打开'],
    ['no permission to make links', () => failNext('generatescheme', 40013), '学校小程序暂未开通从网页打开的功能'],
    ['the day’s links all made', () => fake.setLinksLeftToday(0), '今日从网页打开小程序的次数已达微信上限，请明天再试'],
    ['WeChat busy', () => failNext('generatescheme', -1), '微信系统繁忙，请稍后重试'],
    ['WeChat out of reach', () => failNext('generatescheme', 'down'), '暂时无法连接微信服务，请稍后重试'],
  ])('WeChat making no link (%s): 502 saying so and what to do instead, nothing kept', async (_, arrange, message) => {
    const page = await openQrOn(PHONE_UA);
    arrange();
    try {
      const res = await tapOpen(page.ticket, PHONE_UA, page.cookie);
      expect(res.statusCode).toBe(502);
      expect(res.body).toContain(
        `${message}。请截屏保存登录页上的小程序码，在微信“扫一扫”中从相册选取识别；或在电脑上打开本站，用微信扫码登录。`,
      );
      expect(res.body).toContain('>返回登录页</a>');
    } finally {
      fake.setPublished(true);
      fake.setLinksLeftToday(500_000);
    }
    // Nothing kept: the next tap asks WeChat again and goes on.
    expect((await tapOpen(page.ticket, PHONE_UA, page.cookie)).headers.location).toMatch(/^weixin:/);
  });

  it('an access token WeChat calls invalid is refreshed once and the link made; a page WeChat does not know is refused', async () => {
    const page = await openQrOn(PHONE_UA);
    const tokens = fake.tokensIssued();
    fake.expireToken();
    expect((await tapOpen(page.ticket, PHONE_UA, page.cookie)).statusCode).toBe(302);
    expect(fake.tokensIssued()).toBe(tokens + 1);
    const other = await openQrOn(PHONE_UA);
    const configured = config.wechat.mpPage;
    config.wechat.mpPage = 'pages/nowhere/index';
    try {
      const res = await tapOpen(other.ticket, PHONE_UA, other.cookie);
      expect(res.statusCode).toBe(502);
      expect(res.body).toContain('微信服务返回错误');
    } finally {
      config.wechat.mpPage = configured;
    }
  });
});

describe('the mini-program API', () => {
  it('POST /api/mp/session: a session for the WeChat account, which gains its unionid on first sight', async () => {
    const session = await mpSession(zhangming);
    expect(session).toMatchObject({ bound: true, cardStatus: 'verified' });
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await db.query('select unionid from wx_account where openid = $1', ['demo-zhangming']))[0]).toEqual({
      unionid: 'union-zhangming',
    });
    const missing = await call({ method: 'POST', url: '/api/mp/session', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ data: { field: 'jsCode' } });
  });

  it.each([
    ...failures,
    [40029, '微信登录凭证无效，请重新扫码'] as [FakeFailure, string],
    [40163, '微信登录凭证已被使用，请重新扫码'] as [FakeFailure, string],
  ])('POST /api/mp/session when WeChat answers %s: 10030 %s, and nothing created', async (failure, message) => {
    const before = (await count('from wx_account')) + (await count('from mp_session'));
    let jsCode = fake.mpCode({ openid: 'mp-someone', unionid: 'union-someone' });
    if (failure === 40029) jsCode = 'nosuchcode123';
    else if (failure === 40163) await call({ method: 'POST', url: '/api/mp/session', payload: { jsCode } });
    else failNext('jscode2session', failure);
    const afterSetup = (await count('from wx_account')) + (await count('from mp_session'));
    const res = await call({ method: 'POST', url: '/api/mp/session', payload: { jsCode } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 10030, msg: message, data: null });
    expect((await count('from wx_account')) + (await count('from mp_session'))).toBe(failure === 40163 ? afterSetup : before);
  });

  it('scan → 已扫码 on the page → confirm → the page gets a one-time code that signs in; replays are refused', async () => {
    const phone = (await mpSession(zhangming)).token;
    const page = await openQr();
    expect((await step(phone, page.ticket, 'scan')).json()).toEqual({ code: 0, msg: '已扫码', data: { status: 'scanned' } });
    expect(await poll(page.ticket, page.cookie)).toEqual({ status: 'scanned', message: '已扫码，请在手机上确认' });
    expect((await step(phone, page.ticket, 'confirm')).json()).toEqual({ code: 0, msg: '已确认登录', data: { status: 'confirmed' } });
    const answer = await poll(page.ticket, page.cookie);
    const back = new URL(answer.redirect);
    expect(back.origin + back.pathname).toBe(`http://${host}/wxMpQrCodeRedirect`);
    expect(back.searchParams.get('redirect_url')).toBe('/my');
    expect(back.searchParams.get('state')).toBe(state);
    const code = back.searchParams.get('code')!;
    const login = await exchange(code);
    expect(login).toMatchObject({ code: 0, data: { userType: 'alumni', alumUserStatus: 'verified' } });
    const me = await call({ method: 'GET', url: '/api/alumuser/info', headers: { authorization: `Bearer ${login.data.token}` } });
    expect(me.json().data.name).toBe('张明');

    // Replays: the page's second look, the code again, the phone again.
    expect(await poll(page.ticket, page.cookie)).toEqual({ status: 'used', message: '该二维码已使用，请刷新' });
    expect((await exchange(code)).code).toBe(10022);
    const rescan = (await step(phone, page.ticket, 'scan')).json();
    expect(rescan).toMatchObject({ code: 10022, data: { status: 'used' } });
    expect(rescan.msg).toContain('已使用');
  });

  it('only the browser that asked gets the code: another browser’s poll is refused, the owner’s succeeds', async () => {
    const phone = (await mpSession(zhangming)).token;
    const mine = await openQr();
    const other = await openQr();
    expect(other.cookie).not.toBe(mine.cookie);
    await step(phone, mine.ticket, 'scan');
    await step(phone, mine.ticket, 'confirm');
    for (const cookie of [other.cookie, undefined]) {
      const answer = await poll(mine.ticket, cookie);
      expect(answer).toEqual({ status: 'other-browser', message: '该二维码不属于当前浏览器，请刷新后重新扫码' });
    }
    expect((await poll(mine.ticket, mine.cookie)).redirect).toContain('code=');
  });

  it('only the account that scanned confirms or cancels; a cancelled ticket is over', async () => {
    const a = (await mpSession(zhangming)).token;
    const b = (await mpSession({ openid: 'demo-lihua' })).token;
    const page = await openQr();
    await step(a, page.ticket, 'scan');
    for (const event of ['scan', 'confirm', 'cancel'] as const) {
      const res = (await step(b, page.ticket, event)).json();
      expect(res, event).toMatchObject({ code: 10022, msg: '该二维码已被其他微信账号扫码' });
    }
    expect((await step(a, page.ticket, 'cancel')).json()).toMatchObject({ code: 0, data: { status: 'cancelled' } });
    expect(await poll(page.ticket, page.cookie)).toEqual({ status: 'cancelled', message: '已取消登录，请刷新后重新扫码' });
    expect((await step(a, page.ticket, 'confirm')).json()).toMatchObject({ code: 10022, data: { status: 'cancelled' } });
  });

  it('an expired ticket can be neither scanned nor confirmed, and the page says 二维码已失效', async () => {
    const phone = (await mpSession(zhangming)).token;
    const page = await openQr();
    await step(phone, page.ticket, 'scan');
    await db.query("update login_ticket set expires_at = now() - interval '1 second' where ticket_hash = $1", [hashSecret(page.ticket)]);
    const res = (await step(phone, page.ticket, 'confirm')).json();
    expect(res).toMatchObject({ code: 10022, data: { status: 'expired' } });
    expect(res.msg).toContain('二维码已失效');
    expect(await poll(page.ticket, page.cookie)).toEqual({ status: 'expired', message: '二维码已失效' });
  });

  it('401 without a live mini-program session, 404 for an unknown ticket, 400 naming a malformed one', async () => {
    const phone = (await mpSession(zhangming)).token;
    const { ticket } = await openQr();
    for (const token of [undefined, 'x'.repeat(43), hashSecret(phone)]) {
      const res = await step(token as string, ticket, 'scan');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 401, msg: '小程序会话已过期，请重新进入小程序', data: null });
    }
    const unknown = await step(phone, 'A'.repeat(24), 'scan');
    expect(unknown.statusCode).toBe(404);
    const bad = await step(phone, 'abc', 'scan');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ data: { field: 'ticket' } });
    expect((await poll(ticket)).status).toBe('other-browser');
  });
});

describe('registration and the card queue', () => {
  const newcomer = { openid: 'mp-openid-newcomer', unionid: 'union-newcomer' };
  const form = {
    name: '林晓',
    studentNo: '20180123',
    faculty: '信息工程学院',
    graduationYear: 2022,
    idNumberTail: '12345x',
    idConsent: true,
  };

  it('POST /api/mp/register: a pending card application in the review queue; pending until 审核通过, then verified', async () => {
    const session = await mpSession(newcomer);
    expect(session).toEqual({ ...session, bound: false, cardStatus: null });
    // Unbound, a web login answers 10005 as today.
    expect(await qrLogin(session.token)).toMatchObject({ code: 10005 });

    const bad = await mp(session.token, '/api/mp/register', { ...form, idNumberTail: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ data: { field: 'idNumberTail' } });
    const blank = await mp(session.token, '/api/mp/register', { ...form, name: '  林 ' });
    expect(blank.json()).toMatchObject({ code: 400, data: { field: 'name' } });
    expect(await count("from app_user where name = '林晓'")).toBe(0);
    // The ID number's tail needs its own consent: unticked or left out, the form is refused at the tick.
    const { idConsent: _ticked, ...untickedForm } = form;
    for (const body of [untickedForm, { ...form, idConsent: false }]) {
      const refused = await mp(session.token, '/api/mp/register', body);
      expect(refused.json()).toEqual({ code: 400, msg: '请勾选同意提供身份证号，否则无法提交', data: { field: 'idConsent' } });
    }
    expect(await count("from app_user where name = '林晓'")).toBe(0);

    const res = await mp(session.token, '/api/mp/register', form);
    expect(res.json()).toEqual({ code: 0, msg: '注册申请已提交，请等待校友工作办公室审核', data: { cardStatus: 'pending' } });
    // The console's card queue lists alumni with a pending card.
    const queue = await db.query<{ id: number; name: string; studentNo: string; tail: string }>(
      `select id, name, student_no as "studentNo", id_number_tail as tail from app_user
        where user_type = 'alumni' and card_status = 'pending' order by created_at desc`,
    );
    expect(queue[0]).toMatchObject({ name: '林晓', studentNo: '20180123', tail: expect.stringMatching(/^enc1:/) });
    expect(fieldCipher(keys).open('app_user.id_number_tail', queue[0].tail)).toBe('12345X');
    // The consent is kept with the registration, for its purpose.
    const consents = await db.query<{ purpose: string }>(
      `select purpose from consent_record where user_id = $1 and kind = 'id_number' and subject = 'mp-register'`,
      [queue[0].id],
    );
    expect(consents).toEqual([{ purpose: '身份证号后 6 位仅用于校友工作办公室核实您的校友身份。' }]);
    expect((await mp(session.token, '/api/mp/register', form)).statusCode).toBe(409);
    expect(await count("from app_user where name = '林晓'")).toBe(1);

    expect(await qrLogin(session.token)).toMatchObject({ code: 0, data: { alumUserStatus: 'pending' } });
    // 审核员 answers it in the console's 校友卡申请 queue: 审核通过.
    const [{ id: reviewerId }] = await db.query<{ id: number }>(
      "update staff_account set must_change_password = false where account = 'reviewer' returning id",
    );
    const staffToken = newSecret();
    await insertStaffSession(db, hashSecret(staffToken), reviewerId, new Date(Date.now() + 3_600_000));
    const pending = await call({
      method: 'GET',
      url: '/api/admin/review/cards?pageNum=1&pageSize=50',
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(pending.json().data.list.map((item: { id: number }) => item.id)).toContain(queue[0].id);
    const decision = await call({
      method: 'POST',
      url: `/api/admin/review/cards/${queue[0].id}/decision`,
      headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'application/json' },
      payload: { action: 'approve' },
    });
    expect(decision.statusCode).toBe(200);
    // One 审核结果 message, whatever else the decision sends (no subscribe template is configured here).
    expect(await count("from message where user_id = $1 and title = '校友卡审核通过'", [queue[0].id])).toBe(1);
    const login = await qrLogin((await mpSession(newcomer)).token);
    expect(login).toMatchObject({ code: 0, data: { alumUserStatus: 'verified' } });
    const me = await call({ method: 'GET', url: '/api/alumuser/info', headers: { authorization: `Bearer ${login.data.token}` } });
    expect(me.json().data).toMatchObject({ name: '林晓', userStatus: 'verified' });
  });
});

describe('website QR connect (LOGIN_MODE=qrconnect)', () => {
  it('sends the login address to WeChat’s qrconnect with the website appid, this site’s callback and the state', async () => {
    config.loginMode = 'qrconnect';
    try {
      const res = await call({ method: 'GET', url: qrUrl });
      expect(res.statusCode).toBe(302);
      const to = new URL(res.headers.location as string);
      expect(to.origin + to.pathname).toBe(`${fake.url}/connect/qrconnect`);
      expect(Object.fromEntries(to.searchParams)).toEqual({
        appid: FAKE_OPEN.appid,
        redirect_uri: callback,
        response_type: 'code',
        scope: 'snsapi_login',
        state,
      });
      expect(to.hash).toBe('#wechat_redirect');
    } finally {
      config.loginMode = 'miniprogram';
    }
  });

  it('finds the person by unionid (the mini-program’s registration, an openid-only demo account); 10005 for an unknown one', async () => {
    config.loginMode = 'qrconnect';
    try {
      const newcomer = await exchange(fake.openCode({ openid: 'web-openid-newcomer', unionid: 'union-newcomer' }));
      expect(newcomer).toMatchObject({ code: 0, data: { alumUserStatus: 'verified' } });
      const me = await call({ method: 'GET', url: '/api/alumuser/info', headers: { authorization: `Bearer ${newcomer.data.token}` } });
      expect(me.json().data.name).toBe('林晓');

      const lihua = await exchange(fake.openCode({ openid: 'demo-lihua', unionid: 'union-lihua' }));
      expect(lihua.code).toBe(0);
      expect((await db.query('select unionid from wx_account where openid = $1', ['demo-lihua']))[0]).toEqual({ unionid: 'union-lihua' });
      // The mini-program (another openid, the same unionid) lands on 李华 too.
      expect(await mpSession({ openid: 'mp-openid-lihua', unionid: 'union-lihua' })).toMatchObject({ bound: true, cardStatus: 'verified' });

      expect(await exchange(fake.openCode({ openid: 'web-stranger', unionid: 'union-stranger' }))).toMatchObject({ code: 10005 });
    } finally {
      config.loginMode = 'miniprogram';
    }
  });

  it.each([...failures, [40029, ''] as [FakeFailure, string], [40163, ''] as [FakeFailure, string]])(
    'WeChat answering %s: %s',
    async (failure, message) => {
      config.loginMode = 'qrconnect';
      try {
        const before = await count('from wx_account');
        let code = fake.openCode({ openid: 'web-openid-newcomer', unionid: 'union-newcomer' });
        if (failure === 40029) code = 'nosuchcode123';
        else if (failure === 40163) expect((await exchange(code)).code).toBe(0);
        else failNext('oauth2', failure);
        const answer = await exchange(code);
        if (message) expect(answer).toEqual({ code: 10030, msg: message, data: null });
        else expect(answer).toMatchObject({ code: 10022, msg: '二维码已失效，请重新扫码登录' });
        expect(await count('from wx_account')).toBe(before);
      } finally {
        config.loginMode = 'miniprogram';
      }
    },
  );
});

describe('LOGIN_MODE=standin (the demo)', () => {
  let demo: TestServer;
  beforeAll(async () => void (demo = await startTestServer({ loginStandin: true, loginRateLimit: 1000 })));
  afterAll(() => demo?.close());

  it('the login address goes on to the stand-in, which signs in through a ticket it scans and confirms', async () => {
    const res = await demo.app.inject({ method: 'GET', url: qrUrl, headers: { host } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(qrUrl.replace('/login/qr', '/dev/wx-qrconnect'));
    await signInThroughStandin(demo, 'demo-zhangming');
    const tickets = await demo.db.query<{ status: string; openid: string }>('select status, openid from login_ticket');
    expect(tickets).toEqual([{ status: 'used', openid: 'demo-zhangming' }]);
  });

  it('without the stand-in, the login address says sign-in is not open rather than sending to a missing page', async () => {
    config.loginMode = 'standin';
    try {
      const res = await call({ method: 'GET', url: qrUrl });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('本站尚未开通微信扫码登录');
    } finally {
      config.loginMode = 'miniprogram';
    }
  });
});

describe('secrets', () => {
  it('no answer and no log line carries an app secret or an access token', () => {
    expect(logs.length).toBeGreaterThan(20);
    expect(answers.length).toBeGreaterThan(50);
    const everything = answers.join('\n') + logs.join('\n');
    for (const secret of [FAKE_MP.secret, FAKE_OPEN.secret, 'fake-token-1', 'fake-token-2', 'fake-session-key', 'fake-user-token']) {
      expect(everything).not.toContain(secret);
    }
  });
});
