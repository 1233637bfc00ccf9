import { describe, expect, it } from 'vitest';
import { daysInMonth, isCalendarDate, isCalendarDateTime } from '../../src/shared/calendar.ts';
import { inputFault, MAX_INPUT_DEPTH } from '../../server/http/validation.ts';

describe('calendar checks', () => {
  it.each([
    ['2026-11-25', true],
    ['2028-02-29', true],
    ['2000-02-29', true],
    ['2026-12-31', true],
    ['2026-12-32', false],
    ['2026-02-29', false],
    ['1900-02-29', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['0000-01-01', false],
    ['20261125', false],
    ['2026-1-5', false],
    ['', false],
    [undefined, false],
    [20261125, false],
  ])('isCalendarDate(%j) is %s', (value, valid) => {
    expect(isCalendarDate(value)).toBe(valid);
  });

  it.each([
    ['2026-12-01T09:30', true],
    ['2026-12-01T23:59:59', true],
    ['2026-12-01T00:00:00.123Z', true],
    ['2026-12-01T10:00+08:00', true],
    ['2026-12-01T10:00-14:00', true],
    ['2026-12-01T25:61', false],
    ['2026-12-01T24:00', false],
    ['2026-12-01T10:60', false],
    ['2026-12-01T23:59:60Z', false],
    ['2026-12-32T10:00', false],
    ['2026-02-29T10:00:00+08:00', false],
    ['2026-12-01T10:00+15:00', false],
    ['2026-12-01T10:00+08:60', false],
    ['2026-12-01', false],
    ['2026-12-01 10:00', false],
    [null, false],
  ])('isCalendarDateTime(%j) is %s', (value, valid) => {
    expect(isCalendarDateTime(value)).toBe(valid);
  });

  it.each([
    [2026, 2, 28],
    [2024, 2, 29],
    [2100, 2, 28],
    [2026, 11, 30],
    [2026, 12, 31],
  ])('%i-%i has %i days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });
});

describe('inputFault', () => {
  const nest = (depth: number): unknown => {
    let v: unknown = 1;
    for (let i = 0; i < depth; i++) v = [v];
    return v;
  };
  it.each([
    ['a flat body', { a: 'x', b: [1, 2] }, undefined],
    [
      'a NUL, named by its path',
      { a: 'x', visitors: [{ name: 'ok' }, { name: 'a\u0000b' }] },
      { field: 'visitors.1.name', problem: 'nul' },
    ],
    ['the first of two NULs', { a: 'a\u0000', b: 'b\u0000' }, { field: 'a', problem: 'nul' }],
    [
      'a direction override, named by its path',
      { files: [{ name: '校友聚会\u202egpj.exe' }] },
      { field: 'files.0.name', problem: 'direction' },
    ],
    ['a plain direction mark is no fault', { name: 'abc\u200f' }, undefined],
    ['nesting at the limit', { a: nest(MAX_INPUT_DEPTH - 1) }, undefined],
    ['nesting past the limit', { a: nest(MAX_INPUT_DEPTH) }, { field: `a${'.0'.repeat(MAX_INPUT_DEPTH - 1)}`, problem: 'depth' }],
    [
      'nesting 100 000 deep, without a stack overflow',
      { deep: nest(100_000) },
      { field: `deep${'.0'.repeat(MAX_INPUT_DEPTH - 1)}`, problem: 'depth' },
    ],
  ])('%s', (_, value, fault) => {
    expect(inputFault(value)).toEqual(fault);
  });
});
