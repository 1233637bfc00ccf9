import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageFiles } from '../../build/manifest.ts';
import { analyzeBundle, budgets } from '../../scripts/bench/bundle.ts';

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
});
