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
async function go(
  rule: AccessRule,
  state: SessionState,
  { href = '/services/map', preload = false, fresh = state }: { href?: string; preload?: boolean; fresh?: SessionState } = {},
) {
  // The server's view of the user: what a refresh loads.
  let current = state;
  const refresh = vi.fn(async () => (current = fresh));
  const context = { session: { get: () => current, refresh } as unknown as Session };
  refreshes = refresh;
  try {
    await accessLayout(rule).beforeLoad({ context, location: { href }, preload });
    return 'allowed';
  } catch (e) {
    if (!isRedirect(e)) throw e;
    return e.options.to;
  }
}

let refreshes: ReturnType<typeof vi.fn> | undefined;

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
  ] as const)('%s', async (_case, rule, state, where, dialogs, notices) => {
    await expect(go(rule, state)).resolves.toBe(where);
    expect(told.dialogs).toEqual(dialogs);
    expect(told.notices).toEqual(notices);
  });

  it('a hover preload is refused without a word, and reloads nothing', async () => {
    await expect(go('login', signedOut, { preload: true })).resolves.toBe('/');
    await expect(go('graduate', alumni('verified', '01'), { preload: true })).resolves.toBe('/');
    await expect(go('login', alumni('pending'), { preload: true, fresh: alumni('verified') })).resolves.toBe('/');
    expect(refreshes).not.toHaveBeenCalled();
    expect(told.dialogs).toEqual([]);
    expect(told.notices).toEqual([]);
  });

  // The office answers a card while the alumnus is signed in: a card refusal is decided again, once, on fresh data.
  it.each([
    ['pending, verified since: passes without signing in again', 'login', alumni('pending'), alumni('verified'), 'allowed', [], 1],
    [
      'pending, rejected since: the rejected notice',
      'login',
      alumni('pending'),
      alumni('rejected'),
      '/',
      [{ intent: 'error', text: '您申请的校友卡审核不通过，请您去微信小程序进行修改' }],
      1,
    ],
    [
      'pending still: the pending notice',
      'graduate',
      alumni('pending'),
      alumni('pending'),
      '/',
      [{ intent: 'warning', text: '您申请的校友卡正在等待审核' }],
      1,
    ],
    ['rejected, verified after a fix: passes', 'graduate', alumni('rejected', '08'), alumni('verified', '08'), 'allowed', [], 1],
    ['signed out: nothing to reload', 'login', signedOut, signedOut, '/', [], 0],
    [
      'a current student: a reload changes nothing',
      'graduate',
      alumni('verified', '01'),
      alumni('verified', '01'),
      '/',
      [{ intent: 'warning', text: '仅毕业生可以申请' }],
      0,
    ],
    ['verified: allowed without a reload', 'login', alumni('verified'), alumni('verified'), 'allowed', [], 0],
  ] as const)('refresh: %s', async (_case, rule, state, fresh, where, notices, calls) => {
    await expect(go(rule, state, { fresh })).resolves.toBe(where);
    expect(told.notices).toEqual(notices);
    expect(refreshes).toHaveBeenCalledTimes(calls);
  });

  it('the layout carries its rule for the server renderer and the login callback to read', () => {
    expect(accessLayout('graduate').staticData).toEqual({ access: 'graduate' });
  });
});
