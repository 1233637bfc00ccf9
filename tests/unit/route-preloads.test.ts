import { describe, expect, it } from 'vitest';
import { routeModules, routePreloads, routeStyles, type Manifest } from '../../server/http/route-preloads.ts';

// A manifest shaped like Vite's: the entry, shared chunks, and the routes' split components.
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shell.js'] },
  '_shell.js': { file: 'assets/shell.js' },
  '_cards.js': { file: 'assets/cards.js', imports: ['_shell.js'] },
  '_detail.js': { file: 'assets/detail.js', imports: ['_shell.js'] },
  'src/routes/index.tsx?tsr-split=component': { file: 'assets/home.js', imports: ['_cards.js', '_shell.js'] },
  'src/routes/article/collegeNews.tsx?tsr-split=component': { file: 'assets/news.js', imports: ['_cards.js'] },
  'src/routes/article/newDetails.$id.tsx?tsr-split=component': { file: 'assets/newsDetail.js', imports: ['_detail.js'] },
  // Guarded pages sit in pathless layout folders, which add nothing to the address.
  'src/routes/_login/my.tsx?tsr-split=component': { file: 'assets/my.js' },
  'src/routes/_login/my/alumInfo.tsx?tsr-split=component': { file: 'assets/alumInfo.js' },
  'src/routes/_login/_graduate/services/alumproof.tsx?tsr-split=component': { file: 'assets/proof.js' },
  'src/routes/iframe/{-$id}.tsx?tsr-split=component': { file: 'assets/iframe.js' },
  // A console page: its loader split off with its component (vite.config.ts).
  'src/routes/admin/_console/audit.tsx?tsr-split=component---loader': { file: 'assets/audit.js' },
};

describe('routePreloads', () => {
  const preloads = routePreloads(manifest);
  it.each([
    ['/', ['/assets/home.js', '/assets/cards.js']],
    ['/article/collegeNews', ['/assets/news.js', '/assets/cards.js']],
    ['/article/newDetails/12', ['/assets/newsDetail.js', '/assets/detail.js']],
    ['/article/newDetails', []],
    ['/article/newDetails/12/extra', []],
    ['/my/alumInfo', ['/assets/my.js', '/assets/alumInfo.js']],
    ['/my', ['/assets/my.js']],
    ['/services/alumproof', ['/assets/proof.js']],
    ['/_login/my', []],
    ['/iframe', ['/assets/iframe.js']],
    ['/iframe/7', ['/assets/iframe.js']],
    ['/admin/audit', ['/assets/audit.js']],
    ['/nowhere', []],
    ['/%E0%A4%A', []],
  ])('%s -> %j', (pathname, files) => {
    expect(preloads(pathname).sort()).toEqual([...files].sort());
  });

  it('never repeats what the entry already loads', () => {
    expect(preloads('/')).not.toContain('/assets/shell.js');
  });
});

// The entry as it is built now: small, importing the app (src/app/start.tsx) dynamically at start.
const appManifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_preload.js'],
    dynamicImports: ['src/app/start.tsx'],
    css: ['assets/index.css'],
  },
  '_preload.js': { file: 'assets/preload.js' },
  'src/app/start.tsx': { file: 'assets/start.js', imports: ['_shell.js'] },
  '_shell.js': { file: 'assets/shell.js', imports: ['_react.js'], css: ['assets/shell.css'] },
  '_react.js': { file: 'assets/react.js' },
  'src/routes/index.tsx?tsr-split=component': { file: 'assets/home.js', imports: ['_shell.js'] },
  'src/routes/article/activityDetails.$id.tsx?tsr-split=component': { file: 'assets/activity.js', imports: ['_signup.js', '_shell.js'] },
  '_signup.js': { file: 'assets/signup.js', css: ['assets/signup.css', 'assets/index.css'] },
};

describe('pages drawn in the browser and by the server', () => {
  it('a page drawn in the browser preloads the app, then its route', () => {
    expect(routePreloads(appManifest)('/article/activityDetails/3')).toEqual([
      '/assets/start.js',
      '/assets/shell.js',
      '/assets/react.js',
      '/assets/activity.js',
      '/assets/signup.js',
    ]);
  });
  it('a server-drawn page names only its route modules (the app comes with the entry import)', () => {
    expect(routeModules(appManifest)('/article/activityDetails/3')).toEqual(['/assets/activity.js', '/assets/signup.js']);
    expect(routeModules(appManifest)('/')).toEqual(['/assets/home.js']);
  });
  it.each([
    ['/article/activityDetails/3', ['/assets/shell.css', '/assets/signup.css']],
    ['/', ['/assets/shell.css']],
    ['/nowhere', ['/assets/shell.css']],
  ])('a server-drawn page links the stylesheets of the app and its route beyond the entry: %s', (pathname, css) => {
    expect(routeStyles(appManifest)(pathname)).toEqual(css);
  });
});
