import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_CHECKIN_LEAD_MINUTES } from '../../src/shared/admin/activities.ts';
import { DEFAULT_ROSTER_FILE_LIMITS, type RosterFileLimits } from '../../src/shared/admin/roster.ts';
import { DEFAULT_COOLING_DAYS } from '../../src/shared/erasure.ts';
import { chooseUploadStore, type S3Settings } from '../uploads/choose.ts';
import { readWxpay, type WxpaySettings } from './wxpay.ts';
import {
  DEFAULT_TEMPLATE_FIELDS,
  parseTemplateFields,
  SUBSCRIBE_KINDS,
  type SubscribeKind,
  type SubscribeTemplate,
} from '../wechat/subscribe-message.ts';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  loginStandin: boolean;
  /** Folder of the built portal; unset in API-only tests. */
  distDir: string | undefined;
  /** Folder of the server renderer (vite build --ssr); without it pages are drawn in the browser only. */
  ssrDir: string | undefined;
  rootColumnId: number;
  /** Extra hosts the portal may frame through /iframe (space separated in FRAME_HOSTS). */
  frameHosts: string[];
  logLevel: string;
  /**
   * Whose X-Forwarded-* to believe (client address for rate limits and the audit log, https for HSTS): nobody's
   * (false), the given number of proxy hops, or the proxies' addresses. Null: TRUST_PROXY was unusable (startProblem).
   */
  trustProxy: TrustProxy | null;
  /** Sliding lifetime of a login token. */
  sessionTtlMs: number;
  /** Login and code-exchange attempts per client per minute. */
  loginRateLimit: number;
  /** How long a public list page or article is answered from memory (CONTENT_CACHE_SECONDS); 0 reads every time. */
  contentCacheMs: number;
  /** Bytes the cache of server-drawn pages may hold (RENDER_CACHE_MB). */
  renderCacheBytes: number;
  /** Pages the server draws for one client a minute beyond what it has cached; the browser draws the rest. */
  renderRateLimit: number;
  /** Pages drawn at once (RENDER_CONCURRENCY, the cores by default); a visitor beyond them gets the plain shell. */
  renderSlots: number;
  /** A render taking longer is abandoned and the browser draws the page (RENDER_BUDGET_MS, 1500). */
  renderBudgetMs: number;
  /** NODE_ENV=production: no demo data or accounts, and a 管理员 must have a second factor. */
  production: boolean;
  /** Staff sign-in: the longest a console session lasts, and how long it may sit unused. */
  staffSessionTtlMs: number;
  staffIdleMs: number;
  /** Consecutive wrong passwords (or codes) that lock a staff account, and for how long. */
  staffLockAttempts: number;
  staffLockMs: number;
  /** CARD_SIGNING_KEY: signs the alumni card's QR code. Unset outside production: a key made once, kept in the database. */
  cardSigningKey: string | undefined;
  /** Minutes before an activity's start its door opens for check-in (CHECKIN_OPENS_MINUTES); it closes at the end. */
  checkinLeadMinutes: number;
  /** A card application agreeing with the roster in all four facts is verified at once (ROSTER_AUTO_VERIFY, on unless 0). */
  rosterAutoVerify: boolean;
  /**
   * A roster file's reading stops at the first of these (ROSTER_FILE_MAX_CELLS, ROSTER_FILE_MAX_INFLATED_MB,
   * ROSTER_FILE_MAX_SECONDS; the rows are the roster's 100,000).
   */
  rosterFileLimits: RosterFileLimits;
  /** Days after a campus visit its visitors' ID numbers are erased (RETENTION_VISIT_DAYS). */
  retentionVisitDays: number;
  /** Days audit entries are kept (RETENTION_LOG_DAYS, at least 180). */
  retentionLogDays: number;
  /** Hours an unpaid pledge stays payable before the job marks it 已过期 (PLEDGE_EXPIRY_HOURS). */
  pledgeExpiryHours: number;
  /** Hours an upload no row refers to is kept before the retention job removes it (UPLOAD_GRACE_HOURS). */
  uploadGraceHours: number;
  /** Days between asking to erase one's account and the erasure; signing in before then may cancel it (ERASURE_COOLING_DAYS). */
  erasureCoolingDays: number;
  /** What one alumnus may upload a day (UPLOAD_DAILY_FILES, UPLOAD_DAILY_MB), and upload calls per client a minute. */
  uploadDailyFiles: number;
  uploadDailyBytes: number;
  uploadRateLimit: number;
  /** 下载我的数据: exports one alumnus may make an hour (DATA_EXPORT_PER_HOUR); each reads every table about them. */
  dataExportRateLimit: number;
  /** How alumni sign in: the demo stand-in, the college's mini-program (QR ticket), or WeChat's website QR connect. */
  loginMode: LoginMode;
  wechat: WechatConfig;
  /** METRICS_TOKEN: the Bearer token /metrics asks for; unset, there is no /metrics. */
  metricsToken: string | undefined;
  /** SHUTDOWN_GRACE_MS: after SIGTERM, how long /readyz says 503 while requests are still served, before closing. */
  shutdownGraceMs: number;
  /** UPLOAD_STORE: folder, database or s3; unset, chooseUploadStore decides from DATABASE_URL and the S3 variables. */
  uploadStore: string | undefined;
  uploadS3: S3Settings;
  /** WeChat Pay (the WXPAY_ variables, server/config/wxpay.ts); undefined when not configured. */
  wxpay: WxpaySettings | undefined;
  /** What is wrong with the WXPAY_ variables, if anything (the start refuses). */
  wxpayProblem: string | undefined;
}

