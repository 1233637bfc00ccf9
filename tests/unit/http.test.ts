// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { statusMessage } from '../../src/api/errors.ts';
import { buildRequest, configureHttp, http, requestEnvelope } from '../../src/api/http.ts';
import { ApiError } from '../../src/lib/api-error.ts';
import { notify, onNotify, type Notice } from '../../src/lib/notify.ts';
import { isOnline } from '../../src/lib/online.ts';
import { cache } from '../../src/lib/storage.ts';
import { readToken } from '../../src/session/token.ts';

const toasts: Notice[] = [];
let unsubscribe: () => void;
let fetchMock: ReturnType<typeof vi.fn>;
const unauthorized = vi.fn();

/** The ApiError a call rejects with (and a failed test if it resolves). */
const failure = (call: Promise<unknown>): Promise<ApiError> =>
  call.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: ApiError) => e,
  );

function answer(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
}

beforeEach(() => {
  toasts.length = 0;
  unsubscribe = onNotify((n) => toasts.push(n));
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  // What src/app/start.tsx hands the client in the browser.
  configureHttp({ token: readToken, notify, online: isOnline, onUnauthorized: unauthorized });
  unauthorized.mockReset();
  localStorage.clear();
});
afterEach(() => {
  unsubscribe();
  vi.unstubAllGlobals();
});

describe('statusMessage: the spec section 8 table, word for word', () => {
  it.each([
    [400, '请求参数错误'],
    [401, '账号已过期，请重新登录'],
    [403, '拒绝访问'],
    [404, '请求地址出错/api/x'],
    [408, '请求超时'],
    [500, 'API接口报500错误'],
    [501, '服务未实现'],
    [502, '网关错误'],
    [503, '服务不可用'],
    [504, '网关超时'],
    [505, 'HTTP版本不受支持'],
    [418, '接口错误'],
    [599, '接口错误'],
    [undefined, 'API接口报500错误'],
    [0, 'API接口报500错误'],
  ])('%s -> %s', (status, text) => {
    expect(statusMessage(status, '/api/x')).toBe(text);
  });
});

