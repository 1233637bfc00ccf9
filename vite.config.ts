import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Logger, type LogLevel, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { inPackages, inScope, shellModules } from './build/chunks.ts';
import { COMPILE_HINT, consoleOnlyFiles, readManifest, startFiles } from './build/manifest.ts';
import { ELDER_BOOT_SCRIPT } from './src/shared/elder-boot.ts';

/** The console's route ids (src/routes/admin/…), whose loader is split off with the component. */
const isConsoleRouteId = (routeId: string) => routeId === '/admin' || routeId.startsWith('/admin/');
const CONSOLE_SPLIT: Array<Array<'loader' | 'component' | 'pendingComponent' | 'errorComponent' | 'notFoundComponent'>> = [
  ['loader', 'component'],
  ['pendingComponent'],
  ['errorComponent'],
  ['notFoundComponent'],
];

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:8080';
const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string };

/** Serves and emits the top-level manifest.webmanifest unhashed at /manifest.webmanifest, and links it. */
function webManifest(): Plugin {
  const file = 'manifest.webmanifest';
  return {
    name: 'portal-web-manifest',
    configureServer(server) {
      server.middlewares.use(`/${file}`, (_req, res) => {
        res.setHeader('Content-Type', 'application/manifest+json');
        res.end(fs.readFileSync(file));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: file, source: fs.readFileSync(file) });
    },
    transformIndexHtml: () => [{ tag: 'link', attrs: { rel: 'manifest', href: `/${file}` }, injectTo: 'head' }],
  };
}

/**
 * The inline script that applies 长辈模式 before the first paint, first in <head>: from the one constant whose hash the
 * server's CSP allows (server/http/headers.ts), so the two cannot drift apart.
 */
function elderBoot(): Plugin {
  return {
    name: 'portal-elder-boot',
    transformIndexHtml: () => [{ tag: 'script', children: ELDER_BOOT_SCRIPT, injectTo: 'head-prepend' }],
  };
}

/**
 * Writes .br and .gz beside each hashed asset, at the highest levels, once per build: the server sends them as they
 * are (no compression per request) and smaller than on-the-fly compression would. Unhashed files (index.html,
 * sw.js) are left alone: they change in place, and a stale compressed copy would outlive them.
 */
