import { describe, expect, it } from 'vitest';
import { erasureDueAt, erasureIsDue, erasureProblem, erasureStatus } from '../../src/shared/erasure.ts';

const at = (iso: string) => new Date(iso);

describe('erasureDueAt', () => {
  it.each([
    ['2026-11-25T08:00:00Z', 15, '2026-12-10T08:00:00.000Z'],
    ['2026-11-25T08:00:00Z', 1, '2026-11-26T08:00:00.000Z'],
    ['2026-12-31T23:59:59Z', 15, '2027-01-15T23:59:59.000Z'],
  ])('%s + %i days -> %s', (requested, days, due) => {
    expect(erasureDueAt(at(requested), days).toISOString()).toBe(due);
  });
});

describe('erasureIsDue', () => {
  const due = at('2026-12-10T08:00:00Z');
  it.each([
    ['pending, a second early', { dueAt: due, cancelledAt: null, erasedAt: null }, '2026-12-10T07:59:59Z', false],
    ['pending, at the moment', { dueAt: due, cancelledAt: null, erasedAt: null }, '2026-12-10T08:00:00Z', true],
    ['pending, a day late', { dueAt: due, cancelledAt: null, erasedAt: null }, '2026-12-11T08:00:00Z', true],
    ['cancelled', { dueAt: due, cancelledAt: at('2026-12-01T00:00:00Z'), erasedAt: null }, '2026-12-11T08:00:00Z', false],
    ['already erased', { dueAt: due, cancelledAt: null, erasedAt: due }, '2026-12-11T08:00:00Z', false],
  ])('%s -> %s', (_, request, now, expected) => {
    expect(erasureIsDue(request, at(now))).toBe(expected);
  });
});

describe('erasureStatus', () => {
  it.each([
    [{ cancelledAt: null, erasedAt: null }, 'pending'],
    [{ cancelledAt: '2026-12-01T00:00:00Z', erasedAt: null }, 'cancelled'],
    [{ cancelledAt: null, erasedAt: '2026-12-10T08:00:00Z' }, 'erased'],
  ] as const)('%j -> %s', (request, expected) => {
    expect(erasureStatus(request)).toBe(expected);
  });
});

describe('erasureProblem', () => {
  it.each([
    [15, undefined],
    [1, undefined],
    [0, 'ERASURE_COOLING_DAYS 应为不小于 1 的整数'],
    [-3, 'ERASURE_COOLING_DAYS 应为不小于 1 的整数'],
    [1.5, 'ERASURE_COOLING_DAYS 应为不小于 1 的整数'],
    [Number.NaN, 'ERASURE_COOLING_DAYS 应为不小于 1 的整数'],
  ])('%s days -> %s', (days, expected) => {
    expect(erasureProblem({ erasureCoolingDays: days })).toBe(expected);
  });
});