export const LOGIN_MODES = ['standin', 'miniprogram', 'qrconnect'] as const;
export type LoginMode = (typeof LOGIN_MODES)[number];

/** WeChat's hosts and the college's two WeChat apps. The secrets stay on the server: never logged, sent or shown. */
export interface WechatConfig {
  apiBase: string;
  /** Where the browser goes for website QR connect (open.weixin.qq.com; a fake in tests). */
  openBase: string;
  mpAppId: string;
  mpSecret: string;
  /** The mini-program page the code opens, and its version (release, trial, develop). */
  mpPage: string;
  mpEnv: string;
  openAppId: string;
  openSecret: string;
  /** Milliseconds before a WeChat call counts as too slow. */
  timeoutMs: number;
  /** How long a login QR code stays valid (LOGIN_TICKET_SECONDS, 300). */
  ticketTtlMs: number;
  /** The mini-program's subscribe message templates (WX_MP_TEMPLATE_REVIEW, WX_MP_TEMPLATE_ACTIVITY); absent, none is asked for. */
  templates: Partial<Record<SubscribeKind, SubscribeTemplate>>;
  /** What is wrong with the WX_MP_TEMPLATE_ variables, if anything (the start refuses). */
  templatesProblem: string | undefined;
}

/** Fastify's trustProxy as this server accepts it: never `true` (any sender's X-Forwarded-For believed). */
export type TrustProxy = false | number | string[];

const isAddressOrCidr = (entry: string) => {
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || !net.isIP(address)) return false;
  if (bits === undefined) return true;
  const max = net.isIPv4(address) ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
};

