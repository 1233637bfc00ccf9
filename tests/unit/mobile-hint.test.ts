import { describe, expect, it } from 'vitest';
import { hintOpensBySelf } from '../../src/layouts/mobile-hint.ts';

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
  ])('%s', (_, change, opens) => expect(hintOpensBySelf({ ...first, ...change })).toBe(opens));
});
