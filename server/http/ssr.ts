import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { ServerRenderer } from '../../src/shared/server-renderer.ts';

/**
 * The app's API calls made while rendering, answered by this server without a network round trip. A build pointed
 * at another API host (VITE_API_BASE) asks that host. Only GETs are made; nothing personal (the server has no token).
 */
function injectFetch(): typeof fetch {
  return async (input, init) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (/^[a-z][a-z0-9+.-]*:/i.test(raw)) return fetch(input, init);
    const app = renderingFor.getStore();
    if (!app) throw new Error('an API call made outside a server render');
    const url = new URL(raw, 'http://render.local');
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const response = await app.inject({
      method: (init?.method ?? 'GET') as InjectOptions['method'],
      url: url.pathname + url.search,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    return new Response(response.body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? '') },
    });
  };
}

/** The server whose page is being drawn, for the renderer's API calls. */
const renderingFor = new AsyncLocalStorage<FastifyInstance>();

/** Loads the server renderer when the build has one; undefined otherwise (pages are then drawn in the browser). */
export async function loadServerRenderer(app: FastifyInstance, ssrDir: string): Promise<ServerRenderer | undefined> {
  const file = path.join(ssrDir, 'entry-server.js');
  if (!fs.existsSync(file)) return undefined;
  // The built renderer is loaded at run time (the server has no build step); its contract is src/shared's.
  const loaded = (await import(pathToFileURL(file).href)) as ServerRenderer;
  // The module is one per process and keeps its API transport in module state, while a process may hold more than one
  // server (the tests run two on one database): each render asks the server that draws it, never another.
  loaded.configureRenderer({ fetch: injectFetch() });
  const renderer: ServerRenderer = { ...loaded, renderPage: (...args) => renderingFor.run(app, () => loaded.renderPage(...args)) };
  // A first render warms the code paths up, so the first visitor after a start is not the one who waits. Not awaited:
  // its API calls go through app.inject, which itself waits for the server to be ready.
  app.addHook('onReady', async () => {
    void renderer.renderPage('/', 'http://localhost').catch(() => undefined);
  });
  return renderer;
}
