import { describe, expect, it } from 'vitest';
import { HINT_SEEN_COOKIE, hintOpensBySelf, hintSeen, hintSeenCookie } from '../../src/layouts/mobile-hint.ts';

describe('hintOpensBySelf: the 提示 dialog once per device, never over what the reader came for', () => {
  const first = { pathname: '/', seen: false, elderMode: false, dialogShown: false };
  it.each([
    ['a first page on this device', {}, true],
    ['a page deeper in', { pathname: '/article/collegeNews' }, true],
    ['seen on this device before', { seen: true }, false],
    ['长辈模式 (no pop-ups)', { elderMode: true }, false],
    ['请先登录 on screen (a first guarded visit)', { dialogShown: true }, false],
    ['a card being verified', { pathname: '/card/verify' }, false],
    ['under /card/', { pathname: '/card/verify/x' }, false],
    ['a path that only starts like it', { pathname: '/cards' }, true],
    ['捐赠订单 being paid (issue 48: it covered 前往微信支付)', { pathname: '/my/donation/12' }, false],
    ['the list of 我的捐赠', { pathname: '/my/donation' }, true],
  ])('%s', (_, change, opens) => expect(hintOpensBySelf({ ...first, ...change })).toBe(opens));
});

describe('hintSeen: either record of the device says it has seen the hint (issue 48)', () => {
  it.each([
    ['nothing recorded', undefined, '', false],
    ['local storage has it', true, '', true],
    ['only the cookie has it (local storage refused the write)', undefined, `a=1; ${HINT_SEEN_COOKIE}=1; b=2`, true],
    ['a cookie that only starts like it', undefined, `${HINT_SEEN_COOKIE}x=1`, false],
    ['another value stored', 'true', '', false],
  ])('%s', (_, stored, cookies, seen) => expect(hintSeen(stored, cookies)).toBe(seen));

  it('the cookie is written for the whole site and outlives the visit', () => {
    expect(hintSeenCookie).toMatch(new RegExp(`^${HINT_SEEN_COOKIE}=1; Max-Age=\\d{8}; Path=/; SameSite=Lax$`));
  });
});
