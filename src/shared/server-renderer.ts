// The contract between the server and its renderer (src/entry-server.tsx, built into dist-ssr/entry-server.js and
// loaded by server/http/ssr.ts at run time): written once, read by both sides.

/** A page the server drew, in the parts the page shell (server/http/static.ts) places into index.html. */
export interface RenderedPage {
  /** style elements for the head: Griffel's rules and the Fluent theme's variables, and the page's preload links */
  head: string;
  /** the inside of #root */
  body: string;
  /** the document title, as the page sets it in the browser (HTML-escaped) */
  title: string;
  /** react-query's dehydrated cache, as JSON safe to place inside a script element */
  state: string;
}

export interface ServerRenderer {
  /** Once per process: how the app's API calls are answered (in-process, by the server itself). */
  configureRenderer(options: { fetch: typeof fetch }): void;
  /** The page at `href` for a visitor who is not signed in, or null when the browser should draw it itself. */
  renderPage(href: string, origin: string, signal?: AbortSignal): Promise<RenderedPage | null>;
  /** What a drawn page depends on in its address: one cache entry per key. */
  pageKey(href: string): string;
  /** The app's page addresses as route patterns ('/article/newDetails/:id'). */
  pagePatterns(): string[];
}
