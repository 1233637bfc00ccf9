// What the built portal weighs: every chunk (raw, gzip, brotli), what the home page needs (followed through
// Vite's manifest, not guessed), and what the service worker precaches.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface BundleReport {
  chunks: Array<{ file: string } & Size>;
  home: { js: Size; css: Size; files: string[] };
  precache: { entries: number; bytes: number };
}

interface ManifestEntry {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}

export function sizeOf(buffer: Buffer): Size {
  return {
    raw: buffer.length,
    gzip: zlib.gzipSync(buffer, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const add = (a: Size, b: Size): Size => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });
const zero: Size = { raw: 0, gzip: 0, brotli: 0 };

/**
 * The files a page needs: the entry, the app it imports at start (src/main.tsx's import(), made on every page), the
 * route's lazily loaded component, and everything they import statically.
 */
export function pageFiles(manifest: Record<string, ManifestEntry>, routeKeys: string[]): string[] {
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    const entry = manifest[key];
    files.add(entry.file);
    entry.css?.forEach((c) => files.add(c));
    entry.imports?.forEach(visit);
  };
  for (const [key, entry] of Object.entries(manifest)) if (entry.isEntry) [key, ...(entry.dynamicImports ?? [])].forEach(visit);
  routeKeys.forEach(visit);
  return [...files];
}

/** The scripts every page evaluates at start: the entry and the app it imports, with their imports (no route). */
export const startFiles = (manifest: Record<string, ManifestEntry>): string[] => pageFiles(manifest, []).filter((f) => f.endsWith('.js'));

/** V8's hint that a script's functions all run on load: compiled as the script streams in, off the main thread. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export function analyzeBundle(distDir: string): BundleReport {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestEntry>;
  const assets = fs.readdirSync(path.join(distDir, 'assets')).filter((f) => /\.(js|css)$/.test(f)).sort();
  const chunks = assets.map((f) => ({ file: `assets/${f}`, ...sizeOf(fs.readFileSync(path.join(distDir, 'assets', f))) }));
  const bySize = new Map(chunks.map((c) => [c.file, c]));

  // The home route's component chunk (split by the router plugin) and the root route are what `/` renders.
  const homeKeys = Object.keys(manifest).filter((k) => /src\/routes\/(index|__root)\.tsx/.test(k));
  const files = pageFiles(manifest, homeKeys);
  const total = (ext: string) => files.filter((f) => f.endsWith(ext)).reduce((sum, f) => add(sum, bySize.get(f) ?? zero), zero);

  const sw = fs.readFileSync(path.join(distDir, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]);
  const bytes = urls.reduce((sum, u) => sum + fs.statSync(path.join(distDir, u)).size, 0);

  return { chunks, home: { js: total('.js'), css: total('.css'), files }, precache: { entries: urls.length, bytes } };
}

export const budgets = {
  homeJsGzip: 200 * 1024,
  homeCssGzip: 30 * 1024,
  precacheBytes: 1.5 * 1024 * 1024,
};
