import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { AnyRoute } from '@tanstack/react-router';
import { createAppRouter } from '../../src/router.tsx';
import { decideAccess, detailView, type AccessRule, type AccessSubject, type DetailView } from '../../src/shared/access-rules.ts';
import { rulesAt, rulesOf } from '../../src/session/guard.ts';
import { createSession } from '../../src/session/store.ts';

const queryClient = new QueryClient();
const router = createAppRouter(queryClient, createSession(queryClient));

// Spec sections 2, 5 and 6: every page of the tree and the rules that guard it. Generated from the tree below, so a
// route added without a place in this table (and so without a decided rule) fails the first test.
const expectedRules: Record<string, AccessRule[]> = {
  '/': [],
  '/wxMpQrCodeRedirect': [],
  // Anyone who scans an alumni card's QR code, signed in or not.
  '/card/verify': [],
  '/error': [],
  '/search': [],
  '/iframe/{-$id}': [],
  '/article/collegeNews': [],
  '/article/newDetails/$id': [],
  '/article/notices': [],
  '/article/noticeDetails/$id': [],
  '/article/activities': [],
  '/article/activityDetails/$id': [],
  '/article/outstandingAlumni': [],
  '/article/alumniDetails/$id': [],
  '/article/organizationDetails/$id': ['login'],
  '/article/donationDetails/$id': ['login'],
  '/article/alumcompanyDetails/$id': ['login'],
  '/article/alumcompanyrecruitmentDetails/$id': ['login'],
  '/services/seachSchool': ['login'],
  '/services/organization': ['login'],
  '/services/donate': ['login'],
  '/services/appointment': ['login'],
  '/services/map': ['login'],
  '/services/scenery': ['login'],
  '/services/addactivities': ['login'],
  '/services/addalumcompany': ['login'],
  '/services/alumcompany': ['login', 'graduate'],
  '/services/alumproof': ['login', 'graduate'],
  '/services/alumcompanyrecruitment': ['login', 'graduate'],
  '/my': ['login'],
  '/my/': ['login'],
  '/my/message': ['login'],
  '/my/activity': ['login'],
  '/my/organization': ['login'],
  '/my/alumCompany': ['login'],
  '/my/alumInfo': ['login'],
  '/my/donation': ['login'],
  '/my/donation/$id': ['login'],
  '/my/returnSchool': ['login'],
  '/my/privacyPolicy': ['login'],
  '/my/accountSettings': ['login'],
  // The staff console: no alumni rule; its own guard (src/routes/admin/_console.tsx, tests/unit/staff-session.test.ts).
  '/admin/login': [],
  '/admin/': [],
  '/admin/account': [],
  '/admin/staff': [],
  '/admin/audit': [],
  '/admin/erasures': [],
  '/admin/alumni/': [],
  '/admin/alumni/$id': [],
  '/admin/alumni/stats': [],
  '/admin/content': [],
  '/admin/content/$kind/': [],
  '/admin/content/$kind/$id': [],
  '/admin/content/$kind/new': [],
  '/admin/site': [],
  '/admin/site/': [],
  '/admin/site/menu': [],
  '/admin/site/dicts': [],
  '/admin/site/money': [],
  '/admin/site/card': [],
  '/admin/site/privacy': [],
  '/admin/site/charter': [],
  '/admin/organization': [],
  '/admin/organization/': [],
  '/admin/organization/join-requests': [],
  '/admin/review': [],
  '/admin/review/': [],
  '/admin/review/$queue': [],
  '/admin/events': [],
  '/admin/events/activities/': [],
  '/admin/events/activities/$id': [],
  '/admin/events/': [],
  '/admin/events/visits': [],
  '/admin/events/visits/': [],
  '/admin/events/visits/slots': [],
  '/admin/donations/': [],
  '/admin/donations/template': [],
  '/admin/donations/reconciliation': [],
  '/admin/donations/$id/letter': [],
  '/admin/notices': [],
};

const ancestry = (route: AnyRoute): AnyRoute[] => (route.parentRoute ? [...ancestry(route.parentRoute), route] : [route]);
// Pages are the routes with a path of their own: not the root, not the pathless layouts that carry the rules.
const pages = (Object.values(router.routesById) as AnyRoute[]).filter((r) => !r.isRoot && !/\/_[^/]*$/.test(r.id));

describe('the guard table, read from the route tree', () => {
  it('names every page of the tree, and only those', () => {
    expect(pages.map((r) => r.fullPath).sort()).toEqual(Object.keys(expectedRules).sort());
  });
  it.each(pages.map((r) => [r.fullPath, r] as const))('%s is guarded by the rules of its layouts', (fullPath, route) => {
    expect(rulesOf(ancestry(route).map((r) => r.options))).toEqual(expectedRules[fullPath]);
  });
});

const publicPaths = [
  '/',
  '/article/collegeNews',
  '/article/newDetails/3',
  '/article/activities',
  '/article/activityDetails/2',
  '/article/outstandingAlumni',
  '/article/alumniDetails/1',
  '/iframe/61',
  '/iframe',
  '/error',
  '/wxMpQrCodeRedirect',
  '/card/verify',
  '/no/such/page',
];
const loginPaths = [
  '/services/seachSchool',
  '/services/organization',
  '/article/organizationDetails/4',
  '/services/donate',
  '/services/appointment',
  '/services/map',
  '/services/scenery',
  '/services/addactivities',
  '/services/addalumcompany',
  '/article/alumcompanyDetails/1',
  '/article/alumcompanyrecruitmentDetails/1',
  '/my',
  '/my/message',
  '/my/alumInfo',
  '/my/accountSettings',
];
// Spec section 5: exactly these three, not the company and recruitment details.
const graduatePaths = ['/services/alumcompany', '/services/alumproof', '/services/alumcompanyrecruitment'];

