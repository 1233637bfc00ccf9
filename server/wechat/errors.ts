/**
 * What went wrong talking to WeChat, as the portal tells it. WeChat answers `errcode` numbers; the alumnus gets a
 * Chinese sentence ending in what to do, and the code keeps the reason to decide (refresh the token, 10022, retry).
 */
export type WechatFailure =
  | 'badCode'
  | 'codeUsed'
  | 'rateLimited'
  | 'busy'
  | 'riskyUser'
  | 'tokenExpired'
  | 'unreachable'
  | 'slow'
  | 'notConfigured'
  | 'mpUnpublished'
  | 'linkDenied'
  | 'linkQuota'
  | 'other';

/** WeChat's errcodes the portal meets (sns/jscode2session, sns/oauth2/access_token, cgi-bin/stable_token, wxa/*). */
const byErrcode: Record<number, WechatFailure> = {
  40029: 'badCode',
  40163: 'codeUsed',
  45011: 'rateLimited',
  [-1]: 'busy',
  40226: 'riskyUser',
  // The access token is invalid (40001) or expired (42001): refreshed once, then the call is repeated.
  40001: 'tokenExpired',
  42001: 'tokenExpired',
};

export const failureOf = (errcode: number): WechatFailure => byErrcode[errcode] ?? 'other';

/**
 * wxa/generatescheme and wxa/generate_urllink's own errcodes (40002 means another thing to the token call, so these
 * are read only for those two calls): no permission (40002) or banned (40013), the mini-program not published (85079),
 * too many today (45009) or this second (44990).
 */
const byLinkErrcode: Record<number, WechatFailure> = {
  40002: 'linkDenied',
  40013: 'linkDenied',
  85079: 'mpUnpublished',
  45009: 'linkQuota',
  44990: 'rateLimited',
};
export const linkFailureOf = (errcode: number): WechatFailure => byLinkErrcode[errcode] ?? failureOf(errcode);

export const failureMessages: Record<WechatFailure, string> = {
  badCode: '微信登录凭证无效，请重新扫码',
  codeUsed: '微信登录凭证已被使用，请重新扫码',
  rateLimited: '操作过于频繁，请稍后重试',
  busy: '微信系统繁忙，请稍后重试',
  riskyUser: '微信提示该账号存在安全风险，请在微信中完成安全验证后重试',
  tokenExpired: '微信服务暂时不可用，请稍后重试',
  unreachable: '暂时无法连接微信服务，请稍后重试',
  slow: '微信服务响应超时，请稍后重试',
  notConfigured: '本站尚未开通该微信登录方式，请联系校友工作办公室',
  mpUnpublished: '学校小程序尚未发布，暂时无法从网页打开',
  linkDenied: '学校小程序暂未开通从网页打开的功能',
  linkQuota: '今日从网页打开小程序的次数已达微信上限，请明天再试',
  other: '微信服务返回错误，请稍后重试',
};

/** The code was bad or spent: the person scans again rather than waiting. */
export const isCodeProblem = (reason: WechatFailure) => reason === 'badCode' || reason === 'codeUsed';

/** A failed WeChat call. Its message is the Chinese sentence only: no address, query or secret ever goes in. */
export class WechatError extends Error {
  constructor(
    readonly reason: WechatFailure,
    readonly errcode?: number,
  ) {
    super(failureMessages[reason]);
    this.name = 'WechatError';
  }
}
