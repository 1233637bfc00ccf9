import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import type { ServerConfig } from './config.ts';
import type { Db } from './db/connect.ts';
import { installErrorHandling } from './http/errors.ts';
import { installSecurityHeaders } from './http/headers.ts';
import { installPortal } from './http/static.ts';
import { contentAreas, registerContentArea } from './routes/content.ts';
import { registerSiteRoutes } from './routes/site.ts';

export interface AppDeps {
  config: ServerConfig;
  db: Db;
}

/** Builds the whole server without listening, so tests can inject requests. */
export async function buildApp({ config, db }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    ajv: { customOptions: { removeAdditional: true, coerceTypes: 'array', useDefaults: true, allErrors: false } },
  });
  installErrorHandling(app);
  installSecurityHeaders(app, config.frameHosts);
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: '校友门户参考接口', version: '1.0.0', description: '所有响应均为 { code, msg, data } 信封，code 为 0 表示成功。' },
    },
  });

  registerSiteRoutes(app, db, config.rootColumnId);
  for (const area of contentAreas) registerContentArea(app, db, area);

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await installPortal(app, config.distDir);
  return app;
}
