import { describe, expect, it, vi, beforeEach } from 'vitest';
import { isRedirect } from '@tanstack/react-router';

const told = vi.hoisted(() => ({ notices: [] as { intent: string; text: string }[], dialogs: [] as string[] }));
vi.mock('../../src/lib/notify.ts', () => ({ notify: (notice: { intent: string; text: string }) => void told.notices.push(notice) }));
vi.mock('../../src/lib/dialogs.ts', () => ({
  confirmDialog: ({ body }: { body: string }) => (told.dialogs.push(body), Promise.resolve(false)),
}));

const { accessLayout } = await import('../../src/session/guard.ts');
type Session = import('../../src/session/store.ts').Session;
type SessionState = import('../../src/session/store.ts').SessionState;
type AccessRule = import('../../src/shared/access-rules.ts').AccessRule;

const signedOut: SessionState = { appIsLogin: false, user: { name: '', studentCurrentStatus: '', userCode: '', userStatus: '' } };
const alumni = (alumUserStatus: string, studentCurrentStatus = '07'): SessionState => ({
  appIsLogin: true,
  userType: 'alumni',
  alumUserStatus,
  user: { ...signedOut.user, studentCurrentStatus },
});

/** Runs a layout's guard for one navigation; answers where a refused one is sent, or 'allowed'. */
function go(rule: AccessRule, state: SessionState, { href = '/services/map', preload = false } = {}) {
  const context = { session: { get: () => state } as Session };
  try {
    accessLayout(rule).beforeLoad({ context, location: { href }, preload });
    return 'allowed';
  } catch (e) {
    if (!isRedirect(e)) throw e;
    return e.options.to;
  }
}

beforeEach(() => {
  told.notices.length = 0;
  told.dialogs.length = 0;
});

describe('accessLayout: a refused navigation lands on home and says why', () => {
  it.each([
    ['signed out', 'login', signedOut, '/', ['请先登录'], []],
    ['a pending card', 'login', alumni('pending'), '/', [], [{ intent: 'warning', text: '您申请的校友卡正在等待审核' }]],
    [
      'a rejected card',
      'login',
      alumni('rejected'),
      '/',
      [],
      [{ intent: 'error', text: '您申请的校友卡审核不通过，请您去微信小程序进行修改' }],
    ],
    // Spec section 5: a card in no known state gets the toast branch with empty text.
    ['a card of unknown status', 'login', alumni('unheard-of'), '/', [], [{ intent: 'warning', text: '' }]],
    [
      'a current student at a graduate page',
      'graduate',
      alumni('verified', '01'),
      '/',
      [],
      [{ intent: 'warning', text: '仅毕业生可以申请' }],
    ],
    [
      'a signed-out visitor at a graduate page: the sign-in question, not the graduate notice',
      'graduate',
      signedOut,
      '/',
      ['请先登录'],
      [],
    ],
    ['a verified graduate', 'graduate', alumni('verified', '08'), 'allowed', [], []],
    ['a verified student at a login page', 'login', alumni('verified', '01'), 'allowed', [], []],
  ] as const)('%s', (_case, rule, state, where, dialogs, notices) => {
    expect(go(rule, state)).toBe(where);
    expect(told.dialogs).toEqual(dialogs);
    expect(told.notices).toEqual(notices);
  });

  it('a hover preload is refused without a word', () => {
    expect(go('login', signedOut, { preload: true })).toBe('/');
    expect(go('graduate', alumni('verified', '01'), { preload: true })).toBe('/');
    expect(told.dialogs).toEqual([]);
    expect(told.notices).toEqual([]);
  });

  it('the layout carries its rule for the server renderer and the login callback to read', () => {
    expect(accessLayout('graduate').staticData).toEqual({ access: 'graduate' });
  });
});
