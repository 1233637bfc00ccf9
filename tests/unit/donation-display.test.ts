// A project's progress and how a donor appears in public (issue 48): pure rules, by table.
import { describe, expect, it } from 'vitest';
import { projectProgress } from '../../src/shared/donation-progress.ts';
import { DONOR_DISPLAYS, publicDonor, type DonorDisplay } from '../../src/shared/donor-display.ts';

describe('projectProgress', () => {
  it.each([
    // raised, target → ratio, percent, belowOne
    [0, 100_000, 0, 0, false],
    [1, 100_000, 0.01, 0, true],
    [999, 100_000, 0.01, 0, true],
    [1_000, 100_000, 0.01, 1, false],
    [1_999, 100_000, 0.01999, 1, false],
    [50_000, 100_000, 0.5, 50, false],
    [100_000, 100_000, 1, 100, false],
    [250_000, 100_000, 1, 250, false],
    [500, 0, 1, 100, false],
    [0, 0, 0, 0, false],
  ])('%i of %i yuan: fill %f, %i%%, below one %s', (raised, target, ratio, percent, belowOne) => {
    const p = projectProgress(raised, target);
    expect(p.ratio).toBeCloseTo(ratio, 10);
    expect(p.percent).toBe(percent);
    expect(p.belowOne).toBe(belowOne);
  });

  it('never reads as 0% once money has arrived', () => {
    for (const raised of [1, 7, 99, 1_000, 12_345])
      for (const target of [1, 1_000, 1_000_000, 100_000_000]) {
        const p = projectProgress(raised, target);
        expect(p.percent > 0 || p.belowOne).toBe(true);
        expect(p.ratio).toBeGreaterThan(0);
      }
  });
});

describe('publicDonor', () => {
  const zhang = { name: '张明', graduationYear: 2012, amount: 500 };
  it.each<[DonorDisplay, { name: string; graduationYear: number | null; amount: number }, { name: string; amount: number | null }]>([
    ['name', zhang, { name: '张明', amount: 500 }],
    ['class', zhang, { name: '2012 届校友', amount: 500 }],
    ['anonymous', zhang, { name: '匿名', amount: null }],
    ['class', { ...zhang, graduationYear: null }, { name: '校友', amount: 500 }],
    ['name', { ...zhang, name: '  ' }, { name: '校友', amount: 500 }],
    ['anonymous', { ...zhang, graduationYear: null, name: '' }, { name: '匿名', amount: null }],
  ])('%s of %o shows %o', (choice, donor, shown) => {
    expect(publicDonor(choice, donor)).toEqual(shown);
  });

  it('never shows a name or amount the donor did not choose to show', () => {
    for (const choice of DONOR_DISPLAYS) {
      const shown = publicDonor(choice, zhang);
      if (choice !== 'name') expect(shown.name).not.toContain('张明');
      if (choice === 'anonymous') expect(shown.amount).toBeNull();
    }
  });
});
