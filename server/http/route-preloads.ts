// Which built files a client route needs, from Vite's manifest (read by build/manifest.ts), as the addresses a page
// links: the page that answers a navigation starts fetching them together with the entry instead of after it has run.
import { pageChunks, type Manifest } from '../../build/manifest.ts';

export type { Manifest, ManifestChunk } from '../../build/manifest.ts';

const href = (file: string) => `/${file}`;

/** The JS files a page needs beyond the entry: the app, then the request path's route components. */
export function routePreloads(manifest: Manifest): (pathname: string) => string[] {
  const chunks = pageChunks(manifest);
  const app = [...chunks.app].map((k) => href(manifest[k].file));
  return (pathname) => [...app, ...chunks.forPath(pathname).map((k) => href(manifest[k].file))];
}

/** Only the route components' JS files (a server-drawn page gets the app with the entry's own import). */
export function routeModules(manifest: Manifest): (pathname: string) => string[] {
  const chunks = pageChunks(manifest);
  return (pathname) => chunks.forPath(pathname).map((k) => href(manifest[k].file));
}

/**
 * The stylesheets of those chunks. A page drawn by the server needs them before it shows (in the browser they
 * arrive with the route's code, after the page is on screen); the entry's own stylesheet is already in index.html.
 */
export function routeStyles(manifest: Manifest): (pathname: string) => string[] {
  const chunks = pageChunks(manifest);
  const entryCss = new Set([...chunks.entry].flatMap((k) => manifest[k].css ?? []));
  const keys = (pathname: string) => [...chunks.app, ...chunks.forPath(pathname)];
  return (pathname) => [...new Set(keys(pathname).flatMap((k) => manifest[k].css ?? []))].filter((f) => !entryCss.has(f)).map(href);
}
