import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateSync } from 'node:zlib';

/** The endpoints the portal calls, by the name a test fails them with. */
export type FakeEndpoint =
  'stable_token' | 'getwxacodeunlimit' | 'jscode2session' | 'oauth2' | 'subscribe_send' | 'generatescheme' | 'generate_urllink';

/** A URL Scheme or URL Link WeChat made: the page of the mini-program it opens, with what query, until when. */
export interface FakeMiniProgramLink {
  kind: 'scheme' | 'link';
  url: string;
  path: string;
  query: string;
  envVersion: string;
  expiresAt: number;
}

/** The pages of the college's mini-program (its app.config.ts), as WeChat knows the published package. */
const MINI_PROGRAM_PAGES = [
  ...fs.readFileSync(new URL('../../miniprogram/src/app.config.ts', import.meta.url), 'utf8').matchAll(/'(pages\/[^']+)'/g),
].map((m) => m[1]);
const DAY_MS = 24 * 3600 * 1000;

/** A subscribe message WeChat took: to whom, which template, the page it opens and its data. */
export interface FakeSubscribeMessage {
  touser: string;
  templateId: string;
  page: string;
  state: string;
  data: Record<string, { value: string }>;
}
/** An errcode WeChat answers, or the connection failing ('down') or answering too late ('slow'). */
export type FakeFailure = number | 'down' | 'slow';

export const FAKE_MP = { appid: 'wx-fake-mp', secret: 'mp-secret-Zq81kLs0Xw' };
export const FAKE_OPEN = { appid: 'wx-fake-open', secret: 'open-secret-Pw73nDe5Vq' };

