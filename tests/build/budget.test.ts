import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { consoleOnlyFiles, pageFiles, readManifest } from '../../build/manifest.ts';
import { analyzeBundle, budgets } from '../../scripts/bench/bundle.ts';
import { adminT } from '../../src/strings/admin.ts';

// Sizes of the build `npm test` just made (or PORTAL_DIST): budgets are bytes, never timings.
const dist = process.env.PORTAL_DIST ?? path.resolve(import.meta.dirname, '../../dist');
const report = analyzeBundle(dist);

describe('performance budgets', () => {
  it(`the JS the home page needs is at most ${budgets.homeJsGzip / 1024} KB gzip`, () => {
    // The app itself (react, the shell) is counted, though the entry imports it dynamically.
    expect(report.home.files.some((f) => /assets\/react-.*\.js$/.test(f))).toBe(true);
    expect(report.home.files.some((f) => /assets\/shell-.*\.js$/.test(f))).toBe(true);
    expect(report.home.js.gzip).toBeLessThanOrEqual(budgets.homeJsGzip);
  });
  it(`a server-drawn page, read, loads at most ${budgets.readingJsGzip / 1024} KB gzip of script, and neither React, Fluent nor Griffel`, () => {
    expect(report.reading.files.some((f) => /assets\/reading-/.test(f))).toBe(true);
    expect(report.reading.js.gzip).toBeLessThanOrEqual(budgets.readingJsGzip);
    // Named chunks of the app, and the marks their code leaves: React's fiber keys, Griffel's style buckets.
    expect(report.reading.files.filter((f) => /assets\/(react|shell|router|start)-/.test(f))).toEqual([]);
    const text = report.reading.files.map((f) => fs.readFileSync(path.join(dist, f), 'utf8')).join('\n');
    expect(text).not.toMatch(/__reactFiber|data-make-styles-bucket|fui-FluentProvider/);
  });
  it(`the home page's CSS is at most ${budgets.homeCssGzip / 1024} KB gzip`, () => {
    expect(report.home.css.gzip).toBeLessThanOrEqual(budgets.homeCssGzip);
  });
  it(`the service worker precaches at most ${budgets.precacheBytes / 1024 / 1024} MB`, () => {
    expect(report.precache.entries).toBeGreaterThan(5);
    expect(report.precache.bytes).toBeLessThanOrEqual(budgets.precacheBytes);
  });
  it('follows the module graph: the app the entry starts is counted, a lazily loaded route chunk is not', () => {
    const manifest = {
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        imports: ['_preload.js'],
        dynamicImports: ['src/app/start.tsx'],
        css: ['assets/index.css'],
      },
      '_preload.js': { file: 'assets/preload.js' },
      'src/app/start.tsx': { file: 'assets/start.js', imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js' },
      'src/routes/index.tsx?tsr-split=component': { file: 'assets/home.js', imports: ['_cards.js'] },
      '_cards.js': { file: 'assets/cards.js' },
      'src/routes/services/map.tsx?tsr-split=component': { file: 'assets/map.js', imports: ['_geo.js'] },
      '_geo.js': { file: 'assets/geo.js' },
    };
    expect(pageFiles(manifest, ['src/routes/index.tsx?tsr-split=component']).sort()).toEqual([
      'assets/cards.js',
      'assets/home.js',
      'assets/index.css',
      'assets/index.js',
      'assets/preload.js',
      'assets/react.js',
      'assets/start.js',
    ]);
  });
  it("the activity list loads none of the detail page's sign-up panel (its stylesheet, Fluent's Field and ProgressBar)", () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
    const files = (route: string) => pageFiles(manifest, [`src/routes/article/${route}.tsx?tsr-split=component`]);
    const signup = /assets\/(activity-signup|Field|ProgressBar)-/;
    expect(files('activityDetails.$id').filter((f) => signup.test(f)).length).toBeGreaterThanOrEqual(3);
    expect(files('activities').filter((f) => signup.test(f))).toEqual([]);
  });
  describe('the staff console stays in chunks of its own', () => {
    const manifest = readManifest(dist);
    const consoleFiles = consoleOnlyFiles(manifest);
    const routeChunks = Object.keys(manifest)
      .filter((key) => /^src\/routes\/admin\/.+\?tsr-split=component---loader$/.test(key))
      .map((key) => manifest[key].file);
    // The console's texts as written in its scripts (the build keeps Chinese as it is).
    const consoleText = [adminT.login.title, adminT.consoleTitle];
    const holdsConsoleText = (file: string) => consoleText.some((text) => fs.readFileSync(path.join(dist, file), 'utf8').includes(text));

    it("the console's pages are lazily loaded chunks only the console reaches", () => {
      expect(routeChunks.length).toBeGreaterThanOrEqual(3);
      expect(routeChunks.filter((file) => !consoleFiles.has(file))).toEqual([]);
      expect([...consoleFiles].filter((file) => file.endsWith('.js')).some(holdsConsoleText)).toBe(true);
    });
    it('no file of the home page holds console code', () => {
      expect(report.home.files.filter((file) => consoleFiles.has(file))).toEqual([]);
      expect(report.home.files.filter((file) => file.endsWith('.js')).filter(holdsConsoleText)).toEqual([]);
    });
    it('the service worker precaches nothing of the console', () => {
      expect(report.precache.files.filter((file) => consoleFiles.has(file))).toEqual([]);
      expect(report.precache.files.filter((file) => /\.(js|css)$/.test(file)).filter(holdsConsoleText)).toEqual([]);
    });
  });
  it('follows the console out of the precache through the manifest: what a public page also loads stays', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: ['src/app/start.tsx'] },
      'src/app/start.tsx': { file: 'assets/start.js', imports: ['_shell.js'] },
      '_shell.js': {
        file: 'assets/shell.js',
        dynamicImports: [
          'src/routes/index.tsx?tsr-split=component',
          'src/routes/admin/login.tsx?tsr-split=component',
          'src/features/admin/auth/queries.ts',
        ],
      },
      'src/routes/index.tsx?tsr-split=component': { file: 'assets/home.js', imports: ['_Field.js'] },
      'src/routes/admin/login.tsx?tsr-split=component': {
        file: 'assets/login.js',
        imports: ['_Field.js', '_auth.js'],
        css: ['assets/login.css'],
      },
      'src/features/admin/auth/queries.ts': { file: 'assets/queries.js', imports: ['_auth.js'] },
      '_auth.js': { file: 'assets/auth.js' },
      '_Field.js': { file: 'assets/Field.js' },
    };
    expect([...consoleOnlyFiles(manifest)].sort()).toEqual(['assets/auth.js', 'assets/login.css', 'assets/login.js', 'assets/queries.js']);
  });
});
