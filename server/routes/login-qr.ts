import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashSecret, newSecret } from '../auth/tokens.ts';
import { loginRateLimit } from '../http/rate-limit.ts';
import { sendStandinPage } from '../standins/page.ts';
import { escapeHtml } from '../../src/shared/escape-html.ts';
import { keepTicketLink, ticketByHash } from '../repositories/wechat-login.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';
import { browserPoll, createTicket, sameOriginCallback, ticketRefusals, wechatClient } from '../wechat/flow.ts';
import { WechatError } from '../wechat/errors.ts';
import { currentTicketStatus, newTicket, ticketPattern } from '../wechat/tickets.ts';

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

/** A phone's browser (WeChat's own among them): the QR page offers the mini-program instead of a code to scan. */
const onPhone = (request: FastifyRequest) =>
  /Android|iPhone|iPad|iPod|Mobile|HarmonyOS|MicroMessenger/i.test(request.headers['user-agent'] ?? '');
const inWechat = (request: FastifyRequest) => /MicroMessenger/i.test(request.headers['user-agent'] ?? '');

/** The QR page of a ticket's login (its callback and state), for going back to it: it draws a fresh ticket. */
function qrPageOf(row: { redirectUri: string; state: string }): string {
  const page = new URLSearchParams({ redirect_uri: row.redirectUri, state: row.state });
  return `/login/qr?${page}`;
}

/** The QR page's words on a phone (issue 48), and when WeChat gives no way into the mini-program. */
export const phoneQrWords = {
  hint: '请点击下方按钮打开微信小程序，在小程序中确认登录后回到本页',
  open: '打开微信小程序登录',
  saveHint: '也可截屏保存下方小程序码，在微信“扫一扫”中从相册选取识别',
  openFailed: (reason: string) =>
    `${reason}。请截屏保存登录页上的小程序码，在微信“扫一扫”中从相册选取识别；或在电脑上打开本站，用微信扫码登录。`,
  backToQr: '返回登录页',
  openRefused: '该登录二维码已失效或不属于当前浏览器，请返回登录页刷新后重试。',
  notMiniProgram: '本站未使用小程序登录，请返回门户首页重新登录。',
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

  const problemPage = (reply: FastifyReply, status: number, message: string, retry?: string, retryLabel = '重试') =>
    sendStandinPage(
      reply,
      status,
      'wechat',
      '微信扫码登录',
      `${qrStyle}<p class="error" role="alert" data-testid="qr-problem">${escapeHtml(message)}</p>` +
        (retry ? `<a class="button" href="${escapeHtml(retry)}">${escapeHtml(retryLabel)}</a>` : '<p><a href="/">返回门户首页</a></p>'),
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
        `${qrStyle}${
          onPhone(request)
            ? // A phone cannot scan its own screen: one tap opens the mini-program (issue 48); the code stays for a
              // screenshot scanned from the album.
              `<p class="hint">${phoneQrWords.hint}</p>
<a class="button" data-testid="qr-open-mp" href="/login/qr/open?ticket=${ticket}">${phoneQrWords.open}</a>
<p class="hint">${phoneQrWords.saveHint}</p>`
            : '<p class="hint">请使用微信扫描小程序码，并在手机上确认登录</p>'
        }
<div class="qr" data-testid="qr" data-ticket="${ticket}" data-status="created"><img src="${src}" alt="登录小程序码" width="216" height="216"></div>
<p class="status" role="status" aria-live="polite" data-testid="qr-status">${qrStatusWords.created}</p>
<a class="button" data-testid="qr-refresh" href="${escapeHtml(retry)}" hidden>刷新</a>
<p class="hint validity">二维码 ${Math.round(wx.ticketTtlMs / 60000) || 1} 分钟内有效</p>
<script src="/login/qr/page.js" defer></script>`,
      );
    },
  );

  /**
   * One tap into the mini-program from the QR page on a phone (issue 48): the mini-program's login page with this
   * ticket, as WeChat's URL Scheme (weixin://dl/business/?t=..., which hands over to WeChat and leaves the QR page in
   * its tab, still following the ticket) or, inside WeChat's browser, where a scheme does not open, its URL Link
   * (https://wxaurl.cn/..., which WeChat opens as the mini-program; the portal has no JS-SDK configuration for the
   * wx-open-launch-weapp tag). WeChat limits how many it makes a day: each ticket keeps the ones made for it.
   */
  app.get<{ Querystring: { ticket: string } }>(
    '/login/qr/open',
    {
      config: { rateLimit: { ...loginRateLimit(config.loginRateLimit), allowList: () => config.loginMode !== 'miniprogram' } },
      schema: {
        hide: true,
        querystring: {
          type: 'object',
          required: ['ticket'],
          properties: { ticket: { type: 'string', pattern: ticketPattern, maxLength: 32 } },
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (config.loginMode !== 'miniprogram') return problemPage(reply, 404, phoneQrWords.notMiniProgram);
      const { ticket } = request.query;
      const ticketHash = hashSecret(ticket);
      const row = await ticketByHash(db, ticketHash);
      const secret = browserSecret(request);
      if (!row || !secret || row.browserHash !== hashSecret(secret)) return problemPage(reply, 403, phoneQrWords.openRefused);
      const back = qrPageOf(row);
      const status = currentTicketStatus(row.status, row.expiresAt);
      if (status !== 'created' && status !== 'scanned') return problemPage(reply, 410, qrStatusWords[status], back, phoneQrWords.backToQr);
      const kind = inWechat(request) ? 'link' : 'scheme';
      let target = kind === 'link' ? row.urlLink : row.urlScheme;
      if (!target) {
        const client = wechatClient(wx);
        const query = `scene=${ticket}`;
        try {
          const made = kind === 'link' ? await client.miniProgramLink(query) : await client.miniProgramScheme(query);
          target = await keepTicketLink(db, ticketHash, kind, made);
        } catch (e) {
          if (e instanceof WechatError) return problemPage(reply, 502, phoneQrWords.openFailed(e.message), back, phoneQrWords.backToQr);
          throw e;
        }
      }
      return reply.redirect(target, 302);
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
