import type { WechatConfig } from '../config/index.ts';
import { WechatError, failureOf, linkFailureOf } from './errors.ts';
import { MINIPROGRAM_STATE } from './subscribe-message.ts';

/** Who WeChat says signed in: the openid of the app asked, and the unionid when the apps share an open account. */
export interface WechatIdentity {
  openid: string;
  unionid?: string;
}

type Fetch = typeof fetch;
type Answer = { json: Record<string, unknown> } | { image: Buffer; type: string };

/** Refresh the cached token this long before WeChat says it ends, so a call never carries a dying token. */
const TOKEN_MARGIN_MS = 5 * 60 * 1000;

/**
 * The one way the server talks to WeChat: base address from WX_API_BASE, a time limit per call, the stable access
 * token cached and refreshed (again at once when WeChat calls it invalid or expired), errcodes turned into
 * WechatError. Secrets travel only in the requests to WeChat; nothing here logs.
 */
export function createWechatClient(config: WechatConfig, fetchImpl: Fetch = fetch) {
  let token: { value: string; until: number } | undefined;
  let pending: Promise<string> | undefined;

  async function call(path: string, init: { query?: Record<string, string>; body?: unknown }): Promise<Answer> {
    const url = new URL(config.apiBase + path);
    for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, v);
    let res: Response;
    try {
      res = await fetchImpl(url, {
        method: init.body === undefined ? 'GET' : 'POST',
        headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (e) {
      // The underlying error may quote the address (with a secret in its query): only its kind is kept.
      throw new WechatError((e as Error).name === 'TimeoutError' ? 'slow' : 'unreachable');
    }
    try {
      if (!res.ok) throw new WechatError(res.status >= 500 ? 'busy' : 'other');
      const type = res.headers.get('content-type') ?? '';
      if (type.includes('image/')) return { image: Buffer.from(await res.arrayBuffer()), type: type.split(';')[0] };
      const json = (await res.json()) as Record<string, unknown>;
      const errcode = Number(json.errcode ?? 0);
      if (errcode !== 0) throw new WechatError(failureOf(errcode), errcode);
      return { json };
    } catch (e) {
      if (e instanceof WechatError) throw e;
      throw new WechatError((e as Error).name === 'TimeoutError' ? 'slow' : 'other');
    }
  }

  function requireMp() {
    if (!config.mpAppId || !config.mpSecret) throw new WechatError('notConfigured');
  }

  /** cgi-bin/stable_token: one request at a time, cached until shortly before it expires. */
  function accessToken(forceRefresh: boolean): Promise<string> {
    requireMp();
    if (!forceRefresh && token && token.until > Date.now()) return Promise.resolve(token.value);
    pending ??= (async () => {
      try {
        const answer = await call('/cgi-bin/stable_token', {
          body: { grant_type: 'client_credential', appid: config.mpAppId, secret: config.mpSecret, force_refresh: forceRefresh },
        });
        if (!('json' in answer) || typeof answer.json.access_token !== 'string') throw new WechatError('other');
        const lifetime = Number(answer.json.expires_in ?? 7200) * 1000;
        token = { value: answer.json.access_token, until: Date.now() + Math.max(lifetime - TOKEN_MARGIN_MS, 60_000) };
        return token.value;
      } finally {
        pending = undefined;
      }
    })();
    return pending;
  }

  /** A call that carries the access token; an invalid or expired token is refreshed and the call made once more. */
  async function withToken(path: string, body: unknown): Promise<Answer> {
    try {
      return await call(path, { query: { access_token: await accessToken(false) }, body });
    } catch (e) {
      if (!(e instanceof WechatError) || e.reason !== 'tokenExpired') throw e;
      token = undefined;
      return call(path, { query: { access_token: await accessToken(true) }, body });
    }
  }

  /** A link call's errcode read as that call's (a refused permission is not a bad token request). */
  async function linkCall(path: string, body: unknown): Promise<Record<string, unknown>> {
    let answer: Answer;
    try {
      answer = await withToken(path, body);
    } catch (e) {
      if (e instanceof WechatError && e.errcode !== undefined) throw new WechatError(linkFailureOf(e.errcode), e.errcode);
      throw e;
    }
    if (!('json' in answer)) throw new WechatError('other');
    return answer.json;
  }

  /** How long a link lives: one day, the shortest WeChat gives (the ticket it carries ends far sooner). */
  const linkLife = { expire_type: 1, expire_interval: 1 };

  const identity = (json: Record<string, unknown>): WechatIdentity => {
    if (typeof json.openid !== 'string' || !json.openid) throw new WechatError('other');
    return { openid: json.openid, ...(typeof json.unionid === 'string' && json.unionid ? { unionid: json.unionid } : {}) };
  };

  return {
    /** wxa/getwxacodeunlimit: the mini-program code that opens WX_MP_PAGE with `scene`. */
    async miniProgramCode(scene: string): Promise<{ image: Buffer; type: string }> {
      const answer = await withToken('/wxa/getwxacodeunlimit', {
        scene,
        page: config.mpPage,
        env_version: config.mpEnv,
        // An unpublished page (trial, develop) exists only in the uploaded package: WeChat cannot check it.
        check_path: config.mpEnv === 'release',
        width: 430,
      });
      if (!('image' in answer)) throw new WechatError('other');
      return answer;
    },

    /**
     * wxa/generatescheme: the URL Scheme (weixin://dl/business/?t=...) that opens WX_MP_PAGE with `query`, from a
     * phone's own browser. The version opened follows WX_MP_ENV.
     */
    async miniProgramScheme(query: string): Promise<string> {
      const json = await linkCall('/wxa/generatescheme', {
        jump_wxa: { path: config.mpPage, query, env_version: config.mpEnv },
        ...linkLife,
      });
      if (typeof json.openlink !== 'string' || !json.openlink.startsWith('weixin://')) throw new WechatError('other');
      return json.openlink;
    },

    /**
     * wxa/generate_urllink: the URL Link (https://wxaurl.cn/...) that opens the mini-program's `page` (WX_MP_PAGE, the
     * login page, unless named) with `query`, inside WeChat too. It lives one day.
     */
    async miniProgramLink(query: string, page: string = config.mpPage): Promise<string> {
      const json = await linkCall('/wxa/generate_urllink', { path: page, query, env_version: config.mpEnv, ...linkLife });
      if (typeof json.url_link !== 'string' || !json.url_link.startsWith('https://')) throw new WechatError('other');
      return json.url_link;
    },

    /**
     * cgi-bin/message/subscribe/send: one subscribe message to `touser` (the openid under the mini-program), opening
     * `page` when tapped; the version opened follows WX_MP_ENV.
     */
    async sendSubscribeMessage(m: { touser: string; templateId: string; page: string; data: Record<string, { value: string }> }) {
      await withToken('/cgi-bin/message/subscribe/send', {
        touser: m.touser,
        template_id: m.templateId,
        page: m.page,
        miniprogram_state: MINIPROGRAM_STATE[config.mpEnv] ?? 'formal',
        lang: 'zh_CN',
        data: m.data,
      });
    },

    /** sns/jscode2session: the mini-program's wx.login code → who is using the mini-program. */
    async miniProgramSession(jsCode: string): Promise<WechatIdentity> {
      requireMp();
      const answer = await call('/sns/jscode2session', {
        query: { appid: config.mpAppId, secret: config.mpSecret, js_code: jsCode, grant_type: 'authorization_code' },
      });
      if (!('json' in answer)) throw new WechatError('other');
      return identity(answer.json);
    },

    /** sns/oauth2/access_token: website QR connect's code → who scanned (snsapi_login gives the unionid). */
    async websiteLogin(code: string): Promise<WechatIdentity> {
      if (!config.openAppId || !config.openSecret) throw new WechatError('notConfigured');
      const answer = await call('/sns/oauth2/access_token', {
        query: { appid: config.openAppId, secret: config.openSecret, code, grant_type: 'authorization_code' },
      });
      if (!('json' in answer)) throw new WechatError('other');
      return identity(answer.json);
    },
  };
}

export type WechatClient = ReturnType<typeof createWechatClient>;
