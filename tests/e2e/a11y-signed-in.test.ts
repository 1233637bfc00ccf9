import { describe, expect, it } from 'vitest';
import { signedInVisits } from '../helpers/a11y-routes.ts';
import { applyMode, axeViolations, contentReady, modes } from '../helpers/axe.ts';
import { e2eSuite } from '../helpers/e2e.ts';
import type { ViewportName } from '../helpers/portal.ts';

// Issue 23: axe-core finds no WCAG 2.0/2.1 A and AA violation (nor a best-practice one) on any page of the portal,
// at both sizes, as it comes and in 长辈模式. This file: the pages behind sign-in, as 张明 (a verified graduate).
const suite = e2eSuite();

const addresses = [...new Set(Object.values(signedInVisits).flat())];

describe.each(['desktop', 'phone'] as ViewportName[])('signed-in pages at %s size', (size) => {
  // One page per size and mode visits every address in turn; the violations of all of them are listed together.
  it.each(modes)('%s mode: no violation on any page', async (mode) => {
    const page = await suite.open(size, '张明');
    await applyMode(page, mode);
    const violations: string[] = [];
    for (const address of addresses) {
      const t0 = Date.now();
      await page.goto(suite.portal.url + address);
      await contentReady(page);
      const t1 = Date.now();
      violations.push(...(await axeViolations(page, `${address} (${size}, ${mode})`)));
      if (process.env.A11Y_TIMING) console.log(address, t1 - t0, Date.now() - t1);
    }
    expect(violations).toEqual([]);
  });
});
