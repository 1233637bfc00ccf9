// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answersWithShell, cacheKeyFor, classifyRequest } from '../../src/pwa/cache-rules.ts';
import { isIosSafari } from '../../src/pwa/install.ts';
import { shouldPersistQuery } from '../../src/pwa/persist.ts';
import { createSession } from '../../src/session/store.ts';

const origin = 'http://localhost:8080';

describe('cache key rule', () => {
  it.each([
    [
      'http://localhost:8080/api/alumnews/list?pageNum=1&pageSize=12&_t=1700000000000',
      'http://localhost:8080/api/alumnews/list?pageNum=1&pageSize=12',
    ],
    ['http://localhost:8080/api/alumnews/list?_t=1&pageSize=12&pageNum=1', 'http://localhost:8080/api/alumnews/list?pageNum=1&pageSize=12'],
    ['http://localhost:8080/api/sysdict/dictList?_t=99', 'http://localhost:8080/api/sysdict/dictList'],
    ['http://localhost:8080/api/alumnews/7', 'http://localhost:8080/api/alumnews/7'],
  ])('%s -> %s', (url, key) => {
    expect(cacheKeyFor(url)).toBe(key);
  });
  it('two requests that differ only in _t share one key', () => {
    expect(cacheKeyFor(`${origin}/api/alumnews/3?_t=1`)).toBe(cacheKeyFor(`${origin}/api/alumnews/3?_t=2`));
  });
});

describe('what the worker caches', () => {
  const req = (url: string, extra: Partial<{ method: string; hasToken: boolean; destination: string }> = {}) =>
    classifyRequest({ method: 'GET', hasToken: false, url: origin + url, ...extra }, origin);
  it.each([
    ['/api/alumsitecolumn/selectList?pid=1&_t=1', 'meta'],
    ['/api/sysdict/dictList?_t=1', 'meta'],
    ['/api/alumnews/list?pageNum=1', 'content'],
    ['/api/alumnews/12', 'content'],
    ['/api/alumactivity/list', 'content'],
    ['/api/alumoutstanding/3', 'content'],
    ['/api/alumorganization/list?kind=regional', 'content'],
    ['/api/alumnotice/list?pageNum=1', 'content'],
    ['/api/alumnotice/2', 'content'],
    ['/media/cover-01.svg', 'image'],
    ['/uploads/ab12.png', 'image'],
    ['/pages/charter.html', 'page'],
    // The charter's stylesheet (server-drawn since issue 30): kept with the page, so a charter once read opens offline.
    ['/pages/document.css?v=0123456789ab', 'page'],
    ['/api/alumuser/info', null],
    ['/api/alummessage/list', null],
    ['/api/alummessage/unreadCount', null],
    ['/api/alumcardtemplate/list', null],
    ['/api/alumnotice/total', null],
    ['/api/login/logout', null],
  ])('%s -> %s', (url, expected) => {
    expect(req(url)).toBe(expected);
  });
  it('never caches a request that carries a token, a non-GET, or another origin', () => {
    expect(req('/api/alumnews/list', { hasToken: true })).toBeNull();
    expect(req('/api/sysdict/dictList', { hasToken: true })).toBeNull();
    expect(req('/media/cover-01.svg', { method: 'POST' })).toBeNull();
    expect(classifyRequest({ method: 'GET', hasToken: false, url: 'https://cdn.example/x.png', destination: 'image' }, origin)).toBeNull();
  });
  it.each([
    ['/', 'document', true],
    ['/article/newDetails/3', 'document', true],
    ['/my/message', 'document', true],
    ['/api/alumnews/list', 'document', false],
    ['/dev/wx-qrconnect', 'document', false],
    // The server's sign-in page follows LOGIN_MODE: never the shell.
    ['/login/qr', 'document', false],
    ['/loginhelp', 'document', true],
    ['/pages/charter.html', 'document', false],
    ['/college/about.html', 'document', false],
    ['/files/guide.pdf', 'document', false],
    ['/uploads/a/b', 'document', false],
    // The staff console is never offline: its pages go to the network.
    ['/admin', 'document', false],
    ['/admin/login', 'document', false],
    ['/admin/content/news', 'document', false],
    ['/administration', 'document', true],
    // A same-origin page framed in /iframe is the college's document, never the portal's shell.
    ['/college/about', 'iframe', false],
    ['/article/newDetails/3', 'iframe', false],
  ])('navigation to %s (%s) answered with the shell: %s', (pathname, destination, expected) => {
    expect(answersWithShell({ pathname, destination })).toBe(expected);
  });
});

