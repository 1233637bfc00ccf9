import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { decideAccess, type AccessSubject } from '../../src/session/access.ts';
import { createSession } from '../../src/session/store.ts';

const publicPaths = ['/', '/article/collegeNews', '/article/newDetails/3', '/article/activities', '/article/activityDetails/2',
  '/article/outstandingAlumni', '/article/alumniDetails/1', '/iframe/61', '/error', '/wxMpQrCodeRedirect', '/no/such/page'];
const loginPaths = ['/services/seachSchool', '/services/organization', '/article/organizationDetails/4', '/services/donate',
  '/services/appointment', '/services/map', '/services/scenery', '/services/addactivities', '/services/addalumcompany',
  '/my', '/my/message', '/my/alumInfo', '/my/accountSettings'];
const graduatePaths = ['/services/alumcompany', '/services/alumproof', '/services/alumcompanyrecruitment',
  '/article/alumcompanyDetails/1', '/article/alumcompanyrecruitmentDetails/1'];

const anonymous: AccessSubject = { appIsLogin: false, user: { studentCurrentStatus: '' } };
const alumni = (alumUserStatus: string, studentCurrentStatus: string): AccessSubject =>
  ({ appIsLogin: true, userType: 'alumni', alumUserStatus, user: { studentCurrentStatus } });
const member: AccessSubject = { appIsLogin: true, userType: 'member', alumUserStatus: 'verified', user: { studentCurrentStatus: 'sysOrMember' } };

type Row = [string, AccessSubject, string, string];
const rows: Row[] = [];
for (const path of publicPaths) {
  for (const [who, subject] of [['anonymous', anonymous], ['pending alumni', alumni('pending', '07')], ['member', member]] as const) {
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
  for (const status of ['01', '02', '07', '08', 'sysOrMember', '']) rows.push([`verified alumni ${status}`, alumni('verified', status), path, 'allow']);
}
for (const path of graduatePaths) {
  for (const status of ['07', '08', 'sysOrMember']) rows.push([`verified alumni ${status}`, alumni('verified', status), path, 'allow']);
  for (const status of ['01', '02', '']) rows.push([`verified alumni ${status}`, alumni('verified', status), path, 'graduates-only']);
}

describe('decideAccess: role x card status x studentCurrentStatus x destination', () => {
  it('reads the app state the session store holds (studentCurrentStatus lives under user)', () => {
    const session = createSession(new QueryClient());
    expect(decideAccess(session.get(), '/services/alumproof').kind).toBe('login');
    const state = { ...session.get(), appIsLogin: true, userType: 'alumni', alumUserStatus: 'verified', user: { name: '张明', studentCurrentStatus: '07', userCode: '1', userStatus: 'verified' } };
    expect(decideAccess(state, '/services/alumproof').kind).toBe('allow');
  });
  it('covers every protected destination of the spec', () => {
    expect(rows.length).toBeGreaterThan(400);
  });
  it.each(rows)('%s to %s: %s', (_who, subject, path, expected) => {
    expect(decideAccess(subject, path).kind).toBe(expected);
  });
});
