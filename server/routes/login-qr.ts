import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashSecret, newSecret } from '../auth/tokens.ts';
import { loginRateLimit } from '../http/rate-limit.ts';
import { sendStandinPage } from '../standins/page.ts';
import { escapeHtml } from '../../src/shared/escape-html.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';
import { browserPoll, createTicket, sameOriginCallback, ticketRefusals, wechatClient } from '../wechat/flow.ts';
import { WechatError } from '../wechat/errors.ts';
import { newTicket, ticketPattern } from '../wechat/tickets.ts';

/** The HttpOnly cookie that binds a ticket to the browser that asked for it (only its hash is stored). */
const BROWSER_COOKIE = 'wx_login_browser';

const browserSecret = (request: FastifyRequest) =>
  /(?:^|;\s*)wx_login_browser=([A-Za-z0-9_-]{43})(?:;|$)/.exec(request.headers.cookie ?? '')?.[1];

/** The page's words for each state of its ticket. */
export const qrStatusWords = {
  created: '请使用微信扫码',
  scanned: '已扫码，请在手机上确认',
  confirmed: '已确认，正在登录…',
  used: '该二维码已使用，请刷新',
  cancelled: '已取消登录，请刷新后重新扫码',
  expired: '二维码已失效',
  'other-browser': ticketRefusals['other-browser'],
  missing: '二维码已失效',
} as const;

const pollScript = fs.readFileSync(path.join(import.meta.dirname, '../wechat/qr-page.js'), 'utf8');

const querySchema = {
  type: 'object',
  required: ['redirect_uri', 'state'],
  properties: {
    appid: { type: 'string', maxLength: 64 },
    redirect_uri: { type: 'string', minLength: 1, maxLength: 2048 },
    response_type: { type: 'string', maxLength: 16 },
    scope: { type: 'string', maxLength: 32 },
    state: { type: 'string', pattern: '^[A-Za-z0-9]{10}$' },
  },
} as const;

const qrStyle = `<style>
main{box-sizing:border-box}.validity{margin-top:10px}
.qr:not([data-status=created]):not([data-status=scanned])~.validity{display:none}
.qr{display:grid;place-items:center;margin:18px auto 8px;width:232px;height:232px;border:1px solid #e3e6ea;border-radius:12px;position:relative}
.qr img{width:216px;height:216px}.qr[data-status=expired] img,.qr[data-status=cancelled] img,.qr[data-status=used] img,.qr[data-status=other-browser] img{opacity:.12}
.qr[data-status=scanned] img{opacity:.35}
.status{text-align:center;font-size:17px;margin:12px 0 4px;font-weight:600}.hint{text-align:center;color:#555d66;font-size:13px;margin:0 0 8px}
a.button{display:block;text-align:center;padding:12px;border-radius:8px;background:#07c160;color:#fff;text-decoration:none;font-size:16px;margin-top:12px}
a.button:focus-visible{outline:3px solid #c8a45c;outline-offset:2px}a.button[hidden]{display:none}
</style>`;

/**
 * The login address of every mode (the portal is built once): `/login/qr` shows the mini-program code in
 * `miniprogram` mode, and sends the browser on to WeChat's website QR connect, or to the stand-in, in the others.
 */
