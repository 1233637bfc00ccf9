// How the browser build is cut into chunks: the rules vite.config.ts hands to Rolldown, written in terms of the
// module graph (which modules the entry loads, which the app it starts needs) rather than of file names.
import type { Plugin } from 'vite';

/** A module id's package name ('react-dom', '@fluentui/react-tabster'), or undefined for the app's own modules. */
export function packageOf(id: string): string | undefined {
  const parts = id.split(/[\\/]/);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0 || at + 1 >= parts.length) return undefined;
  const name = parts[at + 1];
  return name.startsWith('@') ? `${name}/${parts[at + 2]}` : name;
}

/** A test for module ids that belong to one of `packages` (by name, so nested copies count too). */
export const inPackages =
  (...packages: string[]) =>
  (id: string) => {
    const name = packageOf(id);
    return !!name && packages.includes(name);
  };

/** A test for module ids under a scope ('@tanstack'). */
export const inScope = (scope: string) => (id: string) => packageOf(id)?.startsWith(`${scope}/`) ?? false;

// A package index importing this many modules re-exports a whole library (every Fluent component: ~60 packages;
// every icon: ~70 files). Index files of single components import a handful.
const LIBRARY_INDEX_IMPORTS = 40;

/**
 * A package index that re-exports a whole library: following it from the app would pull the whole library into the
 * shell, though the app uses a few of its parts (which it reaches through their own packages too).
 */
function isLibraryIndex(id: string, info: { importedIds: readonly string[] } | null): boolean {
  return !!packageOf(id) && /[\\/]index\.m?js$/.test(id) && (info?.importedIds.length ?? 0) >= LIBRARY_INDEX_IMPORTS;
}

/**
 * Collects the app shell: what the app the entry starts needs (src/main.tsx loads it with import() so a server-drawn
 * page paints first), that is every module its dynamic imports at start import statically. Rolldown would otherwise
 * cut the shell into dozens of tiny chunks by which lazy routes also use each module: ~80 requests before the first
 * paint, each a round trip on a phone's connection. The shell always loads first, so lazy chunks can import from it.
 *
 * Left out of the shell:
 * - what the entry loads itself: in the shell it would make the entry wait for the whole shell before the first
 *   paint. What the entry shares with the app (`entryShared`) goes in a small chunk of its own: a shell group takes
 *   in the modules its members import, so the entry's helpers would otherwise be pulled into the shell after all;
 * - the modules the entry starts: each stays a chunk of its own (the app awaits at top level, and inside the shell
 *   that wait would hold every route chunk importing from the shell, including the one it waits for);
 * - the `islands` (modules a page loads before, or instead of, the app: src/app/reading.ts), each with what it reaches
 *   that the entry and the islands before it do not, in a chunk of its own: in the shell, an island would load all of it;
 * - `lazyPackages`, and the modules of other packages that build on them (not their index files, which the app
 *   reaches for other things): libraries the start reaches only through an index that re-exports them, used by
 *   lazily loaded screens alone.
 */
export function shellModules({ lazyPackages = [], islands = [] }: { lazyPackages?: string[]; islands?: string[] } = {}): {
  plugin: Plugin;
  has: (id: string) => boolean;
  entryShared: (id: string) => boolean;
  island: (name: string) => (id: string) => boolean;
} {
  const shell = new Set<string>();
  const shared = new Set<string>();
  const islandOf = new Map<string, string>();
  return {
    has: (id) => shell.has(id),
    entryShared: (id) => shared.has(id),
    island: (name) => (id) => islandOf.get(id) === name,
    plugin: {
      name: 'portal-shell-modules',
      apply: 'build',
      buildEnd() {
        const ids = [...this.getModuleIds()];
        const info = (id: string) => this.getModuleInfo(id);
        const lazy = lazyModules(ids, (id) => info(id)?.importedIds ?? [], lazyPackages);
        const closure = (from: Iterable<string>) => {
          const seen = new Set<string>();
          const queue = [...from];
          while (queue.length) {
            const id = queue.pop()!;
            if (seen.has(id) || lazy.has(id) || isLibraryIndex(id, info(id))) continue;
            seen.add(id);
            queue.push(...(info(id)?.importedIds ?? []));
          }
          return seen;
        };
        const entry = closure(ids.filter((id) => info(id)?.isEntry));
        const started = new Set([...entry].flatMap((id) => info(id)?.dynamicallyImportedIds ?? []));
        shell.clear();
        shared.clear();
        islandOf.clear();
        // Each island takes what it reaches that the entry and the islands before it do not load.
        for (const name of islands) {
          const root = ids.find((id) => id.endsWith(`/${name}`));
          if (!root) throw new Error(`island ${name}: no such module in the build`);
          for (const id of closure([root])) if (!entry.has(id) && !islandOf.has(id) && !/\.css(\?|$)/.test(id)) islandOf.set(id, name);
        }
        for (const id of closure(started)) {
          if (entry.has(id)) {
            if (!info(id)?.isEntry && !/\.css(\?|$)/.test(id)) shared.add(id);
          } else if (!started.has(id) && !islandOf.has(id)) shell.add(id);
        }
      },
    },
  };
}

/** The modules of `packages`, and the modules of other packages that import them (directly or through each other). */
function lazyModules(ids: string[], importsOf: (id: string) => readonly string[], packages: string[]): Set<string> {
  const lazy = new Set(ids.filter((id) => packages.includes(packageOf(id) ?? '')));
  if (!lazy.size) return lazy;
  const candidates = ids.filter((id) => packageOf(id) && !lazy.has(id) && !/[\\/]index\.m?js$/.test(id));
  for (let grew = true; grew;) {
    grew = false;
    for (const id of candidates) {
      if (lazy.has(id) || !importsOf(id).some((other) => lazy.has(other))) continue;
      lazy.add(id);
      grew = true;
    }
  }
  return lazy;
}
