import { describe, expect, it } from 'vitest';
import { consoleVisits, isConsolePage, personalVisits, publicVisits, serviceVisits } from '../helpers/a11y-routes.ts';
import { expectNoViolations, modes, routeTreePaths } from '../helpers/axe.ts';
import { e2eSuite } from '../helpers/e2e.ts';
import type { ViewportName } from '../helpers/portal.ts';

// Issue 23: axe-core finds no WCAG 2.0/2.1 A and AA violation (nor a best-practice one) on any page of the portal,
// at both sizes, as it comes and in 长辈模式: the pages anyone can read, signed out; the services behind sign-in and
// 张明's own pages (个人中心), as 张明 (a verified graduate, so the graduate-only services open too). One file, one
// portal and one browser for all three, as starting them costs as much as checking a size's pages.
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

const addresses = (visits: Record<string, string[]>) => [...new Set(Object.values(visits).flat())];

// One page per size and mode visits every address of a table in turn; the violations of all of them are listed together.
describe.each(['desktop', 'phone'] as ViewportName[])('public pages at %s size', (size) => {
  it.each(modes)('%s mode: no violation on any page', (mode) => expectNoViolations(suite, size, mode, addresses(publicVisits)));
});

describe.each(['desktop', 'phone'] as ViewportName[])('services at %s size', (size) => {
  it.each(modes)('%s mode: no violation on any page', (mode) => expectNoViolations(suite, size, mode, addresses(serviceVisits), '张明'));
});

describe.each(['desktop', 'phone'] as ViewportName[])('personal pages at %s size', (size) => {
  it.each(modes)('%s mode: no violation on any page', (mode) => expectNoViolations(suite, size, mode, addresses(personalVisits), '张明'));
});