describe('request building', () => {
  it('sends X-Requested-With, a request-start time and _t on GET', () => {
    const req = buildRequest('get', '/alumnews/list', { params: { pageNum: 2, empty: undefined } }, 1700000000000);
    expect(req.headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(req.headers['X-Request-Start']).toBe('1700000000000');
    expect(req.params).toEqual({ pageNum: '2', _t: '1700000000000' });
    expect(req.data).toBeUndefined();
    expect(req.headers.Authorization).toBeUndefined();
  });

  it('adds the token from the cached login record when one is stored', () => {
    cache.set('CacheToken', { token: 'abc123', userType: 'alumni', alumUserStatus: 'verified' });
    expect(localStorage.getItem('v1@CacheToken')).toContain('abc123');
    expect(buildRequest('get', '/x', {}).headers.Authorization).toBe('Bearer abc123');
  });

  it('serialises form-encoded bodies as a query string', () => {
    const req = buildRequest('post', '/x', { data: { a: '1', b: '中 文' }, form: true });
    expect(req.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(req.data).toBe('a=1&b=%E4%B8%AD+%E6%96%87');
    expect(req.params._t).toBeUndefined();
  });

  it('sends JSON for POST and PUT and a body with DELETE', async () => {
    for (const [method, call] of [
      ['POST', () => http.post('/x', { a: 1 })],
      ['PUT', () => http.put('/x', { a: 1 })],
      ['DELETE', () => http.delete('/x', { a: 1 })],
    ] as const) {
      answer(200, { code: 0, msg: 'ok', data: null });
      await call();
      const [url, init] = fetchMock.mock.calls.at(-1)!;
      expect(init.method).toBe(method);
      expect(init.body).toBe('{"a":1}');
      expect(init.headers['content-type']).toBe('application/json');
      expect(String(url)).not.toContain('_t=');
    }
  });

  it('GET goes to the configured base with _t', async () => {
    answer(200, { code: 0, msg: 'ok', data: [1] });
    await expect(http.get('/alumnews/list', { pageNum: 1 })).resolves.toEqual([1]);
    expect(String(fetchMock.mock.calls[0][0])).toMatch(/^\/api\/alumnews\/list\?pageNum=1&_t=\d+$/);
  });
});

describe('envelope handling', () => {
  it('resolves data for code 0 and raises no toast', async () => {
    answer(200, { code: 0, msg: '操作成功', data: { x: 1 } });
    await expect(http.get('/x')).resolves.toEqual({ x: 1 });
    expect(toasts).toEqual([]);
  });

  it('treats any 2xx as success', async () => {
    answer(201, { code: 0, msg: '', data: 'made' });
    await expect(http.post('/x')).resolves.toBe('made');
  });

  it('shows msg as an error toast and rejects for a code other than 0', async () => {
    answer(200, { code: 500123, msg: '活动名额已满', data: null });
    const error = await failure(http.post('/x'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe(500123);
    expect(toasts).toEqual([{ intent: 'error', text: '活动名额已满', timeout: 2000 }]);
  });

  it.each([0, 10005, 10022, 10010])('passes login code %s through to the caller without a toast', async (code) => {
    answer(200, { code, msg: 'm', data: null });
    const envelope = await requestEnvelope('post', '/login/wxMpQrCodeLogin', { data: {}, passCodes: [0, 10005, 10022, 10010] });
    expect(envelope.code).toBe(code);
    expect(toasts).toEqual([]);
  });

  it('envelope code 401 logs out and rejects', async () => {
    answer(200, { code: 401, msg: '登录已失效', data: null });
    await expect(http.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(unauthorized).toHaveBeenCalledOnce();
    expect(toasts[0].text).toBe('登录已失效');
  });

  it('HTTP 401 logs out with the catalogue text', async () => {
    answer(401, { code: 401, msg: 'unauthorised', data: null });
    await expect(http.get('/x')).rejects.toMatchObject({ status: 401 });
    expect(unauthorized).toHaveBeenCalledOnce();
    expect(toasts[0].text).toBe('账号已过期，请重新登录');
  });

  it.each([403, 404, 500, 502, 503, 504])('HTTP %s toasts the catalogue text', async (status) => {
    answer(status, 'oops');
    const error = await failure(http.get('/y'));
    expect(error.status).toBe(status);
    expect(toasts[0].text).toBe(statusMessage(status, '/api/y'));
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('a 400 keeps the server sentence and field for the form, and toasts the catalogue text', async () => {
    answer(400, { code: 400, msg: '参数 pageSize 不能大于 50', data: { field: 'pageSize' } });
    const error = await failure(http.get('/y'));
    expect(error.message).toBe('参数 pageSize 不能大于 50');
    expect(error.field).toBe('pageSize');
    expect(toasts[0].text).toBe('请求参数错误');
  });

  it('a caller asking for the server words of a status toasts and raises the server sentence for it only', async () => {
    answer(409, { code: 409, msg: '本站暂未开通从网页打开学校小程序', data: null });
    const error = await failure(http.post('/z', {}, { serverWords: [409, 502] }));
    expect(error.status).toBe(409);
    expect(error.message).toBe('本站暂未开通从网页打开学校小程序');
    expect(toasts[0].text).toBe('本站暂未开通从网页打开学校小程序');
    answer(503, { code: 503, msg: 'busy', data: null });
    await failure(http.post('/z', {}, { serverWords: [409, 502] }));
    expect(toasts[1].text).toBe('服务不可用');
  });

  it('a network failure without a status counts as 500', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await failure(http.get('/y'));
    expect(error.status).toBe(500);
    expect(toasts[0].text).toBe('API接口报500错误');
  });

  it('a timeout answers 408 请求超时, and the timeout is 30000 ms', async () => {
    const timeoutSpy = vi.spyOn(AbortSignal, 'timeout');
    fetchMock.mockRejectedValueOnce(new DOMException('timed out', 'TimeoutError'));
    const error = await failure(http.get('/y'));
    expect(error.status).toBe(408);
    expect(toasts[0].text).toBe('请求超时');
    expect(timeoutSpy).toHaveBeenCalledWith(30000);
  });

  it('a 2xx without an envelope is an error, not data', async () => {
    answer(200, '<html>proxy page</html>');
    await expect(http.get('/y')).rejects.toBeInstanceOf(ApiError);
    expect(toasts[0].text).toBe('API接口报500错误');
  });

  it.each([
    ['plain text', 'Internal Server Error'],
    ['an HTML page', '<!doctype html><html><body>维护中</body></html>'],
    ['JSON without code', { msg: 'ok', data: [] }],
    ['a code that is not a number', { code: '0', msg: 'ok', data: [] }],
  ])('a 200 with %s is the catalogue 500, not data', async (_, body) => {
    answer(200, body);
    const error = await failure(http.get('/y'));
    expect(error).toMatchObject({ status: 200, code: 500, message: 'API接口报500错误' });
    expect(toasts.map((t) => t.text)).toEqual(['API接口报500错误']);
  });

  it('an error msg that is not text toasts the catalogue text instead', async () => {
    answer(200, { code: 1, msg: { detail: 'x' }, data: null });
    const error = await failure(http.get('/y'));
    expect(error.message).toBe('接口错误');
    expect(toasts.map((t) => t.text)).toEqual(['接口错误']);
  });

  it('a void answer without data resolves to null', async () => {
    answer(200, { code: 0, msg: '操作成功' });
    await expect(http.post('/x')).resolves.toBeNull();
  });

  it.each([
    [500, { code: 500, msg: 'NullPointerException at com.x', data: null }, 'API接口报500错误'],
    [502, '<html><body>Bad Gateway</body></html>', '网关错误'],
    [503, { code: 503, msg: '系统维护中', data: null }, '服务不可用'],
    [504, '', '网关超时'],
  ])("HTTP %s with or without an envelope toasts the catalogue text, never the server's words", async (status, body, text) => {
    answer(status, body);
    const error = await failure(http.get('/y'));
    expect(error).toMatchObject({ status, message: text });
    expect(toasts.map((t) => t.text)).toEqual([text]);
  });

  it('silent calls raise no toast', async () => {
    answer(500, 'x');
    await expect(http.get('/y', undefined, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(toasts).toEqual([]);
  });
});

describe('downloads', () => {
  it.each([
    [429, { code: 429, msg: '每小时最多下载 3 次我的数据，请 42 分钟后再试', data: null }, '每小时最多下载 3 次我的数据，请 42 分钟后再试'],
    [400, { code: 400, msg: '文件格式不正确', data: { field: 'format' } }, '文件格式不正确'],
    [403, { code: 403, msg: 'Forbidden by rule X', data: null }, '拒绝访问'],
    [500, { code: 500, msg: 'NullPointerException at com.x', data: null }, 'API接口报500错误'],
  ])("HTTP %s: the rate limit's and a refused input's own words, else the catalogue's", async (status, body, text) => {
    answer(status, body);
    const error = await failure(http.download('/alumuser/dataExport', undefined, 'x.zip'));
    expect(error).toMatchObject({ status, message: text });
    expect(toasts.map((t) => t.text)).toEqual([text]);
  });
});