describe('what is persisted to IndexedDB', () => {
  const q = (queryKey: unknown[], status: 'success' | 'error' | 'pending' = 'success') =>
    ({ queryKey, state: { status } }) as unknown as Parameters<typeof shouldPersistQuery>[0];
  it.each([
    // Menus and dictionaries live in localStorage instead (tests/unit/site-persist.test.ts).
    [['site', 'menus', 1], 'success', false],
    [['site', 'dicts'], 'success', false],
    [['public', 'news', 'list', { pageNum: 1 }], 'success', true],
    [['public', 'news', 'detail', 3], 'success', true],
    [['public', 'news', 'detail', 4], 'error', false],
    [['public', 'news', 'detail', 5], 'pending', false],
    [['personal', 'unread'], 'success', false],
    [['personal', 'messages', 1], 'success', false],
    [['anything-else'], 'success', false],
  ] as const)('%o (%s) -> %s', (key, status, expected) => {
    expect(shouldPersistQuery(q([...key], status))).toBe(expected);
  });
});

describe('logout wipe', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('drops the login record, the remembered user and every personal query, and keeps public ones', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['personal', 'messages', 1], { list: [1] });
    queryClient.setQueryData(['personal', 'unread'], 3);
    queryClient.setQueryData(['public', 'news', 'detail', 1], { id: 1 });
    localStorage.setItem('v1@CacheToken', JSON.stringify({ token: 'x'.repeat(43), userType: 'alumni', alumUserStatus: 'verified' }));
    localStorage.setItem('v1@SessionUser', JSON.stringify({ appIsLogin: true, user: { name: '张明' } }));
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ code: 0, msg: '', data: null })));
    vi.stubGlobal('fetch', fetchMock);
    const session = createSession(queryClient);
    await session.logout();
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain('/api/login/logout');
    expect(localStorage.getItem('v1@CacheToken')).toBeNull();
    expect(localStorage.getItem('v1@SessionUser')).toBeNull();
    expect(queryClient.getQueryData(['personal', 'messages', 1])).toBeUndefined();
    expect(queryClient.getQueryData(['personal', 'unread'])).toBeUndefined();
    expect(queryClient.getQueryData(['public', 'news', 'detail', 1])).toEqual({ id: 1 });
    expect(session.get()).toMatchObject({ appIsLogin: false, user: { name: '' } });
  });

  it('restores the remembered user when the network is down, and forgets everything on a 401', async () => {
    const queryClient = new QueryClient();
    localStorage.setItem('v1@CacheToken', JSON.stringify({ token: 'x'.repeat(43), userType: 'alumni', alumUserStatus: 'verified' }));
    localStorage.setItem(
      'v1@SessionUser',
      JSON.stringify({
        appIsLogin: true,
        userType: 'alumni',
        alumUserStatus: 'verified',
        user: { name: '张明', studentCurrentStatus: '07', userCode: '1', userStatus: 'verified' },
      }),
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const offline = createSession(queryClient);
    await offline.restore();
    expect(offline.get()).toMatchObject({ appIsLogin: true, user: { name: '张明' } });
    vi.restoreAllMocks();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: 401, msg: 'x', data: null }), { status: 401 })),
    );
    const expired = createSession(queryClient);
    await expired.restore();
    expect(expired.get().appIsLogin).toBe(false);
    expect(localStorage.getItem('v1@CacheToken')).toBeNull();
    expect(localStorage.getItem('v1@SessionUser')).toBeNull();
  });
});

describe('iOS Safari detection', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      5,
      true,
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15', 5, true],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15', 0, false],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1',
      5,
      false,
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40',
      5,
      false,
    ],
    ['Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36', 5, false],
  ])('%s (%s touch points) -> %s', (ua, touch, expected) => {
    expect(isIosSafari(ua, touch)).toBe(expected);
  });
});
