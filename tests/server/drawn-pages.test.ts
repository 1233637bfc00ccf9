import { describe, expect, it } from 'vitest';
import { drawnPages, type DrawnPagesOptions } from '../../server/http/drawn-pages.ts';
import { ByteLru } from '../../server/http/page-cache.ts';

/** A world for drawnPages: a render the test answers by hand, a clock it moves, a data version it bumps. */
function world(overrides: Partial<DrawnPagesOptions> = {}) {
  const asked: string[] = [];
  // Renders waiting for the test, per page, oldest first: `finish` ends the newest.
  const pending = new Map<string, ((html: string) => void)[]>();
  let clock = 1_000_000;
  let version = 0;
  const pages = drawnPages({
    render: (href) => {
      asked.push(href);
      return new Promise<string>((resolve) => pending.set(href, [...(pending.get(href) ?? []), resolve]));
    },
    plain: (href) => `plain ${href}`,
    key: (href) => href.replace(/[?&]from=[^&]*/, ''),
    version: { current: () => version },
    maxBytes: 1 << 20,
    ttlMs: 60_000,
    budgetMs: 1_000,
    slots: 2,
    rendersPerMinute: 100,
    now: () => clock,
    ...overrides,
  });
  const finish = async (href: string, html = `drawn ${href} v${version}`) => {
    await expect.poll(() => pending.get(href)?.length).toBeTruthy();
    pending.get(href)!.pop()!(html);
  };
  const html = async (answer: Promise<unknown>) => {
    const page = await answer;
    return typeof page === 'string' ? page : (page as { html: string }).html;
  };
  return {
    pages,
    asked,
    finish,
    html,
    tick: (ms: number) => void (clock += ms),
    bump: () => void version++,
    ask: (href: string, client = 'a') => pages.answer(href, 'http://portal.test', client),
  };
}

