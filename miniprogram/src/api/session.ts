import type { MpSessionData } from '@shared/api/mp.ts';
import { login } from '../platform/index';
import { ApiError, request, type RequestOptions } from './http';

// The mini-program's session (POST /api/mp/session): a token for /api/mp/*, whether the WeChat account is bound to an
// alumnus, the card's state, the portal token of a bound account (for the portal's personal API) and the subscription
// templates. Kept in memory for the app's lifetime; a page that depends on what may have changed since asks afresh.

export type CardStatus = 'verified' | 'pending' | 'rejected';

export interface MpSession {
  token: string;
  expiresAt: number;
  bound: boolean;
  cardStatus: CardStatus | null;
  /** A portal session token when the account is bound (Authorization for /api/alumuser/info and the like). */
  userToken: string | null;
  subscribeTemplates: { review: string | null; activity: string | null };
}

type SessionAnswer = NonNullable<MpSessionData>;

let current: MpSession | undefined;
let starting: Promise<MpSession> | undefined;

/** Starts a new session: wx.login, then POST /api/mp/session. */
export function startSession(): Promise<MpSession> {
  starting ??= (async () => {
    try {
      const jsCode = await login();
      const answer = await request<SessionAnswer>('/api/mp/session', { method: 'POST', body: { jsCode } });
      current = {
        token: answer.token ?? '',
        // A minute's margin: a token about to lapse is renewed rather than refused mid-request.
        expiresAt: Date.now() + ((answer.expiresIn ?? 0) - 60) * 1000,
        bound: answer.bound === true,
        cardStatus: (answer.cardStatus ?? null) as CardStatus | null,
        userToken: answer.userToken ?? null,
        subscribeTemplates: { review: answer.subscribeTemplates?.review ?? null, activity: answer.subscribeTemplates?.activity ?? null },
      };
      return current;
    } finally {
      starting = undefined;
    }
  })();
  return starting;
}

/**
 * The session, started when there is none or it has lapsed. `fresh`: start a new one unless the account is already
 * bound with a verified card (what a page shows for anyone else may have changed: a review decided meanwhile).
 */
export async function session({ fresh = false } = {}): Promise<MpSession> {
  const settled = current && current.bound && current.cardStatus === 'verified';
  if (current && current.expiresAt > Date.now() && !(fresh && !settled)) return current;
  return startSession();
}

/** A call to /api/mp/* with the session's token; a 401 (the token lapsed on the server) starts a new session once. */
export async function mpRequest<T>(path: string, options: Omit<RequestOptions, 'token'> = {}): Promise<T> {
  const first = await session();
  try {
    return await request<T>(path, { ...options, token: first.token });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
    const renewed = await startSession();
    return request<T>(path, { ...options, token: renewed.token });
  }
}

/**
 * A call to the portal's personal API with the bound account's portal token. A 401 there (the portal session ended)
 * starts a new mini-program session once, which brings a new portal token.
 */
export async function userRequest<T>(path: string, options: Omit<RequestOptions, 'token'> = {}): Promise<T> {
  const first = await session();
  try {
    return await request<T>(path, { ...options, token: first.userToken });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
    const renewed = await startSession();
    return request<T>(path, { ...options, token: renewed.userToken });
  }
}
