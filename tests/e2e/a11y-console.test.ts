import { describe, it } from 'vitest';
import { consoleVisits } from '../helpers/a11y-routes.ts';
import { expectNoViolations } from '../helpers/axe.ts';
import { e2eSuite } from '../helpers/e2e.ts';
import type { ViewportName } from '../helpers/portal.ts';

// Beyond issue 23's words (the portal's pages): axe-core finds no WCAG 2.0/2.1 A and AA violation (nor a
// best-practice one) on any page of the staff console, at both sizes, as 管理员 (who sees every page). 长辈模式 is the
// portal's reading mode for alumni; the console does not offer it, so it runs as it comes.
// One roster record, for the record's page (the demo has no roster).
const suite = e2eSuite({
  arrange: async (db) => {
    await db.query(
      `insert into alumni_record (name, student_no, gender, faculty, major, class_name, entry_year, graduation_year, degree, city)
       values ('周一鸣', 'A2016001', '男', '计算机学院', '软件工程', '软件1201', 2012, 2016, '本科', '杭州')`,
    );
  },
});

const signIn = '/admin/login';
const addresses = [...new Set(Object.values(consoleVisits).flat())].filter((a) => a !== signIn);

describe.each(['desktop', 'phone'] as ViewportName[])('the staff console at %s size', (size) => {
  // In two halves, each well inside a test's time on a busy machine.
  const half = Math.ceil(addresses.length / 2);
  const halves = [
    { which: 'first', list: addresses.slice(0, half) },
    { which: 'second', list: addresses.slice(half) },
  ];
  it.each(halves)('no violation on any page of the $which half', ({ list }) =>
    expectNoViolations(suite, size, 'normal', list, { console: 'admin' }),
  );
  it('no violation on the sign-in page', () => expectNoViolations(suite, size, 'normal', [signIn]));
});
