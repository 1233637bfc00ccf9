import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, InjectOptions } from 'fastify';

// The contract of dist-ssr/entry-server.js (src/entry-server.tsx), loaded at run time: the server has no build step.
export interface RenderedPage {
  head: string;
  body: string;
  state: string;
}
interface ServerRenderer {
  configureRenderer(options: { fetch: typeof fetch }): void;
  renderPage(href: string, origin: string): Promise<RenderedPage | null>;
}

/** How long a page may take to render before the browser is left to draw it (the API is slow or stuck). */
export const RENDER_BUDGET_MS = 1500;

/**
 * The app's API calls made while rendering, answered by this server without a network round trip. Only GETs are
 * made; nothing personal (no token exists on the server).
 */
function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://render.local');
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const response = await app.inject({
      method: (init?.method ?? 'GET') as InjectOptions['method'],
      url: url.pathname + url.search,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    return new Response(response.body, { status: response.statusCode, headers: { 'content-type': String(response.headers['content-type'] ?? '') } });
  };
}

/** Loads the server renderer when the build has one; undefined otherwise (pages are then drawn in the browser). */
export async function loadServerRenderer(app: FastifyInstance, ssrDir: string) {
  const file = path.join(ssrDir, 'entry-server.js');
  if (!fs.existsSync(file)) return undefined;
  const renderer = (await import(pathToFileURL(file).href)) as ServerRenderer;
  renderer.configureRenderer({ fetch: injectFetch(app) });
  return async (href: string, origin: string): Promise<RenderedPage | null> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, RENDER_BUDGET_MS, null)));
    try {
      return await Promise.race([renderer.renderPage(href, origin), late]);
    } catch (error) {
      app.log.error({ err: error, href }, 'server render failed; the browser draws the page');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}
