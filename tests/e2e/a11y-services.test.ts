import { describe, it } from 'vitest';
import { serviceVisits } from '../helpers/a11y-routes.ts';
import { expectNoViolations, modes } from '../helpers/axe.ts';
import { e2eSuite } from '../helpers/e2e.ts';
import type { ViewportName } from '../helpers/portal.ts';

// Issue 23: axe-core finds no WCAG 2.0/2.1 A and AA violation (nor a best-practice one) on any page of the portal,
// at both sizes, as it comes and in 长辈模式. This file: the services behind sign-in, as 张明 (a verified graduate).
const suite = e2eSuite();

const addresses = [...new Set(Object.values(serviceVisits).flat())];

describe.each(['desktop', 'phone'] as ViewportName[])('services at %s size', (size) => {
  // One page per size and mode visits every address in turn; the violations of all of them are listed together.
  it.each(modes)('%s mode: no violation on any page', (mode) => expectNoViolations(suite, size, mode, addresses, '张明'));
});
