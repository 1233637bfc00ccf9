import { describe, expect, it } from 'vitest';
import { normaliseCardNo } from '../../src/shared/card-number.ts';

describe('normaliseCardNo', () => {
  it.each([
    ['BJCC-2016-000315', 'BJCC-2016-000315'],
    ['BJCC2016000315', 'BJCC-2016-000315'],
    ['bjcc 2016 000315', 'BJCC-2016-000315'],
    ['  bjcc-2016-000315  ', 'BJCC-2016-000315'],
    ['BJCC--2016--000315', 'BJCC-2016-000315'],
    ['-BJCC-2016-000315-', 'BJCC-2016-000315'],
    ['BjCc 2016-000315', 'BJCC-2016-000315'],
    ['ＢＪＣＣ－２０１６－０００３１５', 'BJCC-2016-000315'],
    ['ｂｊｃｃ　２０１６　０００３１５', 'BJCC-2016-000315'],
    ['BJCC—2016—000315', 'BJCC-2016-000315'],
    ['BJCC_2016_000315', 'BJCC-2016-000315'],
    ['XYZU-2020-000001', 'XYZU-2020-000001'],
  ])('%j is %s', (typed, canonical) => {
    expect(normaliseCardNo(typed)).toBe(canonical);
  });

  it.each([
    [''],
    ['   '],
    ['BJCC 2016'],
    ['BJCC-2016-00031'],
    ['BJCC-2016-0003150'],
    ['BJCC-16-000315'],
    ['2016000315'],
    ['B-2016-000315'],
    ['BJCC-2016-00031X'],
    ["x' or 1=1 --"],
    ['BJCC.2016.000315'],
    ['BJCC-2016-000315\u0000'],
    ['张明'],
  ])('%j is malformed', (typed) => {
    expect(normaliseCardNo(typed)).toBeNull();
  });
});
