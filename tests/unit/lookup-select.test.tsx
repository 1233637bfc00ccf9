// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { filterLookupOptions, optionLabel } from '../../src/ui/LookupSelect.tsx';

const majors = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, name: i % 2 ? `软件工程${i}` : `会计学${i}`, code: `M${i}` }));
const colleges = [
  { id: 1, name: '信息工程学院', title: 'Information' },
  { id: 2, name: '经济管理学院', title: 'Economics' },
  { id: 3, name: '外国语学院', title: 'Languages' },
];

describe('filterLookupOptions', () => {
  it.each([
    // options, query, page, labelField, expected ids, page, pages, total, showPager
    ['no text: all, first page of 10', majors, '', 1, 'name', majors.slice(0, 10).map((m) => m.id), 1, 3, 23, true],
    ['no text: last page holds the rest', majors, '', 3, 'name', [21, 22, 23], 3, 3, 23, true],
    ['page beyond the end is clamped', majors, '', 9, 'name', [21, 22, 23], 3, 3, 23, true],
    ['page below 1 is clamped', majors, '', 0, 'name', majors.slice(0, 10).map((m) => m.id), 1, 3, 23, true],
    ['typed text keeps containing labels', colleges, '工程', 1, 'name', [1], 1, 1, 1, false],
    ['surrounding spaces are ignored', colleges, ' 学院 ', 1, 'name', [1, 2, 3], 1, 1, 3, false],
    ['nothing matches: one empty page, no pager', colleges, '医学', 1, 'name', [], 1, 1, 0, false],
    ['a filter that still spans pages keeps the pager', majors, '软件', 2, 'name', [22], 2, 2, 11, true],
    ['exactly 10 matches: one page, no pager', majors.slice(0, 10), '', 1, 'name', majors.slice(0, 10).map((m) => m.id), 1, 1, 10, false],
    ['another label field', colleges, 'econ', 1, 'title', [2], 1, 1, 1, false],
    ['only the first of several label fields is matched', colleges, 'Lang', 1, ['name', 'title'], [], 1, 1, 0, false],
    ['first of several label fields', colleges, '外国', 1, ['name', 'title'], [3], 1, 1, 1, false],
  ] as const)('%s', (_, options, query, page, labelField, ids, expectedPage, pages, total, showPager) => {
    const view = filterLookupOptions(options as readonly Record<string, unknown>[], query, page, labelField);
    expect(view.items.map((o) => o.id)).toEqual(ids);
    expect({ page: view.page, pages: view.pages, total: view.total, showPager: view.showPager }).toEqual({
      page: expectedPage,
      pages,
      total,
      showPager,
    });
  });

  it('resets to the first page after the text changes when asked for page 1', () => {
    expect(filterLookupOptions(majors, '会计', 1).items.map((m) => m.name)[0]).toBe('会计学0');
  });

  it('takes a custom page size', () => {
    const view = filterLookupOptions(majors, '', 2, 'name', 5);
    expect(view.items.map((m) => m.id)).toEqual([6, 7, 8, 9, 10]);
    expect(view.pages).toBe(5);
  });
});

describe('optionLabel', () => {
  it.each([
    [{ id: 1, name: '医学院' }, 'name', '医学院'],
    [{ id: 1, name: '医学院', title: 'Medicine' }, ['name', 'title'], '医学院 Medicine'],
    [{ id: 1, label: '护理学' }, 'label', '护理学'],
    [{ id: 1 }, 'name', ''],
  ] as const)('%j with %j is %s', (option, field, label) => {
    expect(optionLabel(option, field)).toBe(label);
  });
});
