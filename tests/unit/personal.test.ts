import { describe, expect, it } from 'vitest';
import { isSameOriginPath } from '../../src/features/personal/data-url.ts';
import { qrPath } from '../../src/lib/qr-path.ts';
import { personalSections, sectionsFor } from '../../src/features/personal/sections.ts';

describe('sectionsFor', () => {
  it.each([
    ['alumni', personalSections.length, true],
    ['member', personalSections.length - 1, false],
    ['someOtherRole', personalSections.length - 1, false],
    [undefined, personalSections.length - 1, false],
  ])('%s sees %i sections, the alumni card: %s', (userType, count, card) => {
    const sections = sectionsFor(userType);
    expect(sections).toHaveLength(count);
    expect(sections.includes('alumInfo')).toBe(card);
    expect(sections[0]).toBe('message');
  });
});

describe('isSameOriginPath', () => {
  it.each([
    ['/media/hero.svg', true],
    ['/uploads/a1b2.png', true],
    ['//evil.example/x.png', false],
    ['https://evil.example/x.png', false],
    ['javascript:alert(1)', false],
    ['data:image/svg+xml,<svg onload=alert(1)>', false],
    ['/\\evil.example/x.png', false],
    ['/media/a\nb.svg', false],
    ['media/hero.svg', false],
    ['', false],
  ])('%s -> %s', (src, expected) => {
    expect(isSameOriginPath(src)).toBe(expected);
  });
});

describe('qrPath', () => {
  it('draws a version-1 code for a card number as unit squares', () => {
    const { size, path } = qrPath('BJCC-2016-000315');
    expect(size).toBe(21);
    // The three finder patterns' corners are dark.
    for (const corner of ['M0 0h1', `M${size - 1} 0h1`, `M0 ${size - 1}h1`]) expect(path).toContain(corner);
    expect(path).toMatch(/^(M\d+ \d+h1v1h-1z)+$/);
  });
});
