// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createAppRouter } from '../../src/router.tsx';
import { createSession } from '../../src/session/store.ts';
import type { MenuItem } from '../../src/api/site.ts';
import { errorCopy } from '../../src/layouts/errors/ErrorPage.tsx';
import { resolveFrameUrl } from '../../src/features/iframe/frame-url.ts';
import { parseId, parsePage } from '../../src/routes/-route-options.tsx';
import { dictLabel, dictLabels, siteInfo } from '../../src/site/dicts.ts';
import { itemsThatFit, menuTarget, routeMeta } from '../../src/site/menu.ts';
import { isFullscreen } from '../../src/layouts/FullscreenLayout.tsx';
import { activityPhase, dateBadge, formatDate, formatDateTime } from '../../src/lib/dates.ts';
import { originOf, safeHttpUrl, safeImageUrl, safeRedirectPath, webHref } from '../../src/lib/urls.ts';
import { cache } from '../../src/lib/storage.ts';
import { buildLoginAddress, randomState } from '../../src/session/login-address.ts';
import { pageWindow } from '../../src/ui/Pagination.tsx';
import { brandRamp } from '../../src/ui/theme.ts';

const origin = 'http://localhost:8080';
const item = (
  id: number,
  name: string,
  linkUrl: string,
  openType: MenuItem['openType'] = 'route',
  children: MenuItem[] = [],
): MenuItem => ({
  id,
  name,
  linkUrl,
  openType,
  children,
});
const menus: MenuItem[] = [
  item(10, '首页', '/'),
  item(20, '校友动态', '/article/collegeNews', 'route', [
    item(21, '学校新闻', '/article/collegeNews'),
    item(22, '校友活动', '/article/activities'),
  ]),
  item(60, '关于我们', '/iframe/61', 'route', [
    item(61, '校友会章程', '/pages/charter.html', 'iframe'),
    item(62, '学校官网', 'http://www.bjcc.edu.cn/', 'external'),
    item(63, '校友问卷', 'https://forms.bjcc.edu.cn/survey', 'iframe'),
  ]),
];

const queryClient = new QueryClient();
const router = createAppRouter(queryClient, createSession(queryClient));
/** The portal's own answer, as the menu asks it: whether the router has a route for a pathname. */
const isRoute = (pathname: string) => router.getMatchedRoutes(pathname)[2] !== undefined;

describe('menuTarget', () => {
  it.each([
    // A path of this site the router has no route for (a spec item has no openType, so 'route' is derived): framed.
    [item(61, 'a', '/pages/charter.html'), { kind: 'iframe', href: '/iframe/61' }],
    [item(7, 'a', '/pages/charter.html?v=2#art3'), { kind: 'iframe', href: '/iframe/7' }],
    [item(7, 'a', '/no/such/page'), { kind: 'iframe', href: '/iframe/7' }],
    [item(7, 'a', '/'), { kind: 'route', href: '/' }],
    [item(7, 'a', '/iframe/61'), { kind: 'route', href: '/iframe/61' }],
    [item(7, 'a', '/article/newDetails/3'), { kind: 'route', href: '/article/newDetails/3' }],
    [item(7, 'a', '/my/message'), { kind: 'route', href: '/my/message' }],
    [item(1, 'a', '/article/collegeNews'), { kind: 'route', href: '/article/collegeNews' }],
    [item(1, 'a', '/services/organization?kind=regional'), { kind: 'route', href: '/services/organization?kind=regional' }],
    [item(1, 'a', 'http://www.bjcc.edu.cn/', 'external'), { kind: 'external', href: 'http://www.bjcc.edu.cn/' }],
    [item(1, 'a', 'https://x.org/a', 'route'), { kind: 'external', href: 'https://x.org/a' }],
    [item(61, 'a', '/pages/charter.html', 'iframe'), { kind: 'iframe', href: '/iframe/61' }],
    [item(1, 'a', 'javascript:alert(1)', 'external'), { kind: 'none' }],
    [item(1, 'a', 'javascript:alert(1)', 'iframe'), { kind: 'none' }],
    [item(1, 'a', 'data:text/html,x'), { kind: 'none' }],
    [item(1, 'a', '//evil.com/x'), { kind: 'none' }],
    [item(1, 'a', '/.//evil.com/x'), { kind: 'none' }],
    [item(1, 'a', '/\\evil.com/x'), { kind: 'none' }],
    [item(1, 'a', ''), { kind: 'none' }],
    [item(1, 'a', 'https://forms.x.edu/a', 'iframe'), { kind: 'iframe', href: '/iframe/1' }],
    // A frame of the iframe page itself would nest without end; '/.//host' is the path '//host'.
    [item(1, 'a', '/iframe/1', 'iframe'), { kind: 'none' }],
    [item(1, 'a', '/.//evil.com/x', 'iframe'), { kind: 'none' }],
    [item(1, 'a', '/\\evil.com/x', 'iframe'), { kind: 'none' }],
  ])('%o -> %o', (menuItem, expected) => {
    expect(menuTarget(menuItem, origin, isRoute)).toEqual(expected);
  });
});

