// Reading Vite's build manifest (dist/.vite/manifest.json): which built files a page needs, from the entry through the
// app it starts to a route's own chunks. One reading for the three that need it: the build (compile hints on the
// start-up scripts), the server (preload links and stylesheets for a page) and the bench (what a page weighs).
import fs from 'node:fs';
import path from 'node:path';

export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** The manifest of the build in `distDir`; an empty one when the build has none (a development checkout). */
export function readManifest(distDir: string): Manifest {
  const file = path.join(distDir, '.vite', 'manifest.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : {};
}

/** V8's hint that a script's functions all run on load: compiled as the script streams in, off the main thread. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

// The router plugin splits each file route's component into a chunk of its own, named by the route file and what it
// holds: `component`, or `component---loader` for a console route, whose loader travels with its page (vite.config.ts).
const SPLIT_ROUTE = /^src\/routes\/(.+)\.tsx\?tsr-split=component(?:---loader)?$/;

/** The manifest key of a route file's component chunk ('index', 'article/newDetails.$id'). */
export const routeKey = (routeFile: string) => `src/routes/${routeFile}.tsx?tsr-split=component`;

interface RouteChunk {
  segments: string[];
  /** a layout route (others nest in it) also draws for deeper paths */
  layout: boolean;
  key: string;
}

/**
 * 'article/newDetails.$id' -> ['article', 'newDetails', '$id']; 'index' -> []; 'iframe/{-$id}' -> ['iframe', '{-$id}'];
 * pathless layout folders ('_login/my/alumInfo' -> ['my', 'alumInfo']) add nothing to the address.
 */
function routeSegments(file: string): string[] {
  return file
    .split('/')
    .flatMap((part) => part.split('.'))
    .filter((s) => s !== 'index' && s !== '' && !s.startsWith('_'));
}

function segmentMatches(pattern: string, segment: string | undefined): boolean {
  if (pattern.startsWith('{-$')) return true;
  if (segment === undefined) return false;
  return pattern.startsWith('$') || pattern === segment;
}

function covers(route: RouteChunk, path: string[]): boolean {
  const required = route.segments.filter((s) => !s.startsWith('{-$')).length;
  if (path.length < required) return false;
  if (!route.layout && path.length > route.segments.length) return false;
  return route.segments.every((pattern, i) => segmentMatches(pattern, path[i]));
}

/** The keys `keys` import statically, themselves included, each once. */
function closure(manifest: Manifest, keys: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    manifest[key].imports?.forEach(visit);
  };
  for (const key of keys) visit(key);
  return seen;
}

export interface PageChunks {
  /** the entry and its static imports: what index.html loads */
  entry: Set<string>;
  /** what the entry imports dynamically at start (src/main.tsx starts the app with import()), beyond `entry` */
  app: Set<string>;
  /** the route components' chunks a request path draws, and their imports, beyond `entry` and `app` */
  forPath(pathname: string): string[];
  /** the route components' chunks named by route file, and their imports, beyond `entry` and `app` */
  forRoutes(keys: string[]): string[];
}

/** The manifest keys of what a page loads, in three parts: the entry, the app it starts, the route's own. */
export function pageChunks(manifest: Manifest): PageChunks {
  const files = Object.keys(manifest)
    .map((key) => [key, SPLIT_ROUTE.exec(key)?.[1]] as const)
    .filter((e): e is [string, string] => !!e[1]);
  const routes: RouteChunk[] = files.map(([key, file]) => ({
    key,
    segments: routeSegments(file),
    layout: files.some(([, other]) => other.startsWith(`${file}/`)),
  }));
  const entryKeys = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  const entry = closure(manifest, entryKeys);
  const app = new Set(
    [
      ...closure(
        manifest,
        entryKeys.flatMap((k) => manifest[k].dynamicImports ?? []),
      ),
    ].filter((k) => !entry.has(k)),
  );
  const beyondStart = (keys: string[]) => [...closure(manifest, keys)].filter((k) => !entry.has(k) && !app.has(k));
  return {
    entry,
    app,
    forRoutes: beyondStart,
    forPath(pathname) {
      const path = pathname
        .split('/')
        .filter(Boolean)
        .map((s) => {
          try {
            return decodeURIComponent(s);
          } catch {
            return s;
          }
        });
      return beyondStart(routes.filter((r) => covers(r, path)).map((r) => r.key));
    },
  };
}

/** The built files (scripts and stylesheets) of manifest keys, each once, in order. */
export function filesOf(manifest: Manifest, keys: Iterable<string>): string[] {
  const files = new Set<string>();
  for (const key of keys) {
    files.add(manifest[key].file);
    manifest[key].css?.forEach((c) => files.add(c));
  }
  return [...files];
}

/** The reading islands (src/app/reading.ts and what it loads once idle), as the manifest names them. */
export const READING_KEYS = ['src/app/reading.ts', 'src/app/reading-offline.ts'];

/**
 * The scripts a server-drawn page loads while it is read, before the reader reaches for the app (src/main.tsx): the
 * entry and the reading islands, with their static imports.
 */
export function readingFiles(manifest: Manifest): string[] {
  const missing = READING_KEYS.filter((key) => !manifest[key]);
  if (missing.length) throw new Error(`not in the build's manifest: ${missing.join(', ')}`);
  return filesOf(manifest, [...pageChunks(manifest).entry, ...closure(manifest, READING_KEYS)]).filter((f) => f.endsWith('.js'));
}

/**
 * The files a page needs: the entry, the app it imports at start (src/main.tsx's import(), made on every page), the
 * route components named by `routeKeys`, and everything they import statically.
 */
export function pageFiles(manifest: Manifest, routeKeys: string[]): string[] {
  const chunks = pageChunks(manifest);
  return filesOf(manifest, [...chunks.entry, ...chunks.app, ...chunks.forRoutes(routeKeys)]);
}

/** The scripts every page evaluates at start: the entry and the app it imports, with their imports (no route). */
export const startFiles = (manifest: Manifest): string[] => pageFiles(manifest, []).filter((f) => f.endsWith('.js'));

// The staff console's sources as the manifest names them: its route files' lazy parts, its features and its texts.
const CONSOLE_SOURCE = /^src\/(routes\/admin\/.+\?tsr-split=|features\/admin\/|strings\/admin\.ts$)/;

/** Whether a manifest key is a module of the staff console. */
export const isConsoleKey = (key: string): boolean => CONSOLE_SOURCE.test(key);

/**
 * The built files only the staff console loads: what its modules import, statically or lazily, that nothing public
 * reaches without passing through the console. Kept out of the precache (vite.config.ts) and of every public page.
 */
export function consoleOnlyFiles(manifest: Manifest): Set<string> {
  const reach = (from: string[], stopAt: (key: string) => boolean) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key] || stopAt(key)) return;
      seen.add(key);
      manifest[key].imports?.forEach(visit);
      manifest[key].dynamicImports?.forEach(visit);
    };
    from.forEach(visit);
    return seen;
  };
  const keys = Object.keys(manifest);
  const publicFiles = new Set(
    filesOf(
      manifest,
      reach(
        keys.filter((k) => manifest[k].isEntry),
        isConsoleKey,
      ),
    ),
  );
  return new Set(
    filesOf(
      manifest,
      reach(keys.filter(isConsoleKey), () => false),
    ).filter((f) => !publicFiles.has(f)),
  );
}
