import { describe, expect, it } from 'vitest';
import { consoleVisits, isConsolePage, personalVisits, publicVisits, serviceVisits } from '../helpers/a11y-routes.ts';
import { expectNoViolations, modes, routeTreePaths } from '../helpers/axe.ts';
import { e2eSuite } from '../helpers/e2e.ts';
import type { ViewportName } from '../helpers/portal.ts';

// Issue 23: axe-core finds no WCAG 2.0/2.1 A and AA violation (nor a best-practice one) on any page of the portal,
// at both sizes, as it comes and in 长辈模式. This file: the pages anyone can read, signed out; and the check that
// the three a11y files together visit every page of the tree.
const suite = e2eSuite();

describe('the accessibility runs', () => {
  it('visit every page of the route tree, and only those', () => {
    const tree = routeTreePaths();
    const visited = new Set([...Object.keys(publicVisits), ...Object.keys(serviceVisits), ...Object.keys(personalVisits)]);
    const missing = tree.filter((p) => !isConsolePage(p) && !visited.has(p));
    const stale = [...visited].filter((p) => !tree.includes(p));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });
  it("visit every page of the staff console's tree, and only those", () => {
    const tree = routeTreePaths().filter(isConsolePage);
    const visited = Object.keys(consoleVisits);
    expect({ missing: tree.filter((p) => !visited.includes(p)), stale: visited.filter((p) => !tree.includes(p)) }).toEqual({
      missing: [],
      stale: [],
    });
  });
});

const addresses = [...new Set(Object.values(publicVisits).flat())];

describe.each(['desktop', 'phone'] as ViewportName[])('public pages at %s size', (size) => {
  // One page per size and mode visits every address in turn; the violations of all of them are listed together.
  it.each(modes)('%s mode: no violation on any page', (mode) => expectNoViolations(suite, size, mode, addresses));
});