describe('itemsThatFit (the header keeps these top items, the rest go under 更多)', () => {
  // Six items of 100 px with 4 px gaps span 620 px; 更多 is 70 px wide.
  const six = [100, 100, 100, 100, 100, 100];
  it.each([
    ['all fit with room to spare', six, 800, 6],
    ['all fit exactly', six, 620, 6],
    ['a rounding half pixel short still fits', six, 619.6, 6],
    ['one pixel short: the last goes, with room for 更多', six, 619, 5],
    ['更多 needs its own room: 5 items and 更多 span 590 px', six, 589, 4],
    ['room for 更多 alone', six, 80, 0],
    ['no room at all (the menu is hidden on a phone): nothing decided', six, 0, 6],
    ['an item never laid out keeps every item, to be measured', [100, undefined, 100], 150, 3],
    ['wide and narrow items: the first that overflow go, in order', [300, 40, 40, 300], 500, 3],
    ['no items', [], 300, 0],
  ] as const)('%s', (_, widths, available, expected) => {
    expect(itemsThatFit(widths, available, 4, 70)).toBe(expected);
  });
});

describe('routeMeta', () => {
  it.each([
    ['/', '首页'],
    ['/article/collegeNews', '学校新闻'],
    ['/article/newDetails/5', '学校新闻'],
    ['/article/activityDetails/2', '校友活动'],
    ['/nowhere', undefined],
  ])('%s -> %s', (path, name) => {
    expect(routeMeta(menus, path)?.name).toBe(name);
  });
  it('prefers the item linking exactly this address over siblings with other queries', () => {
    const org: MenuItem[] = [
      item(30, '校友组织', '/services/organization', 'route', [
        item(31, '地方校友会', '/services/organization?kind=regional'),
        item(33, '兴趣协会', '/services/organization?kind=interest'),
      ]),
    ];
    expect(routeMeta(org, '/services/organization')?.name).toBe('校友组织');
    expect(routeMeta(org, '/services/organization', undefined, '?kind=regional')?.name).toBe('地方校友会');
    expect(routeMeta(org, '/article/organizationDetails/4')?.name).toBe('校友组织');
  });
  it('takes an iframe page title from its menu item', () => {
    expect(routeMeta(menus, '/iframe/61', 61)).toEqual({ id: 61, name: '校友会章程', linkUrl: '/pages/charter.html' });
  });
});

