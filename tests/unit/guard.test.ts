import { describe, expect, it, vi, beforeEach } from 'vitest';
import { isRedirect } from '@tanstack/react-router';

const told = vi.hoisted(() => ({ notices: [] as string[], dialogs: [] as string[] }));
vi.mock('../../src/ui/notify.ts', () => ({ notify: ({ text }: { text: string }) => void told.notices.push(text) }));
vi.mock('../../src/ui/dialogs.tsx', () => ({
  confirmDialog: ({ body }: { body: string }) => (told.dialogs.push(body), Promise.resolve(false)),
}));

const { guardRoute, trackWhereabouts } = await import('../../src/session/guard.ts');
type Session = import('../../src/session/store.ts').Session;
type SessionState = import('../../src/session/store.ts').SessionState;

const signedOut: SessionState = { appIsLogin: false, user: { name: '', studentCurrentStatus: '', userCode: '', userStatus: '' } };
const member: SessionState = { appIsLogin: true, userType: 'member', alumUserStatus: 'verified', user: { ...signedOut.user, studentCurrentStatus: 'sysOrMember' } };

/**
 * Runs the guard over a sequence of navigations, from a fresh tab; returns where each refused one was sent, or 'allowed'.
 * A step may sign the user out first (a token that expired while the page was open).
 */
function navigate(steps: { href: string; preload?: boolean; signOut?: true }[], start: SessionState = signedOut) {
  let state = start;
  const context = { session: { get: () => state } as Session, ...trackWhereabouts() };
  return steps.map(({ href, preload = false, signOut }) => {
    if (signOut) state = signedOut;
    try {
      guardRoute({ context, location: { pathname: href.split('?')[0], href }, preload });
      return 'allowed';
    } catch (e) {
      if (!isRedirect(e)) throw e;
      return e.options.href;
    }
  });
}

beforeEach(() => {
  told.notices.length = 0;
  told.dialogs.length = 0;
});

// Signed out, every /my and /services path is refused with the login question.
describe('guardRoute: where a refused navigation leaves the user', () => {
  it.each([
    ['a refused deep link on a fresh tab lands on home', [{ href: '/my' }], ['/']],
    ['a refused click stays on the page the user is on', [{ href: '/article/activities' }, { href: '/my' }], ['allowed', '/article/activities']],
    [
      'a refused click while the page before still loads stays on that page, not the one before it',
      [{ href: '/wxMpQrCodeRedirect?code=1' }, { href: '/article/activities?page=2' }, { href: '/services/donate' }],
      ['allowed', 'allowed', '/article/activities?page=2'],
    ],
    [
      'hover preloads neither move the user nor announce anything',
      [{ href: '/article/collegeNews' }, { href: '/article/activities', preload: true }, { href: '/my', preload: true }, { href: '/my' }],
      ['allowed', 'allowed', '/article/collegeNews', '/article/collegeNews'],
    ],
  ])('%s', (_case, steps, expected) => {
    expect(navigate(steps)).toEqual(expected);
  });

  it('signed out while on a protected page: the reload of that page lands on home, not on itself', () => {
    expect(navigate([{ href: '/my/message' }, { href: '/my/message', signOut: true }], member)).toEqual(['allowed', '/']);
  });

  it('asks to sign in once per refused navigation, never for a preload', () => {
    navigate([{ href: '/' }, { href: '/my', preload: true }, { href: '/services/map' }]);
    expect(told.dialogs).toEqual(['请先登录']);
    expect(told.notices).toEqual([]);
  });
});
