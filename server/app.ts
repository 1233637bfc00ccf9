import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifyRateLimit from '@fastify/rate-limit';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { installAuth, PERSONAL_SECURITY } from './auth/session.ts';
import { installStaffAuth, STAFF_SECURITY } from './auth/staff.ts';
import type { ServerConfig, TrustProxy } from './config/index.ts';
import type { DataKeys } from './crypto/data-keys.ts';
import { fieldCipher } from './crypto/field-cipher.ts';
import type { Db } from './db/connect.ts';
import { pendingMigrations } from './db/migrate.ts';
import { clientErrorHandler, frameworkErrors, installErrorHandling } from './http/errors.ts';
import { installSecurityHeaders, securityHeaders } from './http/headers.ts';
import { buildValidator, installStrictInput } from './http/validation.ts';
import { compileOnFirstUse } from './http/compile-on-first-use.ts';
import { createDataVersion } from './http/data-version.ts';
import { installPublicWrites } from './http/public-writes.ts';
import { installPortal } from './http/static.ts';
import { identitySource } from './http/site-identity.ts';
import { siteIdentityNow } from './repositories/site.ts';
import { siteIdentity } from '../src/shared/site-identity.ts';
import { OPEN_CONSOLE_ROUTES } from './routes/admin-auth.ts';
import { MP_SECURITY } from './routes/mp.ts';
import { installNoStore } from './http/no-store.ts';
import { installHealthChecks, type Lifecycle } from './http/health.ts';
import { createMetrics, installMetrics, type Metrics } from './http/metrics.ts';
import { postgresRateLimitStore } from './auth/rate-limit-store.ts';
import { routePlugins } from './routes/index.ts';
import { createUploadStore } from './uploads/index.ts';
import type { PaymentContext } from './payments/payment-context.ts';
import { createWxpay } from './payments/wxpay.ts';
import type { UploadStore } from './uploads/store.ts';

/**
 * Fastify's trustProxy for TRUST_PROXY: a hop count as proxy-addr counts hops (its types take no number), addresses
 * as they are. startProblem refuses an unusable value; an app built directly with one trusts nobody.
 */
const fastifyTrustProxy = (trust: TrustProxy | null) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : (trust ?? false);

export interface AppDeps {
  config: ServerConfig;
  db: Db;
  /** The data keys (loadDataKeys): ID and phone numbers are stored encrypted under the first. */
  keys: DataKeys;
  /** Where log lines go (standard output by default); tests read them to prove no secret is logged. */
  logStream?: { write(line: string): void };
  /** Set draining by server/index.ts on SIGTERM (readyz answers 503); never set in tests that do not stop. */
  lifecycle?: Lifecycle;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's metrics when METRICS_TOKEN is set (server/index.ts counts job runs on them), else null. */
    metrics: Metrics | null;
    /** The upload store the routes use; the retention job removes from the same one. */
    uploads: UploadStore;
    /** WeChat Pay, when the merchant is configured: the routes and server/index.ts's jobs share the one client. */
    payments: PaymentContext | null;
  }
}

/** Builds the whole server without listening, so tests can inject requests. */
export async function buildApp({ config, db, keys, logStream, lifecycle = { draining: false } }: AppDeps): Promise<FastifyInstance> {
  const setSecurityHeaders = securityHeaders(config.frameHosts);
  const app = Fastify({
    logger: { level: config.logLevel, ...(logStream ? { stream: logStream } : {}) },
    bodyLimit: 1024 * 1024,
    // Every request gets an id of its own, on each of its log lines (reqId) and in its answer (x-request-id): an id
    // sent by the client is not taken, so a log line's id always names one request.
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    clientErrorHandler,
    schemaController: {
      compilersFactory: { buildValidator: compileOnFirstUse(buildValidator), buildSerializer: compileOnFirstUse(SerializerSelector()) },
    },
    // Answered before any hook runs (a path with broken percent-encoding), so the headers are set here too.
    frameworkErrors: (error, request, reply) => {
      setSecurityHeaders(request, reply);
      frameworkErrors(error, request, reply);
    },
  });
  // The API speaks JSON (and form posts for the stand-in pages); text/plain would only reach validation as a string.
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  installErrorHandling(app);
  installStrictInput(app);
  installSecurityHeaders(app, setSecurityHeaders);
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: '校友门户参考接口', version: '1.0.0', description: '所有响应均为 { code, msg, data } 信封，code 为 0 表示成功。' },
      components: {
        securitySchemes: {
          [PERSONAL_SECURITY]: {
            type: 'http',
            scheme: 'bearer',
            description: '登录凭证：Authorization: Bearer <token>；无效或过期时 HTTP 401',
          },
          [MP_SECURITY]: {
            type: 'http',
            scheme: 'bearer',
            description:
              '小程序会话凭证（POST /api/mp/session 取得，仅用于 /api/mp 接口）：Authorization: Bearer <token>；无效或过期时 HTTP 401',
          },
          [STAFF_SECURITY]: {
            type: 'http',
            scheme: 'bearer',
            description:
              '管理后台凭证（POST /api/admin/login 取得，与校友登录凭证互不通用）：Authorization: Bearer <token>；无效、过期或闲置超时时 HTTP 401，角色无权时 HTTP 403',
          },
        },
      },
    },
  });

  // Only routes that opt in (login, code exchange) are limited.
  // With PostgreSQL every process counts against the same limits (several behind a proxy); embedded, in memory.
  await app.register(fastifyRateLimit, {
    global: false,
    ...(db.kind === 'postgres' ? { store: postgresRateLimitStore(db) } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `请求过于频繁，请 ${Math.ceil(context.ttl / 1000)} 秒后再试`,
    }),
  });
  // Form posts (the login stand-in, form-encoded API bodies) arrive as plain objects.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  installAuth(app, db, config.sessionTtlMs);
  installStaffAuth(app, db, config, OPEN_CONSOLE_ROUTES);
  // What public pages show changes with any write but those that say otherwise: drawn pages are keyed on it.
  // Installed before the route plugins: an encapsulated plugin takes the hooks its parent has when it is registered.
  const version = await createDataVersion(db);
  app.addHook('onClose', () => version.close());
  installPublicWrites(app, version);
  installNoStore(app);

  // Before the route plugins, which take the hooks their parent has when they are registered.
  const metrics = config.metricsToken ? createMetrics(db) : null;
  app.decorate('metrics', metrics);
  installMetrics(app, metrics, config.metricsToken);
  installHealthChecks(app, () => pendingMigrations(db), lifecycle);

  const cipher = fieldCipher(keys);
  const uploads = createUploadStore(config, db);
  app.decorate('uploads', uploads);
  const payments: PaymentContext | null = config.wxpay
    ? { db, wxpay: createWxpay(config.wxpay), settings: config.wxpay, publicDataChanged: () => version.bump() }
    : null;
  app.decorate('payments', payments);
  for (const plugin of routePlugins) await app.register(plugin, { db, config, cipher, uploads, payments });

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await installPortal(app, {
    distDir: config.distDir,
    ssrDir: config.ssrDir,
    version,
    identity: identitySource(() => siteIdentityNow(db), version, siteIdentity({})),
    renderCacheBytes: config.renderCacheBytes,
    rendersPerMinute: config.renderRateLimit,
    renderSlots: config.renderSlots,
    renderBudgetMs: config.renderBudgetMs,
    onRenderCacheLookup: metrics?.renderCacheLookup,
  });
  return app;
}