describe('resolveFrameUrl', () => {
  it.each([
    // A crafted ?url= frames this site and the hosts the menu frames, never a stranger's page.
    [{ url: 'https://example.org/page' }, null],
    [{ url: '//example.org/page' }, null],
    [{ url: 'http://localhost:8080@example.org/' }, null],
    [{ url: 'https://forms.bjcc.edu.cn/other' }, 'https://forms.bjcc.edu.cn/other'],
    [{ url: 'http://www.bjcc.edu.cn/' }, null],
    [{ url: '/pages/charter.html' }, 'http://localhost:8080/pages/charter.html'],
    [{ url: '/.//example.org/page' }, null],
    [{ url: '/iframe?url=/pages/charter.html' }, null],
    [{ url: 'javascript:alert(1)' }, null],
    [{ url: 'data:text/html;base64,PHNjcmlwdD4=' }, null],
    [{ url: 'JaVaScRiPt:alert(1)' }, null],
    [{ url: ' java\tscript:alert(1)' }, null],
    [{ url: 'file:///etc/passwd' }, null],
    [{ id: '61' }, 'http://localhost:8080/pages/charter.html'],
    [{ id: '63' }, 'https://forms.bjcc.edu.cn/survey'],
    [{ id: '60' }, null],
    [{ id: '99' }, null],
    [{ id: 'abc' }, null],
    [{}, null],
  ])('%o -> %s', (input, expected) => {
    expect(resolveFrameUrl({ ...input, menus, origin })).toBe(expected);
  });
});

describe('safe URLs', () => {
  it.each([
    ['/my/message', '/my/message'],
    ['/a?b=1#c', '/a?b=1#c'],
    ['//evil.com', '/'],
    ['/\\evil.com', '/'],
    ['https://evil.com/', '/'],
    // Dot segments normalise to the path '//evil.com', which history would read as another host.
    ['/.//evil.com/', '/'],
    ['/..//evil.com/', '/'],
    ['/a/../..//evil.com', '/'],
    ['/%2F%2Fevil.com', '/%2F%2Fevil.com'],
    ['/\t/evil.com', '/'],
    ['javascript:alert(1)', '/'],
    ['', '/'],
    [undefined, '/'],
  ])('redirect %s -> %s', (raw, expected) => {
    expect(safeRedirectPath(raw, origin)).toBe(expected);
  });
  it.each([
    ['/media/a.svg', 'http://localhost:8080/media/a.svg'],
    ['https://api.x.edu/uploads/a.png', 'https://api.x.edu/uploads/a.png'],
    ['https://evil.com/pixel.gif', null],
    ['//evil.com/pixel.gif', null],
    ['/\\evil.com/pixel.gif', null],
    ['/.//evil.com/pixel.gif', null],
    ['http://localhost:8080@evil.com/a.png', null],
    ['data:image/svg+xml,<svg onload=alert(1)>', null],
    ['javascript:alert(1)', null],
  ])('image %s -> %s', (raw, expected) => {
    expect(safeImageUrl(raw, [origin, 'https://api.x.edu'])).toBe(expected);
  });
  it.each([
    ['/dev/pay?orderNo=1', '/dev/pay?orderNo=1'],
    ['http://localhost:8080/a#b', '/a#b'],
    ['https://pay.example.com/x', 'https://pay.example.com/x'],
    ['//pay.example.com/x', 'http://pay.example.com/x'],
    // The path '//evil.com' on this site would be read as another host, yet is not one: neither.
    ['/.//evil.com/x', null],
    ['/\\evil.com', null],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
  ])('web link %s -> %s', (raw, expected) => {
    expect(webHref(raw, origin)).toBe(expected);
  });
  it('reads the origin of an absolute API base only', () => {
    expect(originOf('https://api.x.edu/api')).toBe('https://api.x.edu');
    expect(originOf('/api')).toBeNull();
    expect(originOf('javascript:alert(1)')).toBeNull();
  });
  it('accepts only http(s) links', () => {
    expect(safeHttpUrl('https://a.b/c', origin)).toBe('https://a.b/c');
    expect(safeHttpUrl('mailto:a@b.c', origin)).toBeNull();
    expect(safeHttpUrl('vbscript:x', origin)).toBeNull();
  });
});

