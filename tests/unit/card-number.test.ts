import { describe, expect, it } from 'vitest';
import { cardNoExample, cardNumber, normaliseCardNo } from '../../src/shared/card-number.ts';
import { CARD_PREFIX_PATTERN, cardPrefixOf, siteIdentity } from '../../src/shared/site-identity.ts';

describe('normaliseCardNo', () => {
  it.each([
    ['BJCC-2016-000315', 'BJCC', 'BJCC-2016-000315'],
    ['BJCC2016000315', 'BJCC', 'BJCC-2016-000315'],
    ['bjcc 2016 000315', 'BJCC', 'BJCC-2016-000315'],
    ['  bjcc-2016-000315  ', 'BJCC', 'BJCC-2016-000315'],
    ['BJCC--2016--000315', 'BJCC', 'BJCC-2016-000315'],
    ['-BJCC-2016-000315-', 'BJCC', 'BJCC-2016-000315'],
    ['BjCc 2016-000315', 'BJCC', 'BJCC-2016-000315'],
    ['ＢＪＣＣ－２０１６－０００３１５', 'BJCC', 'BJCC-2016-000315'],
    ['ｂｊｃｃ　２０１６　０００３１５', 'BJCC', 'BJCC-2016-000315'],
    ['BJCC—2016—000315', 'BJCC', 'BJCC-2016-000315'],
    ['BJCC_2016_000315', 'BJCC', 'BJCC-2016-000315'],
    // The college's own prefix, whatever it is.
    ['xyzu-2020-000001', 'XYZU', 'XYZU-2020-000001'],
    ['hzu 2019 000042', 'HZU', 'HZU-2019-000042'],
    // Typed without letters: a card of the college's prefix.
    ['2016000315', 'BJCC', 'BJCC-2016-000315'],
    ['2016-000315', 'HZU', 'HZU-2016-000315'],
    ['２０１９ ００００４２', 'HZU', 'HZU-2019-000042'],
    // A card issued under an earlier prefix keeps its own.
    ['BJCC-2016-000315', 'HZU', 'BJCC-2016-000315'],
  ])('%j with prefix %s is %s', (typed, prefix, canonical) => {
    expect(normaliseCardNo(typed, prefix)).toBe(canonical);
  });

  it.each([
    [''],
    ['   '],
    ['BJCC 2016'],
    ['BJCC-2016-00031'],
    ['BJCC-2016-0003150'],
    ['BJCC-16-000315'],
    ['16000315'],
    ['B-2016-000315'],
    ['BJCC-2016-00031X'],
    ["x' or 1=1 --"],
    ['BJCC.2016.000315'],
    ['BJCC-2016-000315\u0000'],
    ['张明'],
  ])('%j is malformed', (typed) => {
    expect(normaliseCardNo(typed, 'HZU')).toBeNull();
  });

  it('the formatter and the example use the prefix it is given', () => {
    expect(cardNumber('HZU', 2014, 1001)).toBe('HZU-2014-001001');
    expect(cardNoExample('HZU')).toBe('HZU-2016-000315');
    expect(normaliseCardNo(cardNoExample('XYK'), 'HZU')).toBe('XYK-2016-000315');
  });
});

describe('cardPrefixOf (站点设置·校友卡号前缀)', () => {
  it.each([
    ['BJCC', 'BJCC'],
    ['hzu', 'HZU'],
    ['  Xy  ', 'XY'],
    ['ＡＢＣ', 'ABC'],
    ['ABCDEFGH', 'ABCDEFGH'],
    ['A', null],
    ['ABCDEFGHI', null],
    ['BJ-CC', null],
    ['BJ CC', null],
    ['BJ1', null],
    ['湖大', null],
    ['', null],
    ['ÄBC', null],
  ])('%j is %s', (typed, stored) => {
    expect(cardPrefixOf(typed)).toBe(stored);
  });
});

describe('siteIdentity', () => {
  it.each([
    [
      { name: '湖州大学', subtitle: '校友会', short_name: '湖大校友', mini_program_name: '湖大校友通', card_prefix: 'hzu' },
      { fullName: '湖州大学校友会', shortName: '湖大校友', miniProgram: '湖大校友通', cardPrefix: 'HZU' },
    ],
    // Empty entries fall back on what they shorten; a broken prefix on the neutral one.
    [
      { name: '湖州大学', subtitle: '校友会', short_name: ' ', card_prefix: 'H1' },
      { fullName: '湖州大学校友会', shortName: '湖州大学校友会', miniProgram: '湖州大学校友会', cardPrefix: 'XYK' },
    ],
    [{ short_name: '校友会' }, { fullName: '校友门户', shortName: '校友会', miniProgram: '校友会', cardPrefix: 'XYK' }],
  ])('%j', (info, identity) => {
    const got = siteIdentity(info);
    expect(got).toMatchObject(identity);
    expect(got.description).toBe(`${identity.fullName}官方门户：学校新闻、校友活动、杰出校友、校友组织与校友服务。`);
  });
});

describe('the console’s card prefix check agrees with the server’s on what people type', () => {
  it.each(['BJCC', 'hzu', ' Xy ', 'A', 'ABCDEFGHI', 'BJ-CC', 'BJ1', '湖大', ''])('%j', (typed) => {
    expect(new RegExp(CARD_PREFIX_PATTERN).test(typed)).toBe(cardPrefixOf(typed) !== null);
  });
});
