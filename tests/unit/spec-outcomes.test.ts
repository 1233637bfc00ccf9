import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp, http } from '../../src/api/http.ts';
import { toNoticeTotal } from '../../src/api/site-shapes.ts';
import { errorThenHome } from '../../src/layouts/errors/errorThenHome.ts';
import { outsideFrameUrl } from '../../src/features/iframe/frame-url.ts';
import { notify, onNotify, type Notice } from '../../src/lib/notify.ts';

const toasts: Notice[] = [];
let unsubscribe: () => void;
beforeEach(() => {
  toasts.length = 0;
  unsubscribe = onNotify((n) => toasts.push(n));
  // As src/app/start.tsx wires it in the browser: the client's failures reach notify().
  configureHttp({ notify });
});
afterEach(() => {
  unsubscribe();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("errorThenHome: spec section 8's error toast, then home after 2 s", () => {
  it('toasts at once and goes home when the toast has had its 2000 ms, not before', () => {
    vi.useFakeTimers();
    const home = vi.fn();
    errorThenHome('内容不存在', home);
    expect(toasts).toEqual([{ intent: 'error', text: '内容不存在', timeout: 2000 }]);
    vi.advanceTimersByTime(1999);
    expect(home).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(home).toHaveBeenCalledTimes(1);
  });

  it('a reader who has left before then is not taken home', () => {
    vi.useFakeTimers();
    const home = vi.fn();
    const cancel = errorThenHome('内容不存在', home);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(home).not.toHaveBeenCalled();
  });
});

describe('http: statuses the caller handles raise no toast of their own', () => {
  it.each([
    [[404], 404, 0],
    [undefined, 404, 1],
    [[404], 500, 1],
  ] as const)('handles %j, answer %i: %i toast(s)', async (handles, status, count) => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(new Response(JSON.stringify({ code: status, msg: 'x', data: null }), { status })));
    await expect(http.get('/alumnews/1', undefined, { handles })).rejects.toMatchObject({ status });
    expect(toasts.length).toBe(count);
  });
});

describe('toNoticeTotal: the notice total whatever shape the backend gives it (the spec does not say)', () => {
  const latest = { id: 3, title: '关于校庆的通知', publishedAt: '2026-10-01T00:00:00Z' };
  it.each([
    ['the reference shape', { total: 5, latest }, { total: 5, latest }],
    ['a bare count', 7, { total: 7, latest: null }],
    ['a count without the latest', { total: 2 }, { total: 2, latest: null }],
    ['a latest without a title', { total: 1, latest: { id: 1 } }, { total: 1, latest: null }],
    ['nothing', null, { total: 0, latest: null }],
  ])('%s', (_case, data, expected) => {
    expect(toNoticeTotal(data)).toEqual(expected);
  });
});

describe('outsideFrameUrl: /iframe?url= for a host not framed becomes a link to open in a new tab', () => {
  const origin = 'https://alumni.example.edu.cn';
  it.each([
    ['https://elsewhere.example/a?b=1', 'https://elsewhere.example/a?b=1'],
    ['http://elsewhere.example', 'http://elsewhere.example/'],
    ['javascript:alert(1)', null],
    ['data:text/html,<b>x</b>', null],
    ['//elsewhere.example/a', null],
    ['/article/collegeNews', null],
    ['https://alumni.example.edu.cn/iframe?url=x', null],
    [undefined, null],
    [42, null],
  ])('%s → %s', (url, expected) => {
    expect(outsideFrameUrl(url, origin)).toBe(expected);
  });
});