/**
 * TRUST_PROXY: unset, 0 or off trusts nobody; a whole number is the count of proxy hops in front of the server (1: one
 * nginx); otherwise the proxies' addresses or CIDR ranges, separated by commas or spaces. Anything else, "true" and "*"
 * above all (they would believe a made-up X-Forwarded-For from anyone), is null.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy | null {
  const value = (raw ?? '').trim().toLowerCase();
  if (['', '0', 'false', 'off', 'no'].includes(value)) return false;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value.split(/[\s,]+/).filter(Boolean);
  return entries.every(isAddressOrCidr) ? entries : null;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'on', 'yes'].includes(value.toLowerCase());
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const databaseUrl = env.DATABASE_URL || undefined;
  const production = env.NODE_ENV === 'production';
  // An unknown mode is kept as given, so the start check names it instead of silently choosing another.
  const loginMode = (env.LOGIN_MODE || (production ? 'miniprogram' : 'standin')) as LoginMode;
  const wxpay = readWxpay(env);
  return {
    wxpay: wxpay && 'settings' in wxpay ? wxpay.settings : undefined,
    wxpayProblem: wxpay && 'problem' in wxpay ? wxpay.problem : undefined,
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl,
    loginStandin: flag(env.LOGIN_STANDIN, !databaseUrl && !production),
    distDir: path.resolve(env.DIST_DIR ?? './dist'),
    ssrDir: env.SSR_DIR === '' ? undefined : path.resolve(env.SSR_DIR ?? './dist-ssr'),
    rootColumnId: Number(env.ROOT_COLUMN_ID ?? 1),
    frameHosts: (env.FRAME_HOSTS ?? '').split(/\s+/).filter(Boolean),
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    sessionTtlMs: Number(env.SESSION_TTL_DAYS ?? 7) * 24 * 60 * 60 * 1000,
    // A class of alumni behind one school network must not be locked out.
    loginRateLimit: Number(env.LOGIN_RATE_LIMIT ?? 60),
    renderCacheBytes: Number(env.RENDER_CACHE_MB ?? 64) * 1024 * 1024,
    contentCacheMs: Number(env.CONTENT_CACHE_SECONDS ?? 10) * 1000,
    // Cached pages are not counted: this bounds one client walking many distinct addresses (behind a proxy without
    // TRUST_PROXY every visitor is one client, so it is set for a crowd, not for one reader).
    renderRateLimit: Number(env.RENDER_RATE_LIMIT ?? 300),
    renderSlots: Number(env.RENDER_CONCURRENCY ?? os.availableParallelism()),
    renderBudgetMs: Number(env.RENDER_BUDGET_MS ?? 1500),
    production,
    staffSessionTtlMs: Number(env.STAFF_SESSION_HOURS ?? 8) * 60 * 60 * 1000,
    staffIdleMs: Number(env.STAFF_IDLE_MINUTES ?? 30) * 60 * 1000,
    staffLockAttempts: Number(env.STAFF_LOCK_ATTEMPTS ?? 5),
    staffLockMs: Number(env.STAFF_LOCK_MINUTES ?? 15) * 60 * 1000,
    cardSigningKey: env.CARD_SIGNING_KEY || undefined,
    checkinLeadMinutes: Number(env.CHECKIN_OPENS_MINUTES ?? DEFAULT_CHECKIN_LEAD_MINUTES),
    rosterAutoVerify: !['0', 'false', 'off'].includes((env.ROSTER_AUTO_VERIFY ?? '').trim().toLowerCase()),
    rosterFileLimits: {
      rows: DEFAULT_ROSTER_FILE_LIMITS.rows,
      cells: Number(env.ROSTER_FILE_MAX_CELLS || DEFAULT_ROSTER_FILE_LIMITS.cells),
      inflatedBytes: Number(env.ROSTER_FILE_MAX_INFLATED_MB || DEFAULT_ROSTER_FILE_LIMITS.inflatedBytes / 1024 / 1024) * 1024 * 1024,
      seconds: Number(env.ROSTER_FILE_MAX_SECONDS || DEFAULT_ROSTER_FILE_LIMITS.seconds),
    },
    retentionVisitDays: Number(env.RETENTION_VISIT_DAYS ?? 30),
    retentionLogDays: Number(env.RETENTION_LOG_DAYS ?? 180),
    pledgeExpiryHours: Number(env.PLEDGE_EXPIRY_HOURS ?? 48),
    uploadGraceHours: Number(env.UPLOAD_GRACE_HOURS ?? 24),
    erasureCoolingDays: Number(env.ERASURE_COOLING_DAYS ?? DEFAULT_COOLING_DAYS),
    uploadDailyFiles: Number(env.UPLOAD_DAILY_FILES ?? 20),
    uploadDailyBytes: Number(env.UPLOAD_DAILY_MB ?? 30) * 1024 * 1024,
    uploadRateLimit: Number(env.UPLOAD_RATE_LIMIT ?? 20),
    dataExportRateLimit: Number(env.DATA_EXPORT_PER_HOUR ?? 3),
    loginMode,
    metricsToken: env.METRICS_TOKEN || undefined,
    shutdownGraceMs: Number(env.SHUTDOWN_GRACE_MS ?? 5000),
    uploadStore: env.UPLOAD_STORE || undefined,
    uploadS3: {
      endpoint: env.UPLOAD_S3_ENDPOINT ?? '',
      bucket: env.UPLOAD_S3_BUCKET ?? '',
      region: env.UPLOAD_S3_REGION ?? '',
      accessKeyId: env.UPLOAD_S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.UPLOAD_S3_SECRET_ACCESS_KEY ?? '',
      forcePathStyle: flag(env.UPLOAD_S3_FORCE_PATH_STYLE, false),
    },
    wechat: {
      apiBase: (env.WX_API_BASE || 'https://api.weixin.qq.com').replace(/\/+$/, ''),
      openBase: (env.WX_OPEN_BASE || 'https://open.weixin.qq.com').replace(/\/+$/, ''),
      mpAppId: env.WX_MP_APPID ?? '',
      mpSecret: env.WX_MP_SECRET ?? '',
      mpPage: env.WX_MP_PAGE || 'pages/login/confirm',
      mpEnv: env.WX_MP_ENV || 'release',
      openAppId: env.WX_OPEN_APPID ?? '',
      openSecret: env.WX_OPEN_SECRET ?? '',
      timeoutMs: Number(env.WX_TIMEOUT_MS ?? 8000),
      ticketTtlMs: Number(env.LOGIN_TICKET_SECONDS ?? 300) * 1000,
      ...readTemplates(env),
    },
  };
}

/** WX_MP_TEMPLATE_REVIEW / _ACTIVITY (template ids from 公众平台 → 订阅消息) and their _FIELDS (key=value maps). */
function readTemplates(env: NodeJS.ProcessEnv): Pick<WechatConfig, 'templates' | 'templatesProblem'> {
  const templates: WechatConfig['templates'] = {};
  for (const kind of SUBSCRIBE_KINDS) {
    const name = `WX_MP_TEMPLATE_${kind.toUpperCase()}`;
    const id = env[name]?.trim() ?? '';
    const fields = parseTemplateFields(kind, env[`${name}_FIELDS`] || DEFAULT_TEMPLATE_FIELDS[kind], `${name}_FIELDS`);
    if (typeof fields === 'string') return { templates: {}, templatesProblem: fields };
    if (id && !/^[A-Za-z0-9_-]{10,64}$/.test(id))
      return { templates: {}, templatesProblem: `${name} 须为订阅消息模板 ID（字母、数字、- 与 _）` };
    if (id) templates[kind] = { id, fields };
  }
  return { templates, templatesProblem: undefined };
}

