import type { FastifyInstance } from 'fastify';
import { hashSecret, newSecret } from '../auth/tokens.ts';
import type { Db } from '../db/connect.ts';
import { loginRateLimit } from '../http/rate-limit.ts';
import { standinAccounts, wxAccountExists } from '../repositories/accounts.ts';
import { browserPoll, createTicket, phoneEvent, sameOriginCallback } from '../wechat/flow.ts';
import { escapeHtml } from '../../src/shared/escape-html.ts';
import { sendStandinPage } from './page.ts';

interface QrQuery {
  appid: string;
  redirect_uri: string;
  response_type: string;
  scope: string;
  state: string;
}

const querySchema = {
  type: 'object',
  required: ['redirect_uri', 'state'],
  properties: {
    appid: { type: 'string', maxLength: 64, default: '' },
    redirect_uri: { type: 'string', minLength: 1, maxLength: 2048 },
    response_type: { type: 'string', maxLength: 16, default: 'code' },
    scope: { type: 'string', maxLength: 32, default: 'snsapi_login' },
    state: { type: 'string', pattern: '^[A-Za-z0-9]{10}$' },
  },
} as const;

/**
 * Stand-in for WeChat's QR login page (development and demos only). It lists the demo accounts; choosing one plays
 * the college mini-program on the production path: a ticket for this page, scanned and confirmed by that account
 * through the same state machine, handed over as a one-time code (5 minutes, usable once) with the same state.
 */
export function registerLoginStandin(app: FastifyInstance, db: Db, opts: { rateLimit: number }) {
  app.get<{ Querystring: QrQuery }>('/dev/wx-qrconnect', { schema: { hide: true, querystring: querySchema } }, async (request, reply) => {
    if (!sameOriginCallback(request, request.query.redirect_uri)) {
      return sendStandinPage(reply, 400, 'wechat', '登录地址无效', '<p class="error">回调地址必须是本站的 /wxMpQrCodeRedirect。</p>');
    }
    const accounts = await standinAccounts(db);
    const hidden = (['redirect_uri', 'state'] as const)
      .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(request.query[k])}">`)
      .join('');
    const buttons = accounts
      .map(
        (a) =>
          `<li><form method="post" action="/dev/wx-qrconnect/confirm">${hidden}<input type="hidden" name="openid" value="${escapeHtml(a.openid)}"><button type="submit">${escapeHtml(a.nickname)}</button></form></li>`,
      )
      .join('');
    return sendStandinPage(
      reply,
      200,
      'wechat',
      '模拟微信扫码',
      `<p class="note">这是开发与演示环境的微信扫码登录模拟页面。正式环境会跳转到微信开放平台的扫码页。</p><p>请选择要模拟扫码登录的微信账号：</p><ul>${buttons}</ul>`,
    );
  });

  app.post<{ Body: { openid: string; redirect_uri: string; state: string } }>(
    '/dev/wx-qrconnect/confirm',
    {
      config: { changesPublicPages: false, rateLimit: loginRateLimit(opts.rateLimit) },
      schema: {
        hide: true,
        body: {
          type: 'object',
          required: ['openid', 'redirect_uri', 'state'],
          properties: {
            openid: { type: 'string', minLength: 1, maxLength: 64 },
            redirect_uri: { type: 'string', minLength: 1, maxLength: 2048 },
            state: { type: 'string', pattern: '^[A-Za-z0-9]{10}$' },
          },
        },
      },
    },
    async (request, reply) => {
      const { openid, redirect_uri: redirectUri, state } = request.body;
      const callback = sameOriginCallback(request, redirectUri);
      if (!callback || !(await wxAccountExists(db, openid))) {
        return sendStandinPage(reply, 400, 'wechat', '登录地址无效', '<p class="error">请求无效，请返回门户重新登录。</p>');
      }
      // The page itself is the browser the ticket is bound to; the chosen account is the phone.
      const browserHash = hashSecret(newSecret());
      const ticket = await createTicket(db, { browserHash, state, redirectUri: callback.href });
      for (const event of ['scan', 'confirm'] as const) {
        const step = await phoneEvent(db, ticket, event, openid);
        if (!step.ok) return sendStandinPage(reply, 409, 'wechat', '登录失败', `<p class="error">${escapeHtml(step.reason)}</p>`);
      }
      const { redirect } = await browserPoll(db, ticket, browserHash);
      if (!redirect) return sendStandinPage(reply, 409, 'wechat', '登录失败', '<p class="error">请返回门户重新登录。</p>');
      return reply.header('Cache-Control', 'no-store').redirect(redirect, 302);
    },
  );
}
