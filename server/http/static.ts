import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { fail } from './envelope.ts';
import { routePreloads, type Manifest } from './route-preloads.ts';

const noCache = new Set(['/index.html', '/sw.js', '/registerSW.js', '/manifest.webmanifest']);

/** Cache policy by path: hashed build output forever, the shell and worker never, the rest for a day. */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (noCache.has(urlPath) || urlPath.startsWith('/workbox-')) return 'no-cache';
  return 'public, max-age=86400';
}

/**
 * index.html for a client route, with modulepreload links for that route's chunks so they download alongside the
 * entry. Re-read when the build on disk changes (a deployment replaces dist/ under a running server).
 */
function pageShell(distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  let cached: { stamp: string; html: string; preloads: (pathname: string) => string[] } | undefined;
  const load = () => {
    const stamp = [indexFile, manifestFile].map((f) => (fs.existsSync(f) ? fs.statSync(f).mtimeMs : 0)).join(':');
    if (cached?.stamp !== stamp) {
      const manifest: Manifest = fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, 'utf8')) : {};
      cached = { stamp, html: fs.readFileSync(indexFile, 'utf8'), preloads: routePreloads(manifest) };
    }
    return cached;
  };
  return (pathname: string): string => {
    const { html, preloads } = load();
    const links = preloads(pathname).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');
    return links ? html.replace('</head>', `${links}</head>`) : html;
  };
}

/** Serves the built portal; unknown non-API paths get index.html so client routes load directly. */
export async function installPortal(app: FastifyInstance, distDir: string | undefined) {
  const indexFile = distDir ? path.join(distDir, 'index.html') : undefined;
  const hasPortal = !!indexFile && fs.existsSync(indexFile);
  const shell = hasPortal ? pageShell(distDir!) : undefined;
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
  const sendShell = (reply: FastifyReply, urlPath: string) =>
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(shell!(urlPath));
  // The root is a client route too; left to the static plugin it answers 403 (a folder) to clients that accept no encoding.
  if (hasPortal) app.get('/', { schema: { hide: true } }, (_request, reply) => sendShell(reply, '/'));
  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?')[0];
    if (urlPath.startsWith('/api/') || urlPath === '/api' || !hasPortal || request.method !== 'GET') {
      return reply.status(404).send(fail(404, '请求的接口不存在'));
    }
    // A missing file with an extension is a real 404; anything else is a client route.
    if (/\.[a-z0-9]+$/i.test(urlPath) && !urlPath.endsWith('.html')) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    return sendShell(reply, urlPath);
  });
}
