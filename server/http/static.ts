import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { fail } from './envelope.ts';
import { readManifest } from '../../build/manifest.ts';
import { routeModules, routePreloads, routeStyles } from './route-preloads.ts';
import type { DataVersion } from './data-version.ts';
import { drawnPages } from './drawn-pages.ts';
import type { CachedPage } from './page-cache.ts';
import type { RenderedPage } from '../../src/shared/server-renderer.ts';
import { loadServerRenderer } from './ssr.ts';
import { installWebManifest, withIdentity, type IdentitySource } from './site-identity.ts';
import type { SiteIdentity } from '../../src/shared/site-identity.ts';

/** Whether a path under dist/ may be served: no segment starting with '.' (decoded, either slash). */
export const isPublicBuildPath = (pathName: string): boolean => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathName);
  } catch {
    return false;
  }
  return !decoded.split(/[\\/]/).some((segment) => segment.startsWith('.'));
};

const noCache = new Set(['/index.html', '/sw.js', '/registerSW.js', '/manifest.webmanifest']);

/** Cache policy by path: hashed build output forever, the shell and worker never, the rest for a day. */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (noCache.has(urlPath) || urlPath.startsWith('/workbox-')) return 'no-cache';
  return 'public, max-age=86400';
}

type Paths = (pathname: string) => string[];

/**
 * index.html for a client route, with modulepreload links for that route's chunks so they download alongside the
 * entry, and the page itself when the server rendered it. Re-read when the build on disk changes (a deployment
 * replaces dist/ under a running server).
 */
function pageShell(distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  let cached: { stamp: string; html: string; drawn: string; preloads: Paths; modules: Paths; styles: Paths } | undefined;
  // Looked at once a second at most: cached pages are sent thousands of times a second, each asking.
  let checked = { at: 0, stamp: '' };
  const stamp = () => {
    const now = Date.now();
    if (now - checked.at >= 1000) {
      checked = { at: now, stamp: [indexFile, manifestFile].map((f) => (fs.existsSync(f) ? fs.statSync(f).mtimeMs : 0)).join(':') };
    }
    return checked.stamp;
  };
  const load = () => {
    const current = stamp();
    if (cached?.stamp !== current) {
      const manifest = readManifest(distDir);
      const html = fs.readFileSync(indexFile, 'utf8');
      cached = {
        stamp: current,
        html,
        drawn: lowPriorityScripts(inlineStylesheets(html, distDir)),
        preloads: routePreloads(manifest),
        modules: routeModules(manifest),
        styles: routeStyles(manifest),
      };
    }
    return cached;
  };
  /** The page's HTML: the plain shell, or the shell around what the server drew; named as the college is. */
  const compose = (pathname: string, identity: SiteIdentity, page?: RenderedPage | null): string => {
    const { html, drawn, preloads, modules, styles } = load();
    if (!page) {
      const links = preloads(pathname)
        .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
        .join('');
      return withIdentity(html, identity).replace('</head>', () => `${links}</head>`);
    }
    // A drawn page shows as soon as its HTML has arrived: the entry's stylesheet is inside it (no request to wait
    // for) and the route's own stylesheets are linked. Its scripts are fetched after that first paint (src/main.tsx,
    // which preloads the route's modules named here), so they do not compete with it. The state is JSON in a data
    // block (not run, so the CSP's script-src is untouched); the app reads it to hydrate. Replacements are functions:
    // a string would read `$&` or `$'` in the page's text as patterns.
    const routeCss = styles(pathname)
      .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
      .join('');
    const routeJs = `<meta name="portal-route-modules" content="${modules(pathname).join(' ')}">`;
    return withIdentity(drawn, identity, page.title)
      .replace('</head>', () => `${routeCss}${page.head}${routeJs}</head>`)
      .replace(
        '<div id="root"></div>',
        () => `<div id="root">${page.body}</div><script type="application/json" id="portal-state">${page.state}</script>`,
      );
  };
  /** Changes when a deployment replaces the build: pages drawn around the old one name files it no longer has. */
  return { html: compose, stamp };
}

/** index.html with its (small) entry script and what it preloads fetched at low priority, behind the page's images. */
function lowPriorityScripts(html: string): string {
  return html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
}

