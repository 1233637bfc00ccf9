import { describe, expect, it } from 'vitest';
import { decadeOf, decadeYears, graduationDecades } from '../../miniprogram/src/lib/graduation-years.ts';

// 毕业年份 in the mini-program (issue 48): a decade, then a year in it, so a 1983 graduate taps three times (the field,
// 1980 年代, 1983 年) instead of scrolling a wheel that starts at this year 44 rows down.
const bounds = { minimum: 1950, maximum: 2100 };
const now = new Date('2026-11-29T08:00:00+08:00');

describe('graduation year choices', () => {
  it('offers the decades newest first, from next year’s graduates back to the earliest the server takes', () => {
    expect(graduationDecades(bounds, now)).toEqual([2020, 2010, 2000, 1990, 1980, 1970, 1960, 1950]);
  });

  it('offers a decade’s years in calendar order, 1983 among the 1980s, none past next year nor before the bounds', () => {
    expect(decadeYears(1980, bounds, now)).toEqual([1980, 1981, 1982, 1983, 1984, 1985, 1986, 1987, 1988, 1989]);
    expect(decadeYears(2020, bounds, now)).toEqual([2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027]);
    expect(decadeYears(1950, { minimum: 1955, maximum: 2100 }, now)).toEqual([1955, 1956, 1957, 1958, 1959]);
    expect(decadeYears(2020, { minimum: 1950, maximum: 2024 }, now)).toEqual([2020, 2021, 2022, 2023, 2024]);
  });

  it('at most ten choices a step: any year in the bounds is two taps from the field', () => {
    const decades = graduationDecades(bounds, now);
    expect(decades.length).toBeLessThanOrEqual(10);
    for (const year of [1950, 1983, 1999, 2000, 2027]) {
      expect(decades).toContain(decadeOf(year));
      expect(decadeYears(decadeOf(year), bounds, now)).toContain(year);
    }
    expect(decades.flatMap((d) => decadeYears(d, bounds, now))).not.toContain(2028);
  });

  it('a year ending a decade starts its own: 2030’s graduates in the new year of 2029 see the 2030s', () => {
    expect(graduationDecades(bounds, new Date('2029-01-05T00:00:00+08:00'))[0]).toBe(2030);
    expect(decadeYears(2030, bounds, new Date('2029-01-05T00:00:00+08:00'))).toEqual([2030]);
  });
});
