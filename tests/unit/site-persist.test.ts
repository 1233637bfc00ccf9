// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HoldingQueryClient } from '../../src/pwa/held-queries.ts';
import { dehydrate } from '@tanstack/react-query';
import { SITE_PERSIST_KEY, keepDrawnPage, restoreSiteCache } from '../../src/pwa/persist.ts';

const menus = [{ id: 10, name: '首页', linkUrl: '/', openType: 'route', children: [] }];
const dicts = [{ dictType: 'site_name', dataList: [{ dictValue: '滨江城市学院校友总会', dictLabel: 'name' }] }];

/** A client holding one query of each kind, with its site queries written to localStorage as the app does. */
async function persistFrom() {
  const queryClient = new QueryClient();
  vi.useFakeTimers();
  try {
    await restoreSiteCache(queryClient);
    queryClient.setQueryData(['site', 'menus', 1], menus);
    queryClient.setQueryData(['site', 'dicts'], dicts);
    queryClient.setQueryData(['public', 'news', 'detail', 3], { id: 3, title: '新闻' });
    queryClient.setQueryData(['personal', 'unread'], 3);
    // The persister writes at most once a second.
    vi.advanceTimersByTime(1000);
  } finally {
    vi.useRealTimers();
  }
  return JSON.parse(localStorage.getItem(SITE_PERSIST_KEY)!) as {
    buster: string;
    clientState: { queries: Array<{ queryKey: unknown[] }> };
  };
}

// The build's version, which a new deployment changes.
beforeEach(() => vi.stubGlobal('__APP_VERSION__', '1.0.0'));
afterEach(() => vi.unstubAllGlobals());

describe('site queries in localStorage', () => {
  beforeEach(() => localStorage.clear());

  it('writes menus and dictionaries, and neither articles nor personal data', async () => {
    const stored = await persistFrom();
    expect(SITE_PERSIST_KEY.startsWith('v1@')).toBe(true);
    expect(stored.clientState.queries.map((q) => q.queryKey)).toEqual([
      ['site', 'menus', 1],
      ['site', 'dicts'],
    ]);
  });

  it('restores them in the same task, before any timer could run', async () => {
    await persistFrom();
    const queryClient = new QueryClient();
    let timerRan = false;
    setTimeout(() => (timerRan = true));
    await restoreSiteCache(queryClient);
    expect(timerRan).toBe(false);
    expect(queryClient.getQueryData(['site', 'menus', 1])).toEqual(menus);
    expect(queryClient.getQueryData(['site', 'dicts'])).toEqual(dicts);
    expect(queryClient.getQueryData(['public', 'news', 'detail', 3])).toBeUndefined();
  });

  it('leaves a page the server drew with the server data', async () => {
    await persistFrom();
    const queryClient = new QueryClient();
    await restoreSiteCache(queryClient, { serverDrawn: true });
    expect(queryClient.getQueryData(['site', 'menus', 1])).toBeUndefined();
  });

  it('drops a copy written by another app version', async () => {
    const stored = await persistFrom();
    localStorage.setItem(SITE_PERSIST_KEY, JSON.stringify({ ...stored, buster: 'an older version' }));
    const queryClient = new QueryClient();
    await restoreSiteCache(queryClient);
    expect(queryClient.getQueryData(['site', 'menus', 1])).toBeUndefined();
    expect(localStorage.getItem(SITE_PERSIST_KEY)).toBeNull();
  });
});

describe("a drawn page's data kept before the app runs (keepDrawnPage)", () => {
  beforeEach(() => localStorage.clear());

  it('adds the page over what earlier visits kept, and keeps no personal data', async () => {
    // An earlier visit kept the menus; this page was drawn with newer dictionaries, an article and (never drawn, but
    // tried) a personal query.
    await persistFrom();
    const drawn = new QueryClient();
    const newer = [{ dictType: 'site_name', dataList: [{ dictValue: '新名称', dictLabel: 'name' }] }];
    // Drawn a minute after the earlier copy was kept (the newer of two copies of a query wins, as in hydrate()).
    drawn.setQueryData(['site', 'dicts'], newer, { updatedAt: Date.now() + 60_000 });
    drawn.setQueryData(['public', 'news', 'detail', 4], { id: 4, title: '另一篇' });
    drawn.setQueryData(['personal', 'unread'], 5);
    vi.useFakeTimers();
    try {
      await keepDrawnPage(new QueryClient(), dehydrate(drawn));
      // The persister writes at most once a second.
      vi.advanceTimersByTime(1000);
    } finally {
      vi.useRealTimers();
    }
    const stored = JSON.parse(localStorage.getItem(SITE_PERSIST_KEY)!) as {
      clientState: { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> };
    };
    const byKey = Object.fromEntries(stored.clientState.queries.map((q) => [JSON.stringify(q.queryKey), q.state.data]));
    expect(byKey).toEqual({ [JSON.stringify(['site', 'menus', 1])]: menus, [JSON.stringify(['site', 'dicts'])]: newer });
  });
});

describe('while IndexedDB is read', () => {
  it('a public loader waits for the copy instead of fetching; others do not wait', async () => {
    const queryClient = new HoldingQueryClient();
    let restore!: () => void;
    queryClient.holdPublicQueriesUntil(new Promise<void>((resolve) => (restore = resolve)));
    const fetchNews = vi.fn(async () => ({ id: 3, title: '网络' }));
    const news = queryClient.ensureQueryData({ queryKey: ['public', 'news', 'detail', 3], queryFn: fetchNews });
    await expect(queryClient.ensureQueryData({ queryKey: ['site', 'dicts'], queryFn: async () => dicts })).resolves.toEqual(dicts);
    expect(fetchNews).not.toHaveBeenCalled();
    queryClient.setQueryData(['public', 'news', 'detail', 3], { id: 3, title: '缓存' });
    restore();
    await expect(news).resolves.toEqual({ id: 3, title: '缓存' });
    expect(fetchNews).not.toHaveBeenCalled();
  });
});