describe('drawnPages: one render per page, bounded, invalidated by the data version', () => {
  it('many visitors asking for a page not drawn yet wait for one render and get the same page', async () => {
    const w = world();
    const answers = Array.from({ length: 20 }, () => w.ask('/article/collegeNews'));
    await w.finish('/article/collegeNews');
    const pages = await Promise.all(answers);
    expect(w.asked).toEqual(['/article/collegeNews']);
    expect(new Set(pages).size).toBe(1);
    expect(await w.html(w.ask('/article/collegeNews'))).toBe('drawn /article/collegeNews v0');
    expect(w.asked.length).toBe(1);
  });

  it('tells of each lookup whether a current copy was in the cache (the metrics count hits and misses)', async () => {
    const lookups: boolean[] = [];
    const w = world({ onLookup: (hit) => lookups.push(hit) });
    const first = w.ask('/article/collegeNews');
    await w.finish('/article/collegeNews');
    await first;
    await w.ask('/article/collegeNews');
    w.bump();
    const stale = w.ask('/article/collegeNews');
    await w.finish('/article/collegeNews');
    await stale;
    expect(lookups).toEqual([false, true, false]);
  });

  it('a parameter the page does not read makes no new render', async () => {
    const w = world();
    const first = w.ask('/article/newDetails/3');
    await w.finish('/article/newDetails/3');
    await first;
    expect(await w.html(w.ask('/article/newDetails/3?from=singlemessage'))).toBe('drawn /article/newDetails/3 v0');
    expect(w.asked).toEqual(['/article/newDetails/3']);
  });

  it('with every render slot taken, another page gets the plain shell at once instead of queueing', async () => {
    const w = world({ slots: 2 });
    const busy = [w.ask('/a'), w.ask('/b')];
    expect(await w.html(w.ask('/c'))).toBe('plain /c');
    await w.finish('/a');
    await w.finish('/b');
    await Promise.all(busy);
    // Free again: /c is drawn now.
    const c = w.ask('/c');
    await w.finish('/c');
    expect(await w.html(c)).toBe('drawn /c v0');
  });

  it('a render past its budget is abandoned: the shell is sent, nothing is kept, the slot is free again', async () => {
    const w = world({ budgetMs: 30, slots: 1 });
    expect(await w.html(w.ask('/slow'))).toBe('plain /slow');
    expect(w.pages.stats()).toEqual({ pages: 0, bytes: 0, rendering: 0 });
    const again = w.ask('/other');
    await w.finish('/other');
    expect(await w.html(again)).toBe('drawn /other v0');
  });

  it('after a write the old copy is never sent: the page is drawn again first', async () => {
    const w = world();
    const first = w.ask('/article/activityDetails/1');
    await w.finish('/article/activityDetails/1');
    await first;
    w.bump();
    const after = w.ask('/article/activityDetails/1');
    await w.finish('/article/activityDetails/1');
    expect(await w.html(after)).toBe('drawn /article/activityDetails/1 v1');
  });

  it('a visitor asking after a write never joins a render begun before it, nor is the older render kept', async () => {
    const w = world();
    const first = w.ask('/article/collegeNews');
    await expect.poll(() => w.asked.length).toBe(1);
    w.bump();
    const after = w.ask('/article/collegeNews');
    await expect.poll(() => w.asked.length).toBe(2);
    // The newer render ends first; the older one, ending after it, must not replace it.
    await w.finish('/article/collegeNews', 'drawn after the write');
    expect(await w.html(after)).toBe('drawn after the write');
    await w.finish('/article/collegeNews', 'drawn before the write');
    expect(await w.html(first)).toBe('drawn before the write');
    expect(await w.html(w.ask('/article/collegeNews'))).toBe('drawn after the write');
    expect(w.asked.length).toBe(2);
  });

  it('a page past its time being drawn again behind it is not what a visitor after a write gets', async () => {
    const w = world();
    const first = w.ask('/');
    await w.finish('/', 'old home');
    await first;
    w.tick(61_000);
    expect(await w.html(w.ask('/'))).toBe('old home');
    w.bump();
    const after = w.ask('/');
    await expect.poll(() => w.asked.length).toBe(3);
    await w.finish('/', 'home after the write');
    expect(await w.html(after)).toBe('home after the write');
  });

  it('past its time a page is still sent at once and drawn again behind it', async () => {
    const w = world();
    const first = w.ask('/');
    await w.finish('/', 'old home');
    await first;
    w.tick(61_000);
    expect(await w.html(w.ask('/'))).toBe('old home');
    await w.finish('/', 'new home');
    await expect.poll(() => w.html(w.ask('/'))).toBe('new home');
    expect(w.asked).toEqual(['/', '/']);
  });

  it('one client walking many addresses is drawn a limited number a minute; others and cached pages are not held back', async () => {
    const w = world({ rendersPerMinute: 3, slots: 10 });
    const walked = Array.from({ length: 6 }, (_, i) => w.ask(`/list?page=${i + 1}`, 'walker'));
    for (let i = 1; i <= 3; i++) await w.finish(`/list?page=${i}`);
    const got = await Promise.all(walked.map((a) => w.html(a)));
    expect(got.filter((h) => h.startsWith('drawn')).length).toBe(3);
    expect(got.slice(3)).toEqual(['plain /list?page=4', 'plain /list?page=5', 'plain /list?page=6']);
    // Another client is drawn; the walker still gets what is cached.
    const other = w.ask('/list?page=4', 'reader');
    await w.finish('/list?page=4');
    expect(await w.html(other)).toBe('drawn /list?page=4 v0');
    expect(await w.html(w.ask('/list?page=4', 'walker'))).toBe('drawn /list?page=4 v0');
    // A minute later the walker may be drawn pages again.
    w.tick(60_000);
    const later = w.ask('/list?page=5', 'walker');
    await w.finish('/list?page=5');
    expect(await w.html(later)).toBe('drawn /list?page=5 v0');
  });

  it('a page is cached per origin: two host names never share a copy', async () => {
    const w = world();
    const a = w.pages.answer('/', 'http://a.test', 'x');
    await w.finish('/', 'home for a');
    await a;
    const b = w.pages.answer('/', 'http://b.test', 'x');
    await w.finish('/', 'home for b');
    expect(await w.html(b)).toBe('home for b');
    expect(await w.html(w.pages.answer('/', 'http://a.test', 'x'))).toBe('home for a');
  });
});

describe('ByteLru: bounded by bytes, least recently used first out', () => {
  const entry = (bytes: number) => ({ bytes });
  it('evicts the least recently used entries until the total fits', () => {
    const lru = new ByteLru<{ bytes: number }>(100);
    lru.set('a', entry(40));
    lru.set('b', entry(40));
    lru.get('a');
    lru.set('c', entry(40));
    expect([lru.get('a'), lru.get('b'), lru.get('c')].map(Boolean)).toEqual([true, false, true]);
    expect(lru.bytes).toBe(80);
  });
  it('replacing an entry counts its new size only; one larger than the whole cache is not kept', () => {
    const lru = new ByteLru<{ bytes: number }>(100);
    lru.set('a', entry(60));
    lru.set('a', entry(30));
    expect(lru.bytes).toBe(30);
    lru.set('huge', entry(101));
    expect(lru.get('huge')).toBeUndefined();
    expect(lru.size).toBe(1);
  });
});
