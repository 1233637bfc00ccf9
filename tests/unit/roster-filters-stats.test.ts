import { describe, expect, it } from 'vitest';
import { registrationRate, statsTable } from '../../src/shared/admin/roster-stats.ts';
import { criteriaAreEmpty, criteriaLabel, rosterCriteria, rosterTags, type RosterCriteria } from '../../src/shared/admin/roster-filter.ts';

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
    [{ city: '杭州市', tag: ' 理事 ' }, { city: '杭州市', tag: '理事' }, '杭州市 · 标签“理事”'],
  ])('%j is kept as %j and spelt %s', (given, kept, label) => {
    expect(rosterCriteria(given)).toEqual(kept);
    expect(criteriaLabel(given)).toBe(label);
    expect(criteriaAreEmpty(given)).toBe(label === '全部记录');
  });
});

describe("a record's tags", () => {
  it.each<[string[], ReturnType<typeof rosterTags>]>([
    [[], { tags: [] }],
    [[' 理事 ', '理事', '', '校友导师'], { tags: ['理事', '校友导师'] }],
    [Array.from({ length: 11 }, (_, i) => `t${i}`), { problem: '一条记录最多 10 个标签' }],
    [Array.from({ length: 12 }, () => '同一个'), { tags: ['同一个'] }],
    [['一二三四五六七八九十一二三四五六七八九十一'], { problem: '标签“一二三四五六七八九十一二三四五六七八九十一”超过 20 个字' }],
  ])('%j: %j', (tags, answer) => {
    expect(rosterTags(tags)).toEqual(answer);
  });
});

describe("the roster's figures", () => {
  it.each([
    [0, 0, '—'],
    [3, 0, '0.0%'],
    [3, 2, '66.7%'],
    [8, 5, '62.5%'],
    [7, 7, '100.0%'],
  ])('%i records of which %i registered: %s', (records, registered, rate) => {
    expect(registrationRate(records, registered)).toBe(rate);
  });

  it('are tables with the same columns on the page and in the file; a blank 院系 or city reads 未填写', () => {
    const stats = {
      byYear: [{ year: 2016, records: 8, registered: 5 }],
      byFaculty: [{ faculty: '', records: 2, registered: 0 }],
      byCity: [{ city: '杭州市', records: 4, registered: 1 }],
      byProvince: [{ province: '浙江', records: 4, registered: 1 }],
      monthly: [{ month: '2026-11', registrations: 9 }],
    };
    expect(statsTable(stats, 'year')).toMatchObject({
      headers: ['届别', '花名册人数', '已注册', '注册率'],
      rows: [['2016 届', 8, 5, '62.5%']],
    });
    expect(statsTable(stats, 'faculty').rows).toEqual([['未填写', 2, 0, '0.0%']]);
    expect(statsTable(stats, 'city').rows).toEqual([['杭州市', 4, 1, '25.0%']]);
    expect(statsTable(stats, 'month')).toMatchObject({ headers: ['月份', '新注册校友'], rows: [['2026-11', 9]] });
  });
});