describe('search and params parsing', () => {
  it.each([
    [undefined, 1],
    ['3', 3],
    [3, 3],
    ['0', 1],
    ['-2', 1],
    ['1.5', 1],
    ['abc', 1],
    ['999999999', 1],
  ])('page %s -> %s', (v, n) => {
    expect(parsePage(v)).toBe(n);
  });
  it.each([
    ['5', 5],
    ['0', undefined],
    ['05', undefined],
    ['abc', undefined],
    ['1 or 1=1', undefined],
    ['99999999999', undefined],
  ])('id %s -> %s', (v, n) => {
    expect(parseId(v)).toBe(n);
  });
});

describe('error page copy', () => {
  it.each([
    ['404', '访问的页面不存在'],
    [404, '访问的页面不存在'],
    ['500', '出错了'],
    [undefined, '出错了'],
    ['abc', '出错了'],
  ])('%s -> %s', (to, title) => {
    expect(errorCopy(to).title).toBe(title);
  });
});

describe('layout choice', () => {
  it.each([
    ['/wxMpQrCodeRedirect', {}, true],
    ['/', { pop: true }, true],
    ['/', { pop: 'true' }, true],
    ['/', { pop: 'false' }, false],
    ['/article/collegeNews', {}, false],
  ])('%s %o -> fullscreen %s', (path, search, expected) => {
    expect(isFullscreen(path, search, ['/wxMpQrCodeRedirect'])).toBe(expected);
  });
});

describe('dictionaries', () => {
  const dicts = [
    {
      dictType: 'site_contact',
      dataList: [
        { dictValue: 'phone', dictLabel: '0571' },
        { dictValue: 'email', dictLabel: 'a@x' },
        { dictValue: 'email', dictLabel: 'b@x' },
      ],
    },
    { dictType: 'site_info', dataList: [{ dictValue: 'name', dictLabel: '滨江城市学院' }] },
  ];
  it('reads labels by type and value', () => {
    expect(dictLabel(dicts, 'site_contact', 'phone')).toBe('0571');
    expect(dictLabels(dicts, 'site_contact', 'email')).toEqual(['a@x', 'b@x']);
    expect(dictLabel(dicts, 'missing', 'x')).toBe('');
    expect(siteInfo(dicts).name).toBe('滨江城市学院');
  });
});

describe('dates in China Standard Time', () => {
  it('formats whatever the zone of the instant', () => {
    expect(formatDate('2026-11-04T17:30:00Z')).toBe('2026-11-05');
    expect(formatDateTime('2026-11-05T06:05:00Z')).toBe('2026-11-05 14:05');
    expect(dateBadge('2026-12-31T16:00:00Z')).toEqual({ day: '01', yearMonth: '2027-01' });
  });
  it('agrees with the ICU time zone database on instants from 1992 to 2040', () => {
    const icu = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Shanghai',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const from = Date.parse('1992-01-01T00:00:00Z');
    const to = Date.parse('2040-12-31T00:00:00Z');
    for (let i = 0; i < 2000; i++) {
      const ms = from + Math.floor(((to - from) * i) / 2000) + i * 7_919_000;
      const p = Object.fromEntries(icu.formatToParts(ms).map((x) => [x.type, x.value]));
      const iso = new Date(ms).toISOString();
      expect(formatDateTime(iso), iso).toBe(`${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`);
      expect(formatDate(iso), iso).toBe(`${p.year}-${p.month}-${p.day}`);
    }
  });
  it('shows nothing for a string that is not a date, rather than failing the page', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(dateBadge('2026-13-45')).toEqual({ day: '', yearMonth: '' });
  });
  it.each([
    [Date.parse('2026-11-01T00:00:00Z'), 'open'],
    [Date.parse('2026-11-11T00:00:00Z'), 'closed'],
    [Date.parse('2026-11-20T02:00:00Z'), 'ongoing'],
    [Date.parse('2026-11-21T00:00:00Z'), 'ended'],
  ])('activity phase at %s is %s', (now, phase) => {
    const a = { signupDeadline: '2026-11-10T00:00:00Z', startTime: '2026-11-20T00:00:00Z', endTime: '2026-11-20T10:00:00Z' };
    expect(activityPhase(a, now)).toBe(phase);
  });
});