function precompress(): Plugin {
  let dir = '';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      dir = path.resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    closeBundle() {
      if (!fs.existsSync(dir)) return;
      for (const name of fs.readdirSync(dir)) {
        if (!/\.(js|css|svg|json)$/.test(name)) continue;
        const file = path.join(dir, name);
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

/**
 * Marks the scripts every page evaluates at start (the entry, the app it imports at start, and what they import) with
 * V8's compile hint, so Chromium compiles all their functions while it streams them in, off the main thread. Without
 * it each function is compiled on the main thread when first called, which on a first visit is most of React, the
 * router and the shell: measured at about 200 ms of main-thread work under a 4x CPU slowdown, inside the tasks that
 * make up the page's blocking time. Lazy chunks keep lazy compilation: much of their code may never run.
 * https://v8.dev/blog/explicit-compile-hints
 */
function compileHints(): Plugin {
  return {
    name: 'portal-compile-hints',
    apply: 'build',
    // On the written files, as the manifest names them: Vite rewrites the chunks that use import() after generateBundle.
    writeBundle({ dir = '' }) {
      for (const name of startFiles(readManifest(dir))) {
        const file = path.join(dir, name);
        fs.writeFileSync(file, `${COMPILE_HINT}\n${fs.readFileSync(file, 'utf8')}`);
      }
    },
  };
}

/**
 * Leaves the staff console out of the service worker's precache: the files only its pages load (followed through the
 * build manifest, written by the time the worker is generated). The console is never offline, and no visitor of the
 * public pages needs its scripts.
 */
function precacheWithoutConsole() {
  let dir = '';
  const plugin: Plugin = {
    name: 'portal-precache-without-console',
    apply: 'build',
    configResolved(config) {
      dir = path.resolve(config.root, config.build.outDir);
    },
  };
  const transform = async (entries: Array<{ url: string; revision: string | null; size: number }>) => {
    const consoleFiles = consoleOnlyFiles(readManifest(dir));
    return { manifest: entries.filter((e) => !consoleFiles.has(e.url)) };
  };
  return { plugin, transform };
}
const consoleOutOfPrecache = precacheWithoutConsole();

/**
 * The service worker is built by the PWA plugin's own Vite build, which does not inherit the log level: it is given the
 * one the portal's build was asked for (scripts/build.ts asks for warnings only), and its logger (which counts them).
 */
function workerLogLevel() {
  let level: LogLevel | undefined;
  let logger: Logger | undefined;
  const plugin: Plugin = {
    name: 'portal-log-level',
    apply: 'build',
    configResolved(config) {
      level = config.logLevel;
      logger = config.logger;
    },
  };
  const worker: Plugin = { name: 'portal-worker-log-level', config: () => ({ logLevel: level, customLogger: logger }) };
  return { plugin, worker };
}
const logLevel = workerLogLevel();

// Tabster (Fluent's focus trapping and arrow-key groups) and the hooks built on it: reachable from the shell only
// through @fluentui/react-tabster's index, used only by lazy overlays and forms. Left out of the shell they load with
// those, instead of being evaluated on every first page.
// The reading islands (src/app/reading.ts) are what a server-drawn page loads until the reader reaches for the app:
// each a small chunk of its own, apart from the shell.
const READING_ISLANDS = ['src/app/reading.ts', 'src/app/reading-offline.ts'];
const shell = shellModules({ lazyPackages: ['tabster'], islands: READING_ISLANDS });

const define = { __APP_VERSION__: JSON.stringify(pkg.version) };

// `vite build --ssr src/entry-server.tsx`: the server renderer, a Node module beside (not inside) the public build.
const serverRenderer = defineConfig({
  define,
  // One file on the server: nothing to fetch lazily, and the first render after a start is not slowed by loading routes.
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: false, quoteStyle: 'single' }), react()],
  // Bundled, so that React and Griffel run their production code (Node alone would load their development builds,
  // which are slower and name classes differently from the browser's). jsdom stays a package: it loads files at run time.
  ssr: { noExternal: true, external: ['jsdom'] },
  build: {
    outDir: 'dist-ssr',
    target: 'node20',
    sourcemap: false,
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: {
      // The routes' lazy imports of modules their pages import anyway split the browser's build (routes are split
      // there), not this one (autoCodeSplitting is off above): here each such import is the module itself, as intended.
      onLog(level, log, handler) {
        if (log.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') handler(level, log);
      },
    },
  },
});

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? serverRenderer
    : {
        define,
        plugins: [
          tanstackRouter({
            target: 'react',
            autoCodeSplitting: true,
            quoteStyle: 'single',
            // A console route's loader travels with its page: what stays in the route tree (and so in the public
            // pages' shell) is only its guard and its search rules. Public routes keep their loaders in the tree, as a
            // page's data is asked for before its code arrives.
            codeSplittingOptions: { splitBehavior: ({ routeId }) => (isConsoleRouteId(routeId) ? CONSOLE_SPLIT : undefined) },
          }),
          react(),
          webManifest(),
          elderBoot(),
          shell.plugin,
          compileHints(),
          precompress(),
          consoleOutOfPrecache.plugin,
          logLevel.plugin,
          VitePWA({
            strategies: 'injectManifest',
            srcDir: 'src/pwa',
            filename: 'sw.ts',
            manifest: false,
            injectRegister: false,
            injectManifest: {
              // A classic worker (registered without type: 'module'), bundled as one script by the plugin's library mode.
              rollupFormat: 'iife',
              buildPlugins: { vite: [logLevel.worker] },
              // The app shell; article images and scenery are cached at run time as they are seen.
              globPatterns: [
                // Not the web app manifest: the server writes it from 站点设置 (server/http/site-identity.ts).
                '**/*.{js,css,html}',
                'icons/icon-*.png',
                'media/{logo,favicon,hero,qr-mini-program,qr-service-account}.svg',
              ],
              // The alumni map's chunk carries the GeoJSON of China (~350 KB); it is fetched when the map is opened, online.
              // Named after its route (map-*) while only 校友分布 drew it; after its feature (alumni-map-*) now that the
              // console's 统计 draws it too.
              globIgnores: ['**/map-*.js', '**/alumni-map-*.js'],
              manifestTransforms: [consoleOutOfPrecache.transform],
            },
            devOptions: { enabled: false },
          }),
        ],
        server: {
          port: 5173,
          proxy: { '/api': apiTarget, '/dev': apiTarget },
        },
        build: {
          target: 'es2022',
          sourcemap: false,
          // .vite/manifest.json lets the bench and the budget test follow the home page's module graph.
          manifest: true,
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  // Used by the entry before the shell is fetched, and by lazy imports everywhere (Vite's preload helper, the
                  // entry's own helpers): a tiny chunk of its own.
                  { name: 'preload', test: shell.entryShared, priority: 30 },
                  { name: 'react', test: inPackages('react', 'react-dom', 'scheduler'), priority: 20 },
                  // Above the router's group: the offline copy's query packages go with the island that keeps it.
                  ...READING_ISLANDS.map((name) => ({ name: path.basename(name, '.ts'), test: shell.island(name), priority: 15 })),
                  { name: 'router', test: inScope('@tanstack'), priority: 10 },
                  { name: 'shell', test: (id) => shell.has(id) },
                  // Fluent is left to the bundler: grouped into one chunk, components that only lazy screens use would load on the home page.
                ],
              },
            },
          },
        },
      },
);
