// The server renderer: draws a public page as HTML with the data it used, so the browser shows content before its
// scripts run and then hydrates that same tree (src/app/start.tsx). Built separately (vite build --ssr) into dist-ssr/.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createDOMRenderer, renderToStyleElements } from '@griffel/react';
import { dehydrate } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { JSDOM } from 'jsdom';
import { renderToString } from 'react-dom/server';
import { configureHttp } from './api/http.ts';
import { AppRoot } from './app/AppRoot.tsx';
import { setRenderOrigin } from './lib/origin.ts';
import { setSanitizerWindow } from './lib/sanitize.ts';
import { createAppRouter, createQueryClient } from './router.tsx';
import type { RenderedPage } from './shared/server-renderer.ts';
import { rulesAt, rulesOf } from './session/guard.ts';
import { createSession } from './session/store.ts';
import { onNotify } from './lib/notify.ts';
import { escapeHtml } from './shared/escape-html.ts';
import { TitleSinkContext } from './ui/useDocumentTitle.ts';

// The origin of the page being drawn, for the app's code that asks for the site's origin deep in a render (links and
// images in sanitised HTML, which are this site's when they name its host): a context per request, as pages for
// several host names can be in flight at once. Everything else a render needs is passed to it.
const requestOrigin = new AsyncLocalStorage<string>();

/** Once per process: how the app's API calls are answered (in-process, by the server itself). */
export function configureRenderer({ fetch }: { fetch: typeof globalThis.fetch }) {
  setRenderOrigin(() => requestOrigin.getStore());
  configureHttp({ transport: fetch });
  setSanitizerWindow(new JSDOM('').window as unknown as Parameters<typeof setSanitizerWindow>[0]);
  // Toasts have no one to show them to here; without a listener they would queue up for the life of the process.
  onNotify(() => {});
}

// Markup the server output holds that the browser's render does not, moved to the head where it belongs:
// - FluentProvider writes its theme variables as a <style> inside its root element on the server only (in the browser
//   it adds one to the head itself, reusing one with the same id);
// - React writes preload links for the page's first images ahead of the tree (in a whole-document render they would
//   be in the head).
const THEME_STYLE = /<style id="fui-FluentProvider[^"]*"[^>]*>[^<]*<\/style>/g;
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/>)+/;

/**
 * The page for `href` as a visitor who is not signed in sees it, or null when the browser should draw it itself.
 * `signal` abandons the render (past its budget): it stops before drawing, and answers null.
 */
export function renderPage(href: string, origin: string, signal?: AbortSignal): Promise<RenderedPage | null> {
  return requestOrigin.run(origin, () => render(href, signal));
}

// Never drawn here: a framed page is the other site's (the frame around it has nothing to show early, and its load
// event would come before the app could hear it); the login callback has nothing to show either, and its address
// carries a one-time code; the staff console is for signed-in staff alone, and its scripts are not the public pages';
// a card's verification is one person's card as it stands this minute, which no cache of drawn pages may keep; a
// search's results depend on who asks, and each query would be one more cache entry.
const browserOnly = /^\/(iframe|wxMpQrCodeRedirect|admin|card|search)(\/|$)/;

// Matches addresses to routes (pure: it never loads anything, and holds nothing of any one page), for the cache key
// below; made once, on first use.
let matcher: ReturnType<typeof createAppRouter> | undefined;
const routeMatcher = () => {
  const queryClient = createQueryClient();
  matcher ??= createAppRouter(queryClient, createSession(queryClient), { server: { history: createMemoryHistory() } });
  return matcher;
};

/**
 * What a drawn page depends on in its address: the path, and the query parameters its routes read (what their
 * validateSearch keeps), in one order. `/article/collegeNews?page=2&from=singlemessage` and `?from=timeline&page=2`
 * are one page; a parameter no route reads (a share tag, a cache-buster) makes no new page to draw or keep.
 */
