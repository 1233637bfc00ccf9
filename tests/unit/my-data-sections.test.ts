import { describe, expect, it } from 'vitest';
import { archiveName, chinaDateTime } from '../../server/http/my-data-archive.ts';
import { cellOf, recordOf, type Column } from '../../server/http/my-data-sections.ts';

const status: Column = { key: 'status', label: '状态', words: { signed: '已报名', cancelled: '已取消' } };
const visitors: Column = {
  key: 'visitors',
  label: '来访人',
  columns: [
    { key: 'name', label: '姓名' },
    { key: 'idNumber', label: '身份证号' },
  ],
};
const plain: Column = { key: 'x', label: '值' };

describe('a stored value as the export states it', () => {
  it.each<[string, Column, unknown, unknown]>([
    ['a known code as words', status, 'signed', '已报名'],
    ['an unknown code as it is', status, 'waitlisted', 'waitlisted'],
    ['null as null', status, null, null],
    ['undefined as null', plain, undefined, null],
    ['a switch as a boolean', plain, false, false],
    ['a number as a number', plain, 0, 0],
    ['text as it is, markup included (the page escapes it)', plain, '<b>x</b>', '<b>x</b>'],
    ['anything else as text', plain, new Date(0), new Date(0).toString()],
    [
      'a nested list under Chinese names',
      visitors,
      [{ name: '林晓雯', idNumber: '33010619910520452X', extra: 'dropped' }],
      [{ 姓名: '林晓雯', 身份证号: '33010619910520452X' }],
    ],
    ['an empty nested list as empty', visitors, [], []],
  ])('%s', (_case, column, value, expected) => {
    expect(cellOf(column, value)).toEqual(expected);
  });

  it('a row keeps only the columns, under their labels', () => {
    expect(recordOf([status, plain], { status: 'cancelled', x: 3, secret: 'openid' })).toEqual({ 状态: '已取消', 值: 3 });
  });
});

describe('times and names in China time', () => {
  it.each([
    ['2026-11-25T07:22:20Z', '2026-11-25 15:22:20', '我的数据-2026-11-25.zip'],
    ['2026-11-25T16:00:00Z', '2026-11-26 00:00:00', '我的数据-2026-11-26.zip'],
    ['2026-12-31T15:59:59Z', '2026-12-31 23:59:59', '我的数据-2026-12-31.zip'],
  ])('%s is %s, its file %s', (iso, shown, name) => {
    expect(chinaDateTime(new Date(iso))).toBe(shown);
    expect(archiveName(new Date(iso))).toBe(name);
  });
});