/** index.html with its build stylesheets' text in place of their links (they hold no relative url()s to break). */
function inlineStylesheets(html: string, distDir: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g, (link, href: string) => {
    const file = path.join(distDir, href);
    if (!fs.existsSync(file)) return link;
    const css = fs.readFileSync(file, 'utf8');
    return /<\/style|url\((?!["']?(?:data:|\/))/i.test(css) ? link : `<style>${css}</style>`;
  });
}

// Past this a cached page is still sent, and drawn again behind it: activity phases and dates move with the clock.
const RENDER_TTL_MS = 60_000;

export interface PortalOptions {
  distDir: string | undefined;
  ssrDir?: string;
  version: Pick<DataVersion, 'current'>;
  /** the college's names from 站点设置, for the shell and the manifest */
  identity: IdentitySource;
  renderCacheBytes: number;
  rendersPerMinute: number;
  renderSlots: number;
  /** how long a page may take to render before the browser is left to draw it (the API is slow or stuck) */
  renderBudgetMs: number;
  /** Told of each lookup in the render cache (for the metrics): whether a current copy was there. */
  onRenderCacheLookup?: (hit: boolean) => void;
}

/** A page from the render cache: 304 to a visitor who has it, else the copy compressed as the browser accepts. */
function sendCached(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  reply.header('ETag', page.etag).header('Vary', 'Accept-Encoding');
  const held = String(request.headers['if-none-match'] ?? '').split(/\s*,\s*/);
  if (held.includes(page.etag)) return reply.code(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}

/** Serves the built portal; unknown non-API paths get index.html so client routes load directly. */
export async function installPortal(
  app: FastifyInstance,
  {
    distDir,
    ssrDir,
    version,
    identity,
    renderCacheBytes,
    rendersPerMinute,
    renderSlots,
    renderBudgetMs,
    onRenderCacheLookup,
  }: PortalOptions,
) {
  const indexFile = distDir ? path.join(distDir, 'index.html') : undefined;
  const hasPortal = !!indexFile && fs.existsSync(indexFile);
  const shell = hasPortal ? pageShell(distDir!) : undefined;
  const renderer = hasPortal && ssrDir ? await loadServerRenderer(app, ssrDir) : undefined;
  const pathOf = (href: string) => href.split('?')[0];
  const pages =
    renderer &&
    drawnPages({
      render: async (href, origin, signal) => {
        const page = await renderer.renderPage(href, origin, signal);
        return shell!.html(pathOf(href), await identity.fresh(), page);
      },
      // Its caller (sendShell) has just read the identity afresh.
      plain: (href) => shell!.html(pathOf(href), identity.current()),
      key: (href) => renderer.pageKey(href),
      // A page is as old as the data it shows and the build around it.
      version: { current: () => `${version.current()}@${shell!.stamp()}` },
      maxBytes: renderCacheBytes,
      ttlMs: RENDER_TTL_MS,
      budgetMs: renderBudgetMs,
      slots: renderSlots,
      rendersPerMinute,
      onLookup: onRenderCacheLookup,
      onError: (err, href) => app.log.error({ err, href }, 'server render failed; the browser draws the page'),
    });
  if (hasPortal) {
    await app.register(fastifyStatic, {
      root: distDir!,
      wildcard: true,
      index: false,
      cacheControl: false,
      preCompressed: true,
      // Build files in dot-folders (/.vite/manifest.json, read from disk for route preloads) are the server's, not the
      // public's: any path segment starting with a dot is refused, however it is encoded.
      allowedPath: (pathName) => isPublicBuildPath(pathName),
      setHeaders(reply, filePath) {
        const rel = '/' + path.relative(distDir!, filePath).split(path.sep).join('/');
        reply.header('Cache-Control', cacheControlFor(rel));
      },
    });
  }
  if (hasPortal) installWebManifest(app, distDir!, identity);
  const sendShell = async (request: FastifyRequest, reply: FastifyReply, urlPath: string) => {
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    const named = await identity.fresh();
    if (!pages) return reply.send(shell!.html(urlPath, named));
    const page = await pages.answer(request.url, `${request.protocol}://${request.host}`, request.ip);
    return typeof page === 'string' ? reply.send(page) : sendCached(request, reply, page);
  };
  // The root is a client route too; left to the static plugin it answers 403 (a folder) to clients that accept no encoding.
  if (hasPortal) app.get('/', { schema: { hide: true } }, (request, reply) => sendShell(request, reply, '/'));
  // The app's pages are answered as pages at once: left to the static plugin, each would first be looked for on disk
  // (and its compressed variants), which costs more than sending the cached page. Other paths still fall through.
  for (const pattern of renderer?.pagePatterns() ?? []) {
    if (pattern === '/') continue;
    app.get(pattern, { schema: { hide: true } }, (request, reply) => sendShell(request, reply, request.url.split('?')[0]));
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
    return sendShell(request, reply, urlPath);
  });
}
