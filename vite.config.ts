import fs from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';

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

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    react(),
    webManifest(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/pwa',
      filename: 'sw.ts',
      manifest: false,
      injectRegister: false,
      injectManifest: {
        // The app shell; article images and scenery are cached at run time as they are seen.
        globPatterns: ['**/*.{js,css,html}', 'manifest.webmanifest', 'icons/icon-*.png', 'media/{logo,favicon,hero,qr-mini-program,qr-service-account}.svg'],
        // The alumni map's chunk carries the GeoJSON of China (~350 KB); it is fetched when the map is opened, online.
        globIgnores: ['**/map-*.js'],
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
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]@tanstack[\\/]/ },
            // Fluent is left to the bundler: grouped into one chunk, components that only lazy screens use would load on the home page.
          ],
        },
      },
    },
  },
});