describe('pagination window', () => {
  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 3, null, 10]],
    [6, 12, [1, null, 4, 5, 6, 7, 8, null, 12]],
    [12, 12, [1, null, 10, 11, 12]],
  ])('page %s of %s', (current, pages, expected) => {
    expect(pageWindow(current, pages)).toEqual(expected);
  });
});

describe('cache helper', () => {
  it('prefixes keys with v1@ in local storage by default and session storage on request', () => {
    cache.set('CacheToken', { token: 't' });
    expect(localStorage.getItem('v1@CacheToken')).toBe('{"token":"t"}');
    expect(cache.get('CacheToken')).toEqual({ token: 't' });
    cache.set('LoginState', 'abc', 'session');
    expect(sessionStorage.getItem('v1@LoginState')).toBe('"abc"');
    expect(cache.get('LoginState')).toBeUndefined();
    cache.remove('CacheToken');
    expect(cache.get('CacheToken')).toBeUndefined();
  });
  it('keeps a value whose write failed (quota exceeded) for the rest of the page, and writes through again later', () => {
    const full = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      cache.set('CacheToken', { token: 'q' });
      expect(localStorage.getItem('v1@CacheToken')).toBeNull();
      expect(cache.get('CacheToken')).toEqual({ token: 'q' });
    } finally {
      full.mockRestore();
    }
    cache.set('CacheToken', { token: 'r' });
    expect(localStorage.getItem('v1@CacheToken')).toBe('{"token":"r"}');
    expect(cache.get('CacheToken')).toEqual({ token: 'r' });
    cache.remove('CacheToken');
    expect(cache.get('CacheToken')).toBeUndefined();
  });
  it('works where touching storage at all throws (site data blocked)', () => {
    const blocked = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    try {
      expect(cache.get('LoginState', 'session')).toBeUndefined();
      cache.set('LoginState', 'AbCdE12345', 'session');
      expect(cache.get('LoginState', 'session')).toBe('AbCdE12345');
      cache.remove('LoginState', 'session');
      expect(cache.get('LoginState', 'session')).toBeUndefined();
    } finally {
      blocked.mockRestore();
    }
  });
  it('answers undefined for a corrupt value', () => {
    localStorage.setItem('v1@Broken', '{not json');
    expect(cache.get('Broken')).toBeUndefined();
  });
});

describe('login address', () => {
  it('makes a 10-character state of letters and digits', () => {
    for (let i = 0; i < 50; i++) expect(randomState()).toMatch(/^[A-Za-z0-9]{10}$/);
  });
  it('builds the QR connect address with every parameter', () => {
    const href = buildLoginAddress({
      loginAddress: 'https://open.weixin.qq.com/connect/qrconnect',
      appId: 'wx1',
      origin,
      redirectPath: '/my',
      state: 'AbC123xYz9',
    });
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe('https://open.weixin.qq.com/connect/qrconnect');
    expect(url.searchParams.get('appid')).toBe('wx1');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:8080/wxMpQrCodeRedirect?redirect_url=%2Fmy');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe('snsapi_login');
    expect(url.searchParams.get('state')).toBe('AbC123xYz9');
    expect(url.hash).toBe('#wechat_redirect');
  });
});

describe('brand ramp', () => {
  it('puts the brand colour at step 80 and lightens upwards', () => {
    const ramp = brandRamp('#0F4C81') as unknown as Record<number, string>;
    expect(ramp[80]).toBe('#0F4C81');
    expect(Object.keys(ramp)).toHaveLength(16);
    const lum = (hex: string) => parseInt(hex.slice(1, 3), 16) + parseInt(hex.slice(3, 5), 16) + parseInt(hex.slice(5, 7), 16);
    expect(lum(ramp[10])).toBeLessThan(lum(ramp[80]));
    expect(lum(ramp[160])).toBeGreaterThan(lum(ramp[120]));
  });
});