export function pageKey(href: string): string {
  const url = new URL(href, 'http://page.local');
  const [routes] = routeMatcher().getMatchedRoutes(url.pathname);
  // Pages the browser draws are the same plain shell whatever their parameters (a login callback's one-time code
  // among them): one entry each, and no parameter kept.
  if (browserOnly.test(url.pathname) || rulesOf(routes.map((route) => route.options)).length > 0) return url.pathname;
  const raw = Object.fromEntries(url.searchParams);
  const read: Record<string, unknown> = {};
  for (const route of routes) {
    const validate = route.options.validateSearch;
    if (typeof validate === 'function') Object.assign(read, validate(raw));
  }
  const kept = Object.entries(read)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => [name, String(value)]);
  const search = new URLSearchParams(kept).toString();
  return url.pathname + (search ? `?${search}` : '');
}

/**
 * The app's page addresses as route patterns ('/article/newDetails/:id'), for the server to answer them as pages at
 * once instead of first looking for a file of that name.
 */
export function pagePatterns(): string[] {
  const patterns = new Set<string>();
  for (const route of Object.values(routeMatcher().routesById) as Array<{ isRoot?: boolean; fullPath: string }>) {
    if (route.isRoot) continue;
    const path = route.fullPath.replace(/\$(\w+)/g, ':$1');
    // An optional parameter ('/iframe/{-$id}') is two addresses: with it and without it.
    const optional = /\/\{-:(\w+)\}/;
    if (optional.test(path)) patterns.add(path.replace(optional, '') || '/').add(path.replace(optional, '/:$1'));
    else patterns.add(path);
  }
  return [...patterns];
}

/** Whether the router's deepest match draws the address itself, not a layout above a path it does not know. */
function drawsAddress(leafPathname: string | undefined, pathname: string): boolean {
  const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  const decode = (p: string) => {
    try {
      return decodeURI(p);
    } catch {
      return p;
    }
  };
  return leafPathname !== undefined && decode(trim(leafPathname)) === decode(trim(pathname));
}

async function render(href: string, signal?: AbortSignal): Promise<RenderedPage | null> {
  const queryClient = createQueryClient();
  const session = createSession(queryClient);
  const pathname = href.split(/[?#]/)[0];
  const router = createAppRouter(queryClient, session, { server: { history: createMemoryHistory({ initialEntries: [href] }) } });
  // Pages behind sign-in (any rule on their route) are drawn by the browser, which knows who is there.
  if (rulesAt(router, pathname).length > 0 || browserOnly.test(pathname)) return null;
  try {
    await router.load();
    if (signal?.aborted) return null;
    // A redirect, a missing page or a failed load is left to the browser: it can retry, and knows if it is offline.
    const { matches, location } = router.state;
    if (
      location.href !== href ||
      !drawsAddress(matches.at(-1)?.pathname, location.pathname) ||
      matches.some((m) => m.status !== 'success')
    ) {
      return null;
    }
    const renderer = createDOMRenderer();
    // The title the page sets while it draws (the browser sets the same one on the document).
    let title = '';
    const setTitle = (text: string) => void (title = text);
    let body = renderToString(
      <TitleSinkContext.Provider value={setTitle}>
        <AppRoot renderer={renderer} queryClient={queryClient} session={session} router={router} />
      </TitleSinkContext.Provider>,
    );
    // A part that could not be drawn here (it waited for something, or failed) is marked for the browser to draw; a
    // page with a hole is not worth sending, and its hydration would report the hole as an error.
    if (body.includes('<!--$!-->')) return null;
    const moved: string[] = [];
    body = body.replace(LEADING_PRELOADS, (links) => (moved.push(links), '')).replace(THEME_STYLE, (style) => (moved.push(style), ''));
    const head = moved.join('') + renderToString(<>{renderToStyleElements(renderer)}</>);
    const state = JSON.stringify(dehydrate(queryClient)).replace(/</g, '\\u003c');
    return { head, body, title: escapeHtml(title), state };
  } finally {
    queryClient.clear();
  }
}
