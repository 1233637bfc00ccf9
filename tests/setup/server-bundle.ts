import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import type { TestProject } from 'vitest/node';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * A server process started through tsx spends 1.2 s of processor on its own (of 4.2 s to listening) resolving and
 * loading some 600 modules through tsx's loader thread; the suite starts about fifty of them. The server is bundled
 * here once per run (150 ms) into one file that imports its packages from node_modules as the sources do, and every
 * test server runs that file. What `npm start` runs (the sources through tsx) is still started by tests/e2e/serving.
 * The bundle sits under node_modules so that its imports resolve exactly as the sources' do. Its path goes to the
 * workers in PORTAL_SERVER_BUNDLE (tests/helpers/portal.ts), which the scripts sharing that helper do not set.
 */
export default async function setup(project: TestProject) {
  // A folder of this run's own: another run may be under way in this checkout, or in another sharing node_modules.
  const cache = path.join(root, 'node_modules/.cache');
  fs.mkdirSync(cache, { recursive: true });
  const outfile = path.join(fs.mkdtempSync(path.join(cache, `portal-server-${project.name}-`)), 'index.mjs');
  await esbuild.build({
    entryPoints: [path.join(root, 'server/index.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
    plugins: [moduleLocations],
  });
  process.env.PORTAL_SERVER_BUNDLE = outfile;
  return () => fs.rmSync(path.dirname(outfile), { recursive: true, force: true });
}

/** Modules that find files beside themselves (migrations, the QR page's script) keep their own location in the bundle. */
const moduleLocations: esbuild.Plugin = {
  name: 'module-locations',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const source = await fs.promises.readFile(args.path, 'utf8');
      return {
        contents: source
          .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
          .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path))),
        loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
      };
    });
  },
};