/** The variables a login mode cannot work without. */
const modeNeeds: Record<LoginMode, Array<[keyof WechatConfig, string]>> = {
  standin: [],
  miniprogram: [
    ['mpAppId', 'WX_MP_APPID'],
    ['mpSecret', 'WX_MP_SECRET'],
  ],
  qrconnect: [
    ['openAppId', 'WX_OPEN_APPID'],
    ['openSecret', 'WX_OPEN_SECRET'],
  ],
};

/**
 * Why this configuration must not start, or null. Names variables, never their values (a secret in a start-up
 * error would land in the service log). Outside production a missing secret only disables that login.
 */
export function startProblem(config: ServerConfig): string | null {
  if (!LOGIN_MODES.includes(config.loginMode)) return `LOGIN_MODE 须为 ${LOGIN_MODES.join('、')} 之一`;
  if (!['release', 'trial', 'develop'].includes(config.wechat.mpEnv)) return 'WX_MP_ENV 须为 release、trial 或 develop';
  if (!Number.isInteger(config.checkinLeadMinutes) || config.checkinLeadMinutes < 0 || config.checkinLeadMinutes > 1440)
    return 'CHECKIN_OPENS_MINUTES 须为 0 到 1440 之间的整数（活动开始前多少分钟开放签到），服务未启动';
  if (!Number.isInteger(config.pledgeExpiryHours) || config.pledgeExpiryHours < 1 || config.pledgeExpiryHours > 720)
    return 'PLEDGE_EXPIRY_HOURS 须为 1 到 720 之间的整数（未支付的捐赠多少小时后过期），服务未启动';
  const roster = config.rosterFileLimits;
  if (![roster.cells, roster.inflatedBytes, roster.seconds].every((n) => Number.isFinite(n) && n > 0))
    return 'ROSTER_FILE_MAX_CELLS、ROSTER_FILE_MAX_INFLATED_MB、ROSTER_FILE_MAX_SECONDS 须为正数（花名册文件读取的上限），服务未启动';
  if (config.wxpayProblem) return `${config.wxpayProblem}，服务未启动`;
  if (config.wechat.templatesProblem) return `${config.wechat.templatesProblem}，服务未启动`;
  const store = chooseUploadStore(config);
  if ('problem' in store) return `${store.problem}，服务未启动`;
  if (config.trustProxy === null)
    return 'TRUST_PROXY 须为代理的层数（如 1：前面有一个 nginx）或代理的地址（如 10.0.0.2、10.0.0.0/8，多个以逗号分隔）；不接受 true、* 等信任任何 X-Forwarded-For 的写法，服务未启动';
  if (!config.production) return null;
  if (config.loginStandin)
    return 'NODE_ENV=production 时不能开启 LOGIN_STANDIN（登录替身会列出所有微信账号供一键登录，并启用支付替身）：请删除 LOGIN_STANDIN 或设为 0，服务未启动';
  if (config.wxpay && !config.wxpay.notifyUrl.startsWith('https://'))
    return 'NODE_ENV=production 时 WXPAY_NOTIFY_URL 须为 https 地址（微信支付只向 https 回调地址发送通知），服务未启动';
  const missing = modeNeeds[config.loginMode].filter(([key]) => !config.wechat[key]).map(([, name]) => name);
  return missing.length ? `LOGIN_MODE=${config.loginMode} 需要设置 ${missing.join('、')}，服务未启动` : null;
}
