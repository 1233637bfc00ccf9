import { describe, expect, it } from 'vitest';
import { criteriaAreEmpty, criteriaLabel, rosterCriteria, type RosterCriteria } from '../../src/shared/admin/roster-filter.ts';

describe('a filter of the roster', () => {
  it.each<[RosterCriteria, RosterCriteria, string]>([
    [{}, {}, '全部记录'],
    [{ graduationYear: null, faculty: ' ', major: '', city: undefined }, {}, '全部记录'],
    [{ graduationYear: 2016 }, { graduationYear: 2016 }, '2016 届'],
    [{ city: ' 杭州市 ' }, { city: '杭州市' }, '杭州市'],
    [
      { graduationYear: 2016, faculty: '计算机学院', major: '软件工程', city: '杭州市' },
      { graduationYear: 2016, faculty: '计算机学院', major: '软件工程', city: '杭州市' },
      '2016 届 · 计算机学院 · 软件工程 · 杭州市',
    ],
    [{ faculty: '计算机学院', city: '宁波市' }, { faculty: '计算机学院', city: '宁波市' }, '计算机学院 · 宁波市'],
  ])('%j is kept as %j and spelt %s', (given, kept, label) => {
    expect(rosterCriteria(given)).toEqual(kept);
    expect(criteriaLabel(given)).toBe(label);
    expect(criteriaAreEmpty(given)).toBe(label === '全部记录');
  });
});
