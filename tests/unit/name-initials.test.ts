import { describe, expect, it } from 'vitest';
import { initialsKeyword, nameInitials } from '../../server/repositories/name-initials.ts';

describe("a name's pinyin initials", () => {
  it.each([
    ['吴晓岚', 'wxl'],
    ['单田芳', 'stf'],
    ['曾国藩', 'zgf'],
    ['欧阳修', 'oyx'],
    ['李 华', 'lh'],
    ['Anna 王', 'annaw'],
    ['', ''],
  ])('%s: %s', (name, initials) => {
    expect(nameInitials(name)).toBe(initials);
  });

  it.each([
    ['wxl', 'wxl'],
    ['WXL', 'wxl'],
    ['w', undefined],
    ['晓岚', undefined],
    ['R2016001', undefined],
  ])('the keyword %s is searched as initials %s', (keyword, initials) => {
    expect(initialsKeyword(keyword)).toBe(initials);
  });
});
