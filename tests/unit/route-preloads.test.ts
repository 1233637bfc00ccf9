import { describe, expect, it } from 'vitest';
import { routePreloads, type Manifest } from '../../server/http/route-preloads.ts';

// A manifest shaped like Vite's: the entry, shared chunks, and the routes' split components.
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shell.js'] },
  '_shell.js': { file: 'assets/shell.js' },
  '_cards.js': { file: 'assets/cards.js', imports: ['_shell.js'] },
  '_detail.js': { file: 'assets/detail.js', imports: ['_shell.js'] },
  'src/routes/index.tsx?tsr-split=component': { file: 'assets/home.js', imports: ['_cards.js', '_shell.js'] },
  'src/routes/article/collegeNews.tsx?tsr-split=component': { file: 'assets/news.js', imports: ['_cards.js'] },
  'src/routes/article/newDetails.$id.tsx?tsr-split=component': { file: 'assets/newsDetail.js', imports: ['_detail.js'] },
  'src/routes/my.tsx?tsr-split=component': { file: 'assets/my.js' },
  'src/routes/my/alumInfo.tsx?tsr-split=component': { file: 'assets/alumInfo.js' },
  'src/routes/iframe/{-$id}.tsx?tsr-split=component': { file: 'assets/iframe.js' },
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
    ['/iframe', ['/assets/iframe.js']],
    ['/iframe/7', ['/assets/iframe.js']],
    ['/nowhere', []],
    ['/%E0%A4%A', []],
  ])('%s -> %j', (pathname, files) => {
    expect(preloads(pathname).sort()).toEqual([...files].sort());
  });

  it('never repeats what the entry already loads', () => {
    expect(preloads('/')).not.toContain('/assets/shell.js');
  });
});
