// Who may go where (spec sections 5 and 6), as pure decisions tested by a table.

/** The parts of the app state (session/store.ts SessionState) a decision reads. */
export interface AccessSubject {
  appIsLogin: boolean;
  userType?: string;
  alumUserStatus?: string;
  user: { studentCurrentStatus: string };
}

export type Access =
  | { kind: 'allow' }
  | { kind: 'login' }
  | { kind: 'graduates-only' }
  | { kind: 'card-pending' }
  | { kind: 'card-rejected' }
  | { kind: 'card-unknown' };

export const GRADUATE_STATUSES = ['sysOrMember', '07', '08'];

const loginRequired = [
  /^\/services\//,
  /^\/article\/organizationDetails\//,
  /^\/article\/alumcompanyDetails\//,
  /^\/article\/alumcompanyrecruitmentDetails\//,
  /^\/my(\/|$)/,
];

const graduatesOnly = [
  /^\/services\/alumcompany$/,
  /^\/services\/alumproof$/,
  /^\/services\/alumcompanyrecruitment$/,
  /^\/article\/alumcompanyDetails\//,
  /^\/article\/alumcompanyrecruitmentDetails\//,
];

export const requiresLogin = (pathname: string) => loginRequired.some((re) => re.test(pathname));

/** The decision for going to `pathname`; guards and link handlers act on it. */
export function decideAccess(subject: AccessSubject, pathname: string): Access {
  if (!requiresLogin(pathname)) return { kind: 'allow' };
  if (!subject.appIsLogin) return { kind: 'login' };
  if (subject.userType === 'alumni') {
    if (subject.alumUserStatus === 'pending') return { kind: 'card-pending' };
    if (subject.alumUserStatus === 'rejected') return { kind: 'card-rejected' };
    if (subject.alumUserStatus !== 'verified') return { kind: 'card-unknown' };
  }
  if (graduatesOnly.some((re) => re.test(pathname)) && !GRADUATE_STATUSES.includes(subject.user.studentCurrentStatus)) {
    return { kind: 'graduates-only' };
  }
  return { kind: 'allow' };
}
