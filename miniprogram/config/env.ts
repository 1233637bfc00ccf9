// What the WeChat package is built for, read from the environment and checked before anything is compiled.

type Env = Record<string, string | undefined>;

/** The mini-program's AppID (微信公众平台 → 开发管理 → 开发设置), written into project.config.json. */
export function weappAppid(env: Env): string {
  const appid = env.WX_MP_APPID?.trim();
  if (!appid) {
    throw new Error(
      "WX_MP_APPID is not set: set it to the college mini-program's AppID (wx followed by 16 characters), e.g. WX_MP_APPID=wx0123456789abcdef npm run mp:build",
    );
  }
  if (!/^wx[0-9a-zA-Z]{16}$/.test(appid))
    throw new Error(`WX_MP_APPID must be wx followed by 16 letters or digits (got ${appid.length} characters)`);
  return appid;
}

/**
 * The portal's public origin, which the WeChat package calls (and which must be on the mini-program's 合法域名 list):
 * https, or http://localhost / http://127.0.0.1 for the developer tool. An origin only: no path, query or trailing slash.
 */
export function apiBase(env: Env): string {
  const raw = env.MP_API_BASE?.trim();
  if (!raw)
    throw new Error("MP_API_BASE is not set: set it to the portal's public https origin, e.g. MP_API_BASE=https://alumni.example.edu.cn");
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`MP_API_BASE is not an address: ${raw}`);
  }
  const local = url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1');
  if (url.protocol !== 'https:' && !local) {
    throw new Error(
      `MP_API_BASE must be https (WeChat calls only https 合法域名); http is allowed for localhost and 127.0.0.1 only: ${raw}`,
    );
  }
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash || url.username) {
    throw new Error(`MP_API_BASE must be an origin such as https://alumni.example.edu.cn, without a path: ${raw}`);
  }
  return url.origin;
}
