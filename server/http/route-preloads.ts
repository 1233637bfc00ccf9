// Which built chunks a client route needs before it can draw, read from Vite's manifest, so the page that
// answers a navigation can start fetching them together with the entry instead of after it has run.

export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

interface RouteChunk {
  segments: string[];
  /** a layout route (others nest in it) also draws for deeper paths */
  layout: boolean;
  key: string;
}

const SPLIT = /^src\/routes\/(.+)\.tsx\?tsr-split=component$/;

/**
 * 'article/newDetails.$id' -> ['article', 'newDetails', '$id']; 'index' -> []; 'iframe/{-$id}' -> ['iframe', '{-$id}'];
 * pathless layout folders ('_login/my/alumInfo' -> ['my', 'alumInfo']) add nothing to the address.
 */
function routeSegments(file: string): string[] {
  return file.split('/').flatMap((part) => part.split('.')).filter((s) => s !== 'index' && s !== '' && !s.startsWith('_'));
}

function matches(pattern: string, segment: string | undefined): boolean {
  if (pattern.startsWith('{-$')) return true;
  if (segment === undefined) return false;
  return pattern.startsWith('$') || pattern === segment;
}

function covers(route: RouteChunk, path: string[]): boolean {
  const required = route.segments.filter((s) => !s.startsWith('{-$')).length;
  if (path.length < required) return false;
  if (!route.layout && path.length > route.segments.length) return false;
  return route.segments.every((pattern, i) => matches(pattern, path[i]));
}

/**
 * The manifest keys of what a page loads: the entry and its static imports (`entry`), the app the entry imports
 * dynamically at start (`app`, src/main.tsx), and, per request path, its route components' chunks beyond those.
 */
function routeChunks(manifest: Manifest): { entry: Set<string>; app: Set<string>; forPath: (pathname: string) => string[] } {
  const files = Object.keys(manifest).map((key) => [key, SPLIT.exec(key)?.[1]] as const).filter((e): e is [string, string] => !!e[1]);
  const routes: RouteChunk[] = files.map(([key, file]) => ({
    key,
    segments: routeSegments(file),
    layout: files.some(([, other]) => other.startsWith(`${file}/`)),
  }));

  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      manifest[key].imports?.forEach(visit);
    };
    keys.forEach(visit);
    return seen;
  };
  const entryKeys = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  const entry = closure(entryKeys);
  const app = new Set([...closure(entryKeys.flatMap((k) => manifest[k].dynamicImports ?? []))].filter((k) => !entry.has(k)));

  return {
    entry,
    app,
    forPath(pathname) {
      const path = pathname.split('/').filter(Boolean).map((s) => {
        try {
          return decodeURIComponent(s);
        } catch {
          return s;
        }
      });
      const keys = routes.filter((r) => covers(r, path)).map((r) => r.key);
      return [...closure(keys)].filter((k) => !entry.has(k) && !app.has(k));
    },
  };
}

/** The JS files a page needs beyond the entry: the app, then the request path's route components. */
export function routePreloads(manifest: Manifest): (pathname: string) => string[] {
  const chunks = routeChunks(manifest);
  const app = [...chunks.app].map((k) => `/${manifest[k].file}`);
  return (pathname) => [...app, ...chunks.forPath(pathname).map((k) => `/${manifest[k].file}`)];
}

/** Only the route components' JS files (a server-drawn page gets the app with the entry's own import). */
export function routeModules(manifest: Manifest): (pathname: string) => string[] {
  const chunks = routeChunks(manifest);
  return (pathname) => chunks.forPath(pathname).map((k) => `/${manifest[k].file}`);
}

/**
 * The stylesheets of those chunks. A page drawn by the server needs them before it shows (in the browser they
 * arrive with the route's code, after the page is on screen); the entry's own stylesheet is already in index.html.
 */
export function routeStyles(manifest: Manifest): (pathname: string) => string[] {
  const chunks = routeChunks(manifest);
  const entryCss = new Set([...chunks.entry].flatMap((k) => manifest[k].css ?? []));
  const keys = (pathname: string) => [...chunks.app, ...chunks.forPath(pathname)];
  return (pathname) => [...new Set(keys(pathname).flatMap((k) => manifest[k].css ?? []))].filter((f) => !entryCss.has(f)).map((f) => `/${f}`);
}
