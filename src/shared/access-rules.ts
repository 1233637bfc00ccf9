// Who may open what (spec sections 5 and 6), as pure decisions: one rule set for the portal's routes (a pathless
// layout route carries each rule), the server renderer (which draws only pages no rule guards) and the API (every
// endpoint behind a guarded page checks the same rule for the token's owner).

/**
 * A guard's rule. `login`: signed in, and an alumnus's card verified (organisation members pass). `graduate`: that,
 * and a graduate or member status. Rules nest: a page under both layouts carries ['login', 'graduate'].
 */
export type AccessRule = 'login' | 'graduate';

/** studentCurrentStatus values of graduates and members (spec section 4). */
export const GRADUATE_STATUSES: readonly string[] = ['sysOrMember', '07', '08'];

/** The parts of the app state (the portal's SessionState, or the server's view of a token's owner) a decision reads. */
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

const allow: Access = { kind: 'allow' };

/** The card's verdict for a signed-in subject: only alumni have a card; any other userType is an organisation member. */
export function cardAccess(subject: AccessSubject): Access {
  if (subject.userType !== 'alumni') return allow;
  if (subject.alumUserStatus === 'pending') return { kind: 'card-pending' };
  if (subject.alumUserStatus === 'rejected') return { kind: 'card-rejected' };
  if (subject.alumUserStatus !== 'verified') return { kind: 'card-unknown' };
  return allow;
}

/** The decision for a destination guarded by `rules` (no rules: a public page). */
export function decideAccess(subject: AccessSubject, rules: readonly AccessRule[]): Access {
  if (rules.length === 0) return allow;
  if (!subject.appIsLogin) return { kind: 'login' };
  const card = cardAccess(subject);
  if (card.kind !== 'allow') return card;
  if (rules.includes('graduate') && !GRADUATE_STATUSES.includes(subject.user.studentCurrentStatus)) return { kind: 'graduates-only' };
  return allow;
}

/**
 * Whether reloading the user could change a refusal: a card's state is the office's to change (a review queue's
 * decision) while the portal keeps the state it signed in with, so a card refusal is decided again on fresh data once.
 * A signed-out visitor or a current student gains nothing from a reload.
 */
export const refusalMayBeStale = (access: Access): boolean =>
  access.kind === 'card-pending' || access.kind === 'card-rejected' || access.kind === 'card-unknown';

/**
 * How much of a record a detail shows its caller when the detail asks less of them than its list does (spec section 6
 * asks only sign-in of a company's and a position's detail, the graduate rule of their lists): `full` to whom the list
 * admits; `public`, the record without what the list guards, to whom only the detail admits; `none` to whom the
 * detail refuses. So no id walked through a detail gives a caller more than the list would.
 */
export type DetailView = 'full' | 'public' | 'none';

export function detailView(subject: AccessSubject, detailRules: readonly AccessRule[], listRules: readonly AccessRule[]): DetailView {
  if (decideAccess(subject, detailRules).kind !== 'allow') return 'none';
  return decideAccess(subject, listRules).kind === 'allow' ? 'full' : 'public';
}
