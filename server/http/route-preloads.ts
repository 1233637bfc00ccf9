// Which built chunks a client route needs before it can draw, read from Vite's manifest, so the page that
// answers a navigation can start fetching them together with the entry instead of after it has run.

export interface ManifestChunk {
  file: string;
  imports?: string[];
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

/** 'article/newDetails.$id' -> ['article', 'newDetails', '$id']; 'index' -> []; 'iframe/{-$id}' -> ['iframe', '{-$id}'] */
function routeSegments(file: string): string[] {
  return file.split('/').flatMap((part) => part.split('.')).filter((s) => s !== 'index' && s !== '');
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

/** Resolves a request path to the JS files its route components need beyond what the entry already loads. */
export function routePreloads(manifest: Manifest): (pathname: string) => string[] {
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
  const loadedByEntry = closure(entryKeys);

  return (pathname) => {
    const path = pathname.split('/').filter(Boolean).map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
    const keys = routes.filter((r) => covers(r, path)).map((r) => r.key);
    return [...closure(keys)].filter((k) => !loadedByEntry.has(k)).map((k) => `/${manifest[k].file}`);
  };
}
