import { describe, expect, it } from 'vitest';
import { isConsolePage, publicVisits, signedInVisits } from '../helpers/a11y-routes.ts';
import { applyMode, axeViolations, contentReady, modes, routeTreePaths } from '../helpers/axe.ts';
import { e2eSuite } from '../helpers/e2e.ts';
import type { ViewportName } from '../helpers/portal.ts';

// Issue 23: axe-core finds no WCAG 2.0/2.1 A and AA violation (nor a best-practice one) on any page of the portal,
// at both sizes, as it comes and in 长辈模式. This file: the pages anyone can read, signed out.
const suite = e2eSuite();

describe('the accessibility runs', () => {
  it('visit every page of the route tree', () => {
    const visited = new Set([...Object.keys(publicVisits), ...Object.keys(signedInVisits)]);
    const missing = routeTreePaths().filter((p) => !isConsolePage(p) && !visited.has(p));
    const stale = [...visited].filter((p) => !routeTreePaths().includes(p));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });
});

const addresses = [...new Set(Object.values(publicVisits).flat())];

describe.each(['desktop', 'phone'] as ViewportName[])('public pages at %s size', (size) => {
  // One page per size and mode visits every address in turn; the violations of all of them are listed together.
  it.each(modes)('%s mode: no violation on any page', async (mode) => {
    const page = await suite.open(size);
    await applyMode(page, mode);
    const violations: string[] = [];
    for (const address of addresses) {
      await page.goto(suite.portal.url + address);
      await contentReady(page);
      violations.push(...(await axeViolations(page, `${address} (${size}, ${mode})`)));
    }
    expect(violations).toEqual([]);
  });
});