/** A small valid PNG (a 21×21 checker, drawn large by the page), so the browser really shows an image. */
function checkerPng(): Buffer {
  const size = 21;
  const rows: number[] = [];
  for (let y = 0; y < size; y++) {
    rows.push(0);
    for (let x = 0; x < size; x++) rows.push((x * 7 + y * 3) % 5 < 2 || x < 7 ? 0 : 255);
  }
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A local stand-in for WeChat's API (api.weixin.qq.com) and website QR connect (open.weixin.qq.com), for tests:
 * stable_token, getwxacodeunlimit, jscode2session, oauth2/access_token and connect/qrconnect, each failing on demand.
 * Codes are made with `mpCode` / `openCode` for a chosen identity and work once (40163 after, 40029 if unknown).
 */
export async function startFakeWechat() {
  const png = checkerPng();
  const codes = new Map<string, { app: 'mp' | 'open'; openid: string; unionid?: string; used: boolean }>();
  const failures = new Map<FakeEndpoint, FakeFailure[]>();
  const calls: Array<{ endpoint: FakeEndpoint; query: Record<string, string>; body: Record<string, unknown> }> = [];
  const scenes: string[] = [];
  // Every openid jscode2session or oauth2 gave, with the AppID it belongs to: an openid is a person under one app.
  const given = new Set<string>();
  // One-time subscriptions: each 允许 a person gave in the mini-program allows one message of that template.
  const quota = new Map<string, number>();
  const subscribeMessages: FakeSubscribeMessage[] = [];
  let tokens = 0;
  let liveToken = '';
  let nextConnect: { openid: string; unionid?: string } | undefined;
  let serial = 0;
  // URL Schemes and URL Links: WeChat makes at most so many a day (500,000), and only for a published mini-program.
  const miniProgramLinks: FakeMiniProgramLink[] = [];
  let linksLeftToday = 500_000;
  let published = true;

  /**
   * wxa/generatescheme and wxa/generate_urllink, checked as WeChat checks them: the access token in the query (and
   * not in the body: 47001), a published mini-program (85079) and one of its pages without a query (40165), a query
   * of at most 1024 allowed characters (40212), an expiry of at most 30 days (85401), the day's quota (45009).
   */
  function makeLink(kind: 'scheme' | 'link', query: Record<string, string>, body: Record<string, unknown>, res: http.ServerResponse) {
    if (query.access_token !== liveToken) return errcode(res, 40001);
    if ('access_token' in body) return errcode(res, 47001);
    const target = (kind === 'scheme' ? body.jump_wxa : body) as Record<string, unknown> | undefined;
    if (!target || typeof target !== 'object') return errcode(res, 47001);
    const envVersion = String(target.env_version ?? 'release');
    if (!['release', 'trial', 'develop'].includes(envVersion)) return errcode(res, 47001);
    if (!published) return errcode(res, 85079);
    const path = String(target.path ?? '');
    if (path && (path.includes('?') || !MINI_PROGRAM_PAGES.includes(path.replace(/^\//, '')))) return errcode(res, 40165);
    const pageQuery = String(target.query ?? '');
    if (pageQuery.length > 1024 || !/^[0-9A-Za-z!#$&'()*+,/:;=?@\-._~%]*$/.test(pageQuery)) return errcode(res, 40212);
    const now = Date.now();
    let expiresAt: number;
    if (body.expire_type === 0) {
      const at = Number(body.expire_time) * 1000;
      if (!Number.isInteger(body.expire_time) || at <= now + 60_000 || at > now + 30 * DAY_MS) return errcode(res, 85401);
      expiresAt = at;
    } else if (body.expire_type === 1) {
      const days = body.expire_interval;
      if (!Number.isInteger(days) || (days as number) < 1 || (days as number) > 30) return errcode(res, 85401);
      expiresAt = now + (days as number) * DAY_MS;
    } else return errcode(res, 47001);
    if (linksLeftToday < 1) return errcode(res, 45009);
    linksLeftToday -= 1;
    const id = `${++serial}${Math.random().toString(36).slice(2, 10)}`;
    const url = kind === 'scheme' ? `weixin://dl/business/?t=${id}` : `https://wxaurl.cn/${id}`;
    miniProgramLinks.push({ kind, url, path: path.replace(/^\//, ''), query: pageQuery, envVersion, expiresAt });
    json(res, kind === 'scheme' ? { errcode: 0, errmsg: 'ok', openlink: url } : { errcode: 0, errmsg: 'ok', url_link: url });
  }

  const json = (res: http.ServerResponse, body: unknown) =>
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
  const errcode = (res: http.ServerResponse, code: number) => json(res, { errcode: code, errmsg: `fake error ${code}` });

  function takeCode(code: string, app: 'mp' | 'open', res: http.ServerResponse) {
    const entry = codes.get(code);
    if (!entry || entry.app !== app) return void errcode(res, 40029);
    if (entry.used) return void errcode(res, 40163);
    entry.used = true;
    given.add(`${app === 'mp' ? FAKE_MP.appid : FAKE_OPEN.appid} ${entry.openid}`);
    const ids = { openid: entry.openid, ...(entry.unionid ? { unionid: entry.unionid } : {}) };
    json(
      res,
      app === 'mp'
        ? { ...ids, session_key: 'fake-session-key' }
        : { ...ids, access_token: 'fake-user-token', expires_in: 7200, scope: 'snsapi_login' },
    );
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const query = Object.fromEntries(url.searchParams);
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    const endpoint = (
      {
        '/cgi-bin/stable_token': 'stable_token',
        '/wxa/getwxacodeunlimit': 'getwxacodeunlimit',
        '/sns/jscode2session': 'jscode2session',
        '/sns/oauth2/access_token': 'oauth2',
        '/cgi-bin/message/subscribe/send': 'subscribe_send',
        '/wxa/generatescheme': 'generatescheme',
        '/wxa/generate_urllink': 'generate_urllink',
      } as const
    )[url.pathname];

    if (url.pathname === '/connect/qrconnect') {
      // The person scans at once: back to redirect_uri with a code for the identity the test chose.
      if (query.appid !== FAKE_OPEN.appid || !nextConnect) return void res.writeHead(400).end('bad appid or no identity chosen');
      const code = api.openCode(nextConnect);
      const back = new URL(query.redirect_uri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', query.state);
      return void res.writeHead(302, { location: back.href }).end();
    }
    if (!endpoint) return void res.writeHead(404).end();
    calls.push({ endpoint, query, body });
    const failure = failures.get(endpoint)?.shift();
    if (failure === 'down') return void req.socket.destroy();
    // Slow: no answer until the caller gives up and hangs up; WeChat would draw nothing it could deliver, so nothing is
    // recorded. A caller that never gives up is the fault under test, and the test's own time limit tells it.
    if (failure === 'slow') return void res.once('close', () => undefined);
    if (typeof failure === 'number') return void errcode(res, failure);

    if (endpoint === 'stable_token') {
      if (body.appid !== FAKE_MP.appid || body.secret !== FAKE_MP.secret) return void errcode(res, 40125);
      liveToken = `fake-token-${++tokens}`;
      return void json(res, { access_token: liveToken, expires_in: 7200 });
    }
    if (endpoint === 'getwxacodeunlimit') {
      if (query.access_token !== liveToken) return void errcode(res, 40001);
      if (typeof body.scene !== 'string' || body.scene.length > 32) return void errcode(res, 40169);
      scenes.push(body.scene);
      return void res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    }
    if (endpoint === 'generatescheme') return makeLink('scheme', query, body, res);
    if (endpoint === 'generate_urllink') return makeLink('link', query, body, res);
    if (endpoint === 'subscribe_send') {
      // As WeChat checks: the token, the fields, the data's shape and length, and a subscription left to spend.
      if (query.access_token !== liveToken) return void errcode(res, 40001);
      const { touser, template_id: templateId, page, miniprogram_state: state, data } = body as Record<string, unknown>;
      if (typeof touser !== 'string' || !touser) return void errcode(res, 40003);
      if (typeof templateId !== 'string' || !templateId) return void errcode(res, 40037);
      if (!['developer', 'trial', 'formal'].includes(String(state ?? 'formal'))) return void errcode(res, 47003);
      const values = Object.entries((data ?? {}) as Record<string, { value?: unknown }>);
      const fits = ([key, v]: [string, { value?: unknown }]) =>
        typeof v?.value === 'string' &&
        v.value.length > 0 &&
        (!key.startsWith('thing') || [...v.value].length <= 20) &&
        (!key.startsWith('phrase') || [...v.value].length <= 5);
      if (!values.length || !values.every(fits)) return void errcode(res, 47003);
      const left = quota.get(`${touser} ${templateId}`) ?? 0;
      if (left < 1) return void errcode(res, 43101);
      quota.set(`${touser} ${templateId}`, left - 1);
      subscribeMessages.push({
        touser,
        templateId,
        page: String(page ?? ''),
        state: String(state ?? 'formal'),
        data: data as FakeSubscribeMessage['data'],
      });
      return void json(res, { errcode: 0, errmsg: 'ok' });
    }
    if (endpoint === 'jscode2session') {
      if (query.appid !== FAKE_MP.appid || query.secret !== FAKE_MP.secret) return void errcode(res, 40125);
      return takeCode(query.js_code, 'mp', res);
    }
    if (query.appid !== FAKE_OPEN.appid || query.secret !== FAKE_OPEN.secret) return void errcode(res, 40125);
    takeCode(query.code, 'open', res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const api = {
    url,
    /** The environment of a portal in `mode` against this fake. */
    env(mode: 'miniprogram' | 'qrconnect', extra: Record<string, string> = {}): Record<string, string> {
      return {
        LOGIN_MODE: mode,
        WX_API_BASE: url,
        WX_OPEN_BASE: url,
        WX_MP_APPID: FAKE_MP.appid,
        WX_MP_SECRET: FAKE_MP.secret,
        WX_OPEN_APPID: FAKE_OPEN.appid,
        WX_OPEN_SECRET: FAKE_OPEN.secret,
        ...extra,
      };
    },
    /** A wx.login() code of the mini-program for this identity. */
    mpCode(identity: { openid: string; unionid?: string }) {
      const code = `mp${++serial}x${Math.random().toString(36).slice(2, 10)}`;
      codes.set(code, { app: 'mp', ...identity, used: false });
      return code;
    },
    /** A website QR connect code for this identity. */
    openCode(identity: { openid: string; unionid?: string }) {
      const code = `op${++serial}x${Math.random().toString(36).slice(2, 10)}`;
      codes.set(code, { app: 'open', ...identity, used: false });
      return code;
    },
    /** Who "scans" on the next connect/qrconnect visit. */
    connectAs(identity: { openid: string; unionid?: string }) {
      nextConnect = identity;
    },
    /** Whether WeChat gave `openid` under `appid` (the fake WeChat Pay's payers: a JSAPI payer must be the mini-program's). */
    gaveOpenid(appid: string, openid: string) {
      return given.has(`${appid} ${openid}`);
    },
    /** The next calls of `endpoint` fail, one failure each, in order. */
    fail(endpoint: FakeEndpoint, ...next: FakeFailure[]) {
      failures.set(endpoint, [...(failures.get(endpoint) ?? []), ...next]);
    },
    /** The person `openid` taps 允许 for these templates in the mini-program: one message each may be sent. */
    acceptSubscription(openid: string, templateIds: string[]) {
      for (const id of templateIds) quota.set(`${openid} ${id}`, (quota.get(`${openid} ${id}`) ?? 0) + 1);
    },
    /** The subscribe messages WeChat took, in order. */
    subscribeMessages,
    /** The URL Schemes and URL Links WeChat made, in order. */
    miniProgramLinks,
    /** Where a URL Scheme or URL Link made here leads, as WeChat opens it: undefined for one WeChat never made. */
    linkTarget: (url: string) => miniProgramLinks.find((l) => l.url === url),
    /** WeChat has `n` more URL Schemes and URL Links to make today. */
    setLinksLeftToday(n: number) {
      linksLeftToday = n;
    },
    /** The mini-program is (not) published: WeChat makes no link to an unpublished one. */
    setPublished(yes: boolean) {
      published = yes;
    },
    /** Makes the current access token invalid, as WeChat does when another server refreshes it. */
    expireToken() {
      liveToken = 'expired';
    },
    reset() {
      failures.clear();
      calls.length = 0;
    },
    calls,
    scenes,
    tokensIssued: () => tokens,
    lastScene: () => scenes[scenes.length - 1],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return api;
}

export type FakeWechat = Awaited<ReturnType<typeof startFakeWechat>>;
