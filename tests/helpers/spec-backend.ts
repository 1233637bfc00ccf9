// A stand-in for a college's own backend: only the calls and fields of the spec (portal-spec.md sections 3 and 7),
// plus the content calls of the home and news pages, and the built portal served from dist/ as nginx would.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import * as site from '../fixtures/spec-site.ts';

const root = path.resolve(import.meta.dirname, '../..');
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

export interface SpecBackend {
  url: string;
  /** Ends a session on the server side, as an expiry would. */
  revoke(token: string): void;
  stop(): Promise<void>;
}

type Answer = { status?: number; code?: number; msg?: string; data?: unknown };
type SignedIn = Extract<site.Account, { outcome: 'signed-in' }>;

const page = <T>(items: T[], query: URLSearchParams) => {
  const pageNum = Number(query.get('pageNum') ?? 1);
  const pageSize = Number(query.get('pageSize') ?? 10);
  return { list: items.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: items.length, pageNum, pageSize };
};

export async function startSpecBackend(dist = process.env.PORTAL_DIST ?? path.join(root, 'dist')): Promise<SpecBackend> {
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`${dist} is missing: run \`npm run build\` first`);
  const codes = new Map<string, site.Account>();
  const usedCodes = new Set<string>();
  const tokens = new Map<string, SignedIn>();
  let origin = '';

  function api(method: string, route: string, query: URLSearchParams, body: Record<string, unknown>, token: string | undefined): Answer {
    const news = site.news.map(({ content: _c, author: _a, views: _v, ...item }) => item);
    if (method === 'GET') {
      if (route === '/alumsitecolumn/selectList')
        return { data: Number(query.get('pid')) === site.ROOT_PID ? site.menus(`${origin}/college/about.html`) : [] };
      if (route === '/sysdict/dictList') return { data: site.dicts };
      if (route === '/alumnotice/total') return { data: 2 };
      if (route === '/alumnews/list') return { data: page(news, query) };
      if (route === '/alumactivity/list') return { data: page(site.activities, query) };
      if (route === '/alumoutstanding/list') return { data: page(site.alumni, query) };
      if (route === '/alumorganization/list') return { data: page(site.organizations, query) };
      const detail = /^\/alumnews\/(\d+)$/.exec(route);
      if (detail) {
        const at = site.news.findIndex((n) => n.id === Number(detail[1]));
        if (at < 0) return { status: 404, code: 404, msg: '新闻不存在' };
        const link = (n?: { id: number; title: string }) => (n ? { id: n.id, title: n.title } : null);
        return { data: { ...site.news[at], prev: link(site.news[at - 1]), next: link(site.news[at + 1]) } };
      }
    }
    if (method === 'POST' && route === '/login/wxMpQrCodeLogin') {
      const code = String(body.code ?? '');
      const account = codes.get(code);
      if (!account || usedCodes.has(code)) return { code: 10022, msg: '二维码已失效' };
      usedCodes.add(code);
      if (account.outcome !== 'signed-in') return { code: account.outcome, msg: account.outcome === 10005 ? '账号未绑定' : '账号已停用' };
      const issued = randomBytes(24).toString('base64url');
      tokens.set(issued, account);
      return { data: { token: issued, userType: account.userType, alumUserStatus: account.alumUserStatus } };
    }

    const handler = personal[`${method} ${route}`];
    if (!handler) return { status: 404, code: 404, msg: '接口不存在' };
    const user = token ? tokens.get(token) : undefined;
    return user ? handler(user, token!) : { status: 401, code: 401, msg: '未登录' };
  }

  /** The calls that need a token, by method and path. */
  const personal: Record<string, (user: SignedIn, token: string) => Answer> = {
    'POST /login/logout': (_, token) => (tokens.delete(token), { data: null }),
    'GET /alumuser/info': (user) =>
      user.userType === 'alumni'
        ? { data: { id: user.id, name: user.name, studentCurrentStatus: user.studentCurrentStatus } }
        : { status: 403, code: 403, msg: '仅限校友' },
    'GET /alumorgmember/info': (user) =>
      user.userType === 'member' ? { data: { id: user.id, name: user.name } } : { status: 403, code: 403, msg: '仅限组织成员' },
    'GET /alummessage/unreadCount': (user) => ({ data: user.userType === 'alumni' ? user.unread : 0 }),
    // Not a spec call, but where /my lands: an empty inbox in the README's list shape.
    'GET /alummessage/list': () => ({ data: { list: [], total: 0, pageNum: 1, pageSize: 10 } }),
    'GET /alumcardtemplate/list': () => ({ data: [{ id: site.cardTemplate.id, templateName: site.cardTemplate.templateName }] }),
    [`GET /alumcardtemplate/${site.cardTemplate.id}`]: () => ({ data: site.cardTemplate }),
  };

  /** The WeChat QR page's stand-in: a button per account; choosing one goes back to redirect_uri with a code and the state. */
  function qrPage(query: URLSearchParams): string {
    const buttons = site.accounts.map((a) => `<button name="account" value="${a.name}">${a.name}</button>`).join('');
    const keep = ['redirect_uri', 'state']
      .map((k) => `<input type="hidden" name="${k}" value="${(query.get(k) ?? '').replace(/[&"<]/g, '')}">`)
      .join('');
    return `<!doctype html><meta charset="utf-8"><title>模拟微信扫码</title><form action="/dev/wx-qrconnect/pick">${keep}${buttons}</form>`;
  }

  function pick(query: URLSearchParams, res: http.ServerResponse) {
    const account = site.accounts.find((a) => a.name === query.get('account'));
    const back = new URL(query.get('redirect_uri') ?? '', origin);
    if (!account || back.origin !== origin) return void res.writeHead(400).end();
    const code = randomBytes(12).toString('hex');
    codes.set(code, account);
    back.searchParams.set('code', code);
    back.searchParams.set('state', query.get('state') ?? '');
    res.writeHead(302, { location: back.href }).end();
  }

  function serveFile(pathname: string, res: http.ServerResponse) {
    const file = path.join(dist, path.normalize(decodeURIComponent(pathname)));
    const found =
      file.startsWith(dist + path.sep) && fs.statSync(file, { throwIfNoEntry: false })?.isFile() ? file : path.join(dist, 'index.html');
    res.writeHead(200, { 'content-type': types[path.extname(found)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
    fs.createReadStream(found).pipe(res);
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', origin);
    if (url.pathname.startsWith('/api/')) {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      let body: Record<string, unknown>;
      try {
        body = raw ? JSON.parse(raw) : {};
      } catch {
        return void res
          .writeHead(400, { 'content-type': 'application/json' })
          .end(JSON.stringify({ code: 400, msg: '请求参数错误', data: null }));
      }
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const {
        status = 200,
        code = 0,
        msg = 'ok',
        data = null,
      } = api(req.method ?? 'GET', url.pathname.slice(4), url.searchParams, body, token);
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ code, msg, data }));
    } else if (url.pathname === '/login/qr') {
      // The portal's login address: a real server follows its LOGIN_MODE; this backend has only the stand-in.
      res.writeHead(302, { location: '/dev/wx-qrconnect' + url.search }).end();
    } else if (url.pathname === '/dev/wx-qrconnect') {
      res.writeHead(200, { 'content-type': types['.html'] }).end(qrPage(url.searchParams));
    } else if (url.pathname === '/dev/wx-qrconnect/pick') {
      pick(url.searchParams, res);
    } else if (url.pathname === '/college/about.html') {
      res.writeHead(200, { 'content-type': types['.html'] }).end(site.framedPage);
    } else if (url.pathname === '/pages/charter.html') {
      res.writeHead(200, { 'content-type': types['.html'] }).end(site.charterPage);
    } else {
      serveFile(url.pathname, res);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    revoke: (token) => void tokens.delete(token),
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
