import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashSecret, newSecret } from '../auth/tokens.ts';
import type { Db } from '../db/connect.ts';
import { loginRateLimit } from './login.ts';

const CODE_TTL_MS = 5 * 60 * 1000;

interface QrQuery {
  appid: string;
  redirect_uri: string;
  response_type: string;
  scope: string;
  state: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The redirect target must be this server's own callback: the stand-in is no open redirect. */
function sameOriginCallback(request: FastifyRequest, redirectUri: string): URL | null {
  try {
    const url = new URL(redirectUri);
    const host = request.headers.host;
    return host && url.host === host && url.pathname === '/wxMpQrCodeRedirect' && /^https?:$/.test(url.protocol) ? url : null;
  } catch {
    return null;
  }
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
 * Stand-in for WeChat's QR login page (development and demos only). It lists the demo accounts; choosing one
 * redirects back exactly as WeChat does, with a one-time code (5 minutes, usable once) and the same state.
 */
export function registerLoginStandin(app: FastifyInstance, db: Db, opts: { rateLimit: number }) {
  app.get<{ Querystring: QrQuery }>(
    '/dev/wx-qrconnect',
    { schema: { hide: true, querystring: querySchema } },
    async (request, reply) => {
      if (!sameOriginCallback(request, request.query.redirect_uri)) {
        return reply.status(400).type('text/html; charset=utf-8').send(page('登录地址无效', '<p class="error">回调地址必须是本站的 /wxMpQrCodeRedirect。</p>'));
      }
      const accounts = await db.query<{ openid: string; nickname: string }>('select openid, nickname from wx_account order by nickname = \'未绑定用户\', nickname = \'停用用户\', user_id nulls last');
      const hidden = (['redirect_uri', 'state'] as const)
        .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(request.query[k])}">`)
        .join('');
      const buttons = accounts
        .map((a) => `<li><form method="post" action="/dev/wx-qrconnect/confirm">${hidden}<input type="hidden" name="openid" value="${escapeHtml(a.openid)}"><button type="submit">${escapeHtml(a.nickname)}</button></form></li>`)
        .join('');
      return reply
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(page('模拟微信扫码', `<p class="note">这是开发与演示环境的微信扫码登录模拟页面。正式环境会跳转到微信开放平台的扫码页。</p><p>请选择要模拟扫码登录的微信账号：</p><ul>${buttons}</ul>`));
    },
  );

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
      const [account] = await db.query('select 1 from wx_account where openid = $1', [openid]);
      if (!callback || !account) {
        return reply.status(400).type('text/html; charset=utf-8').send(page('登录地址无效', '<p class="error">请求无效，请返回门户重新登录。</p>'));
      }
      const code = newSecret(16);
      await db.query('insert into login_code (code_hash, openid, state, expires_at) values ($1, $2, $3, $4)', [
        hashSecret(code), openid, state, new Date(Date.now() + CODE_TTL_MS),
      ]);
      callback.searchParams.set('code', code);
      callback.searchParams.set('state', state);
      return reply.header('Cache-Control', 'no-store').redirect(callback.href, 302);
    },
  );
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><style>
body{margin:0;font-family:"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;background:#2e3238;color:#fff;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;color:#1f2328;border-radius:12px;padding:32px 28px;width:min(420px,92vw);box-shadow:0 12px 40px rgba(0,0,0,.35)}
h1{margin:0 0 12px;font-size:22px;color:#07c160}.note{font-size:13px;color:#555d66;background:#f5f7fa;padding:10px 12px;border-radius:8px}
ul{list-style:none;padding:0;margin:16px 0 0;display:grid;gap:10px}button{width:100%;padding:12px;border-radius:8px;border:1px solid #07c160;background:#fff;color:#07c160;font-size:16px;cursor:pointer}
button:hover,button:focus-visible{background:#07c160;color:#fff;outline:3px solid #c8a45c;outline-offset:2px}.error{color:#c50f1f}
</style></head><body><main><h1>${title}</h1>${body}</main></body></html>`;
}
