import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { fail } from './envelope.ts';

const noCache = new Set(['/index.html', '/sw.js', '/registerSW.js', '/manifest.webmanifest']);

/** Cache policy by path: hashed build output forever, the shell and worker never, the rest for a day. */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (noCache.has(urlPath) || urlPath.startsWith('/workbox-')) return 'no-cache';
  return 'public, max-age=86400';
}

/** Serves the built portal; unknown non-API paths get index.html so client routes load directly. */
export async function installPortal(app: FastifyInstance, distDir: string | undefined) {
  const indexFile = distDir ? path.join(distDir, 'index.html') : undefined;
  const hasPortal = !!indexFile && fs.existsSync(indexFile);
  if (hasPortal) {
    await app.register(fastifyStatic, {
      root: distDir!,
      wildcard: true,
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const rel = '/' + path.relative(distDir!, filePath).split(path.sep).join('/');
        reply.header('Cache-Control', cacheControlFor(rel));
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?')[0];
    if (urlPath.startsWith('/api/') || urlPath === '/api' || !hasPortal || request.method !== 'GET') {
      return reply.status(404).send(fail(404, '请求的接口不存在'));
    }
    // A missing file with an extension is a real 404; anything else is a client route.
    if (/\.[a-z0-9]+$/i.test(urlPath) && !urlPath.endsWith('.html')) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.type('text/html; charset=utf-8').sendFile('index.html', distDir!);
  });
}