const anonymous: AccessSubject = { appIsLogin: false, user: { studentCurrentStatus: '' } };
const alumni = (alumUserStatus: string, studentCurrentStatus: string): AccessSubject => ({
  appIsLogin: true,
  userType: 'alumni',
  alumUserStatus,
  user: { studentCurrentStatus },
});
const member: AccessSubject = {
  appIsLogin: true,
  userType: 'member',
  alumUserStatus: 'verified',
  user: { studentCurrentStatus: 'sysOrMember' },
};

type Row = [string, AccessSubject, string, string];
const rows: Row[] = [];
for (const path of publicPaths) {
  for (const [who, subject] of [
    ['anonymous', anonymous],
    ['pending alumni', alumni('pending', '07')],
    ['member', member],
  ] as const) {
    rows.push([who, subject, path, 'allow']);
  }
}
for (const path of [...loginPaths, ...graduatePaths]) {
  rows.push(['anonymous', anonymous, path, 'login']);
  for (const status of ['01', '07', '08', 'sysOrMember']) {
    rows.push([`pending alumni ${status}`, alumni('pending', status), path, 'card-pending']);
    rows.push([`rejected alumni ${status}`, alumni('rejected', status), path, 'card-rejected']);
    rows.push([`unknown-card alumni ${status}`, alumni('', status), path, 'card-unknown']);
  }
  rows.push(['member', member, path, 'allow']);
  // Any userType other than alumni is treated as an organisation member.
  rows.push(['staff', { appIsLogin: true, userType: 'staff', user: { studentCurrentStatus: 'sysOrMember' } }, path, 'allow']);
}
for (const path of loginPaths) {
  for (const status of ['01', '02', '07', '08', 'sysOrMember', ''])
    rows.push([`verified alumni ${status}`, alumni('verified', status), path, 'allow']);
}
for (const path of graduatePaths) {
  for (const status of ['07', '08', 'sysOrMember']) rows.push([`verified alumni ${status}`, alumni('verified', status), path, 'allow']);
  for (const status of ['01', '02', '']) rows.push([`verified alumni ${status}`, alumni('verified', status), path, 'graduates-only']);
}

describe("decideAccess on the tree's rules: role x card status x studentCurrentStatus x destination", () => {
  it('reads the app state the session store holds (studentCurrentStatus lives under user)', () => {
    const session = createSession(new QueryClient());
    expect(decideAccess(session.get(), rulesAt(router, '/services/alumproof')).kind).toBe('login');
    const state = {
      ...session.get(),
      appIsLogin: true,
      userType: 'alumni',
      alumUserStatus: 'verified',
      user: { name: '张明', studentCurrentStatus: '07', userCode: '1', userStatus: 'verified' },
    };
    expect(decideAccess(state, rulesAt(router, '/services/alumproof')).kind).toBe('allow');
  });
  it('covers every protected destination of the spec', () => {
    expect(rows.length).toBeGreaterThan(400);
  });
  it.each(rows)('%s to %s: %s', (_who, subject, path, expected) => {
    expect(decideAccess(subject, rulesAt(router, path)).kind).toBe(expected);
  });
});

// Issue 29 point 1: a company's and a position's detail ask only sign-in, their lists the graduate rule; a caller the
// list refuses gets the public profile, never what the list guards.
const detailRows: Array<[string, AccessSubject, DetailView]> = [
  ['anonymous', anonymous, 'none'],
  ['pending alumni 07', alumni('pending', '07'), 'none'],
  ['rejected alumni 08', alumni('rejected', '08'), 'none'],
  ['unknown-card alumni 07', alumni('', '07'), 'none'],
  ['verified alumni 01 (李华)', alumni('verified', '01'), 'public'],
  ['verified alumni 02', alumni('verified', '02'), 'public'],
  ['verified alumni with no status', alumni('verified', ''), 'public'],
  ['verified alumni 07', alumni('verified', '07'), 'full'],
  ['verified alumni 08', alumni('verified', '08'), 'full'],
  ['verified alumni sysOrMember', alumni('verified', 'sysOrMember'), 'full'],
  ['member', member, 'full'],
];

describe('detailView: a login-only detail behind a graduate-only list', () => {
  it.each(detailRows)('%s: %s', (_who, subject, expected) => {
    const path = '/article/alumcompanyDetails/1';
    expect(detailView(subject, rulesAt(router, path), rulesAt(router, '/services/alumcompany'))).toBe(expected);
    expect(
      detailView(subject, rulesAt(router, '/article/alumcompanyrecruitmentDetails/1'), rulesAt(router, '/services/alumcompanyrecruitment')),
    ).toBe(expected);
  });
  it('is full for everyone the detail admits when the list asks no more than the detail', () => {
    expect(detailView(alumni('verified', '01'), ['login'], ['login'])).toBe('full');
    expect(detailView(anonymous, [], [])).toBe('full');
  });
});
