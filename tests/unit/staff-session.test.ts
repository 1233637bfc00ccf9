// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sectionsFor } from '../../src/features/admin/shell/sections.ts';
import { consoleSectionIds } from '../../src/shared/admin/sections.ts';
import { buildRequest, configureHttp, http } from '../../src/api/http.ts';
import { isStaffUrl, tokenFor } from '../../src/api/token-choice.ts';
import { cache } from '../../src/lib/storage.ts';
import { consoleReturnPath, decideStaffAccess } from '../../src/session/staff-access.ts';
import { clearStaffToken, readStaffToken, saveStaffToken } from '../../src/session/staff-token.ts';
import { readToken } from '../../src/session/token.ts';
import type { StaffRole } from '../../src/shared/admin/roles.ts';

const tokens = { alumni: 'alumni-token', staff: 'staff-token' };

describe('which token a request carries', () => {
  it.each([
    ['/admin/me', 'staff-token'],
    ['/admin/login', 'staff-token'],
    ['/admin/otp/setup', 'staff-token'],
    ['/admin', 'staff-token'],
    ['/admin?x=1', 'staff-token'],
    ['/alumnews/list', 'alumni-token'],
    ['/alumuser/info', 'alumni-token'],
    ['/login/logout', 'alumni-token'],
    // Only the console's own API: a path that merely begins with the letters is the portal's.
    ['/administration/list', 'alumni-token'],
    ['/adminx/me', 'alumni-token'],
    ['/alumnews/admin/1', 'alumni-token'],
  ])('%s carries the %s', (url, expected) => {
    expect(tokenFor(url, tokens)).toBe(expected);
  });

  it.each([
    ['/admin/me', { alumni: 'alumni-token', staff: undefined }],
    ['/alumnews/list', { alumni: undefined, staff: 'staff-token' }],
  ])('%s carries no token when its own is missing, never the other one', (url, given) => {
    expect(tokenFor(url, given)).toBeUndefined();
  });

  it('isStaffUrl', () => {
    expect(isStaffUrl('/admin/login/demo')).toBe(true);
    expect(isStaffUrl('/api/admin/me')).toBe(false); // paths are relative to the API base
  });
});

describe('the http client with both sessions signed in', () => {
  const unauthorized = vi.fn();
  const staffUnauthorized = vi.fn();
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    localStorage.clear();
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    unauthorized.mockReset();
    staffUnauthorized.mockReset();
    configureHttp({ token: readToken, staffToken: readStaffToken, onUnauthorized: unauthorized, onStaffUnauthorized: staffUnauthorized });
    cache.set('CacheToken', { token: 'alumni-token', userType: 'alumni', alumUserStatus: 'verified' });
    saveStaffToken('staff-token');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    configureHttp({ staffToken: () => undefined, onStaffUnauthorized: () => {} });
  });

  it('sends each token to its own API only', () => {
    expect(buildRequest('get', '/admin/me', {}).headers.Authorization).toBe('Bearer staff-token');
    expect(buildRequest('get', '/alumuser/info', {}).headers.Authorization).toBe('Bearer alumni-token');
    clearStaffToken();
    expect(buildRequest('get', '/admin/me', {}).headers.Authorization).toBeUndefined();
  });

  it('keeps the staff token under v1@AdminToken, apart from the login record', () => {
    expect(JSON.parse(localStorage.getItem('v1@AdminToken')!)).toBe('staff-token');
    clearStaffToken();
    expect(localStorage.getItem('v1@AdminToken')).toBeNull();
    expect(readToken()).toBe('alumni-token');
  });

  it('a 401 from the console API ends the staff session only; one from elsewhere the alumni session only', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ code: 401, msg: '', data: null }), { status: 401 }));
    await expect(http.get('/admin/me', undefined, { silent: true })).rejects.toMatchObject({ status: 401 });
    expect(staffUnauthorized).toHaveBeenCalledTimes(1);
    expect(unauthorized).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ code: 401, msg: '', data: null }), { status: 401 }));
    await expect(http.get('/alumuser/info', undefined, { silent: true })).rejects.toMatchObject({ status: 401 });
    expect(unauthorized).toHaveBeenCalledTimes(1);
    expect(staffUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe("the console layout's guard", () => {
  const me = (mustChangePassword: boolean, otpRequired: boolean) => ({ mustChangePassword, otpRequired });
  it.each([
    ['nobody signed in', undefined, '/admin', 'login'],
    ['nobody signed in, at the account page', undefined, '/admin/account', 'login'],
    ['a password set by someone else', me(true, false), '/admin', 'change-password'],
    ['a password set by someone else, at the account page', me(true, false), '/admin/account', 'allow'],
    ['a password set by someone else and no second factor', me(true, true), '/admin/content/news', 'change-password'],
    ['a second factor required and missing', me(false, true), '/admin', 'setup-otp'],
    ['a second factor required and missing, at the account page', me(false, true), '/admin/account/', 'allow'],
    ['all done', me(false, false), '/admin', 'allow'],
    ['all done, deeper', me(false, false), '/admin/staff', 'allow'],
  ] as const)('%s: %s -> %s', (_, who, pathname, expected) => {
    expect(decideStaffAccess(who, pathname).kind).toBe(expected);
  });
});

describe('where the console returns after signing in', () => {
  it.each([
    [undefined, '/admin'],
    ['', '/admin'],
    ['/admin/account', '/admin/account'],
    ['/admin/content/news?page=2#top', '/admin/content/news?page=2#top'],
    ['/admin', '/admin'],
    ['/admin/login?redirect=/admin', '/admin'],
    ['/my/message', '/admin'],
    ['https://evil.example/admin', '/admin'],
    ['//evil.example/admin', '/admin'],
    ['/\\evil.example/admin', '/admin'],
    ['javascript:alert(1)', '/admin'],
    ['/admin/../my', '/admin'],
    ['/administration', '/admin'],
    [42, '/admin'],
  ])('%s -> %s', (raw, expected) => {
    expect(consoleReturnPath(raw)).toBe(expected);
  });
});

describe('the sections a member of staff is shown', () => {
  it.each([
    [['admin'], null, ['review', 'alumni', 'events', 'donations', 'notices', 'content', 'site', 'staff', 'audit', 'erasures']],
    [['admin'], 3, ['review', 'alumni', 'events', 'donations', 'notices', 'content', 'site', 'organization', 'staff', 'audit', 'erasures']],
    [['editor'], null, ['events', 'notices', 'content', 'site']],
    [['reviewer'], null, ['review', 'alumni', 'events', 'donations', 'notices', 'erasures']],
    [['orgadmin'], 3, ['organization']],
    [['orgadmin'], null, []],
    [['editor', 'orgadmin'], 3, ['events', 'notices', 'content', 'site', 'organization']],
    [['editor', 'orgadmin'], null, ['events', 'notices', 'content', 'site']],
    [[], 3, []],
  ] as Array<[StaffRole[], number | null, string[]]>)('%j, organisation %s -> %j', (roles, organizationId, expected) => {
    expect(consoleSectionIds(roles, organizationId)).toEqual(expected);
    expect(sectionsFor(consoleSectionIds(roles, organizationId)).map((s) => s.id)).toEqual(expected);
  });
});
