import { describe, expect, it } from 'vitest';
import { interleave, median, medians, pairOrder, targets, verdict } from '../../scripts/bench/compare.ts';

describe('the side-by-side order', () => {
  it('alternates which build runs first in each pair', () => {
    expect(interleave(5)).toEqual([
      ...['baseline', 'current'],
      ...['current', 'baseline'],
      ...['baseline', 'current'],
      ...['current', 'baseline'],
      ...['baseline', 'current'],
    ]);
  });

  it('goes on counting pairs from one page to the next', () => {
    // Five pairs a page: the second page starts where the first left off, with the current tree first.
    expect(interleave(5, 5).slice(0, 4)).toEqual(['current', 'baseline', 'baseline', 'current']);
    expect(interleave(1, 0)).toEqual(['baseline', 'current']);
    expect(interleave(1, 1)).toEqual(['current', 'baseline']);
  });

  it('runs each side `runs` times, and over four pages of five each side first half the time', () => {
    const order = interleave(5);
    expect(order.filter((s) => s === 'baseline')).toHaveLength(5);
    expect(order.filter((s) => s === 'current')).toHaveLength(5);
    const firsts = Array.from({ length: 20 }, (_, pair) => pairOrder(pair)[0]);
    expect(firsts.filter((s) => s === 'baseline')).toHaveLength(10);
    for (let pair = 0; pair < 20; pair++) expect(new Set(pairOrder(pair))).toEqual(new Set(['baseline', 'current']));
  });

  it('has no runs for no pairs', () => {
    expect(interleave(0)).toEqual([]);
  });
});

describe('medians', () => {
  it.each([
    [[5], 5],
    [[3, 1, 2], 2],
    [[900, 10, 420, 35, 150], 150],
    [[4, 1, 3, 2], 2.5],
    [[7, 7, 1, 7, 100], 7],
  ])('of %j is %d', (xs, expected) => {
    expect(median(xs)).toBe(expected);
  });

  it('leaves its input in order', () => {
    const xs = [3, 1, 2];
    median(xs);
    expect(xs).toEqual([3, 1, 2]);
  });

  it('refuses no values', () => {
    expect(() => median([])).toThrow();
    expect(() => medians([])).toThrow();
  });

  it('takes each figure over the runs on its own', () => {
    const runs = [
      { performance: 80, tbtMs: 600, lcpMs: 1300 },
      { performance: 99, tbtMs: 20, lcpMs: 1250 },
      { performance: 90, tbtMs: 300, lcpMs: 1400 },
    ];
    expect(medians(runs)).toEqual({ performance: 90, tbtMs: 300, lcpMs: 1300 });
  });
});

describe("issue 35's targets", () => {
  const baseline = { performance: 82, tbtMs: 800, lcpMs: 1300 };
  const figures = (performance: number, tbtMs: number, lcpMs: number) => ({ performance, tbtMs, lcpMs });

  it('are the issue’s', () => {
    expect(targets).toMatchObject({ tbtMs: 150, tbtShareOfBaseline: 0.25, performance: 95 });
  });

  it.each([
    ['all met', figures(98, 100, 1250), baseline, { tbt: true, tbtShare: true, performance: true, lcp: true, all: true }],
    ['TBT exactly at both limits', figures(95, 150, 1300), { ...baseline, tbtMs: 600 }, { tbt: true, tbtShare: true, all: true }],
    ['TBT a millisecond over 150', figures(99, 151, 1200), baseline, { tbt: false, tbtShare: true, all: false }],
    [
      'TBT under 150 but over a quarter of a fast baseline',
      figures(99, 120, 1200),
      { ...baseline, tbtMs: 400 },
      { tbt: true, tbtShare: false, all: false },
    ],
    ['a quarter of a baseline at 0 ms is 0 ms', figures(100, 0, 1200), { ...baseline, tbtMs: 0 }, { tbtShare: true, all: true }],
    ['any TBT against a baseline at 0 ms', figures(100, 1, 1200), { ...baseline, tbtMs: 0 }, { tbt: true, tbtShare: false, all: false }],
    ['performance 94', figures(94, 50, 1200), baseline, { performance: false, all: false }],
    ['performance 95', figures(95, 50, 1200), baseline, { performance: true, all: true }],
    ['LCP within the margin', figures(99, 50, 1300 + targets.lcpToleranceMs), baseline, { lcp: true, all: true }],
    ['LCP past the margin', figures(99, 50, 1301 + targets.lcpToleranceMs), baseline, { lcp: false, all: false }],
    ['everything missed', figures(80, 700, 2000), baseline, { tbt: false, tbtShare: false, performance: false, lcp: false, all: false }],
  ])('%s', (_, current, base, expected) => {
    expect(verdict(current, base)).toMatchObject(expected);
  });

  it('keeps the margin for LCP small: under one simulated round trip (150 ms)', () => {
    expect(targets.lcpToleranceMs).toBeGreaterThanOrEqual(0);
    expect(targets.lcpToleranceMs).toBeLessThan(150);
  });
});