const loginQrRoutes: RoutePlugin = async (app, { db, config }) => {
  const wx = config.wechat;

  const problemPage = (reply: FastifyReply, status: number, message: string, retry?: string) =>
    sendStandinPage(
      reply,
      status,
      'wechat',
      '微信扫码登录',
      `${qrStyle}<p class="error" role="alert" data-testid="qr-problem">${escapeHtml(message)}</p>` +
        (retry ? `<a class="button" href="${escapeHtml(retry)}">重试</a>` : '<p><a href="/">返回门户首页</a></p>'),
    );

  app.get<{ Querystring: { redirect_uri: string; state: string } }>(
    '/login/qr',
    {
      // Each QR code costs a call of WeChat's (rate-limited per app): counted like login attempts. The other modes
      // only redirect.
      config: { rateLimit: { ...loginRateLimit(config.loginRateLimit), allowList: () => config.loginMode !== 'miniprogram' } },
      schema: { hide: true, querystring: querySchema },
    },
    async (request, reply) => {
      const { redirect_uri: redirectUri, state } = request.query;
      const callback = sameOriginCallback(request, redirectUri);
      if (!callback) return problemPage(reply, 400, '登录地址无效：回调地址必须是本站的 /wxMpQrCodeRedirect。');
      reply.header('Cache-Control', 'no-store');

      if (config.loginMode === 'standin') {
        if (!config.loginStandin) return problemPage(reply, 404, '本站尚未开通微信扫码登录，请联系校友工作办公室。');
        const standin = new URL('/dev/wx-qrconnect', callback.origin);
        for (const [k, v] of new URL(request.url, callback.origin).searchParams) standin.searchParams.set(k, v);
        return reply.redirect(standin.pathname + standin.search, 302);
      }
      if (config.loginMode === 'qrconnect') {
        if (!wx.openAppId) return problemPage(reply, 503, '本站尚未开通微信扫码登录，请联系校友工作办公室。');
        const connect = new URL(wx.openBase + '/connect/qrconnect');
        connect.searchParams.set('appid', wx.openAppId);
        connect.searchParams.set('redirect_uri', callback.href);
        connect.searchParams.set('response_type', 'code');
        connect.searchParams.set('scope', 'snsapi_login');
        connect.searchParams.set('state', state);
        connect.hash = 'wechat_redirect';
        return reply.redirect(connect.href, 302);
      }

      // miniprogram: a ticket for this browser, shown as the mini-program code WeChat draws for it.
      let secret = browserSecret(request);
      if (!secret) {
        secret = newSecret(32);
        const secure = request.protocol === 'https' ? '; Secure' : '';
        reply.header('Set-Cookie', `${BROWSER_COOKIE}=${secret}; Path=/login/qr; HttpOnly; SameSite=Lax; Max-Age=86400${secure}`);
      }
      const retry = request.url;
      // The code is fetched before the ticket is stored: a WeChat failure leaves nothing behind.
      const ticket = newTicket();
      let image: { image: Buffer; type: string };
      try {
        image = await wechatClient(wx).miniProgramCode(ticket);
      } catch (e) {
        if (e instanceof WechatError) return problemPage(reply, 502, e.message, retry);
        throw e;
      }
      await createTicket(db, { ticket, browserHash: hashSecret(secret), state, redirectUri: callback.href, ttlMs: wx.ticketTtlMs });
      const src = `data:${image.type};base64,${image.image.toString('base64')}`;
      return sendStandinPage(
        reply,
        200,
        'wechat',
        '微信扫码登录',
        `${qrStyle}<p class="hint">请使用微信扫描小程序码，并在手机上确认登录</p>
<div class="qr" data-testid="qr" data-ticket="${ticket}" data-status="created"><img src="${src}" alt="登录小程序码" width="216" height="216"></div>
<p class="status" role="status" aria-live="polite" data-testid="qr-status">${qrStatusWords.created}</p>
<a class="button" data-testid="qr-refresh" href="${escapeHtml(retry)}" hidden>刷新</a>
<p class="hint validity">二维码 ${Math.round(wx.ticketTtlMs / 60000) || 1} 分钟内有效</p>
<script src="/login/qr/page.js" defer></script>`,
      );
    },
  );

  app.get('/login/qr/page.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').type('text/javascript; charset=utf-8').send(pollScript),
  );

  app.post<{ Body: { ticket: string } }>(
    '/login/qr/poll',
    {
      config: { changesPublicPages: false },
      schema: {
        hide: true,
        body: {
          type: 'object',
          required: ['ticket'],
          additionalProperties: false,
          properties: { ticket: { type: 'string', pattern: ticketPattern, maxLength: 32 } },
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const secret = browserSecret(request);
      const answer = secret ? await browserPoll(db, request.body.ticket, hashSecret(secret)) : { status: 'other-browser' as const };
      return { status: answer.status, message: qrStatusWords[answer.status], ...(answer.redirect ? { redirect: answer.redirect } : {}) };
    },
  );
};

export default loginQrRoutes;
