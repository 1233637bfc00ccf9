import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { accountApi, type AlumUserInfo, type LoginData } from '../api/account.ts';
import { ApiError } from '../lib/api-error.ts';
import { cache } from '../lib/storage.ts';
import { readLoginRecord, TOKEN_KEY, type LoginRecord } from './token.ts';

/** Spec section 3: app state. */
export interface SessionUser {
  name: string;
  studentCurrentStatus: string;
  userCode: string;
  userStatus: string;
}

export interface SessionState {
  appIsLogin: boolean;
  userType?: string;
  alumUserStatus?: string;
  user: SessionUser;
}

const loggedOut: SessionState = { appIsLogin: false, user: { name: '', studentCurrentStatus: '', userCode: '', userStatus: '' } };

/**
 * The app state's user from the login record and the info call. The spec's info has only id, name and
 * studentCurrentStatus: the card status then comes from the login record and the code from the id.
 */
export function sessionUser(record: LoginRecord, info: Partial<AlumUserInfo>): SessionUser {
  const member = record.userType !== 'alumni';
  const own = member ? {} : info;
  return {
    name: info.name ?? '',
    studentCurrentStatus: member ? 'sysOrMember' : (info.studentCurrentStatus ?? ''),
    userCode: own.userCode || String(info.id ?? ''),
    userStatus: own.userStatus || record.alumUserStatus,
  };
}

const CARD_STATUSES: readonly string[] = ['verified', 'pending', 'rejected'];

/** An alumnus's card status: the one the info call answers now, when it is a known one; else the login record's. */
export function currentCardStatus(record: LoginRecord, info: object): string {
  if (record.userType !== 'alumni') return record.alumUserStatus;
  const { userStatus } = info as { userStatus?: unknown };
  return typeof userStatus === 'string' && CARD_STATUSES.includes(userStatus) ? userStatus : record.alumUserStatus;
}

/** The last loaded app state, for opening the portal offline; removed at logout with the token. */
export const SESSION_USER_KEY = 'SessionUser';

/** Queries under this key hold personal data: never persisted, dropped at logout. */
export const PERSONAL_KEY = 'personal';

/**
 * <html data-signed-in>: set before the first paint from the stored login record (src/shared/elder-boot.ts), so that a
 * drawn page hides its 登录 until the app knows the session; from then on it says what the session says.
 */
function markSignedIn(on: boolean) {
  if (typeof document !== 'undefined') document.documentElement.toggleAttribute('data-signed-in', on);
}

export function createSession(queryClient: QueryClient) {
  let state: SessionState = loggedOut;
  const listeners = new Set<() => void>();
  const set = (next: SessionState) => {
    state = next;
    markSignedIn(next.appIsLogin);
    listeners.forEach((l) => l());
  };

  /**
   * Loads the user behind a record: alumni info, or member info with status sysOrMember. An alumnus's card status is
   * the info's when it names one (it changes when the office answers the card), else the login record's.
   */
  async function loadUser(record: LoginRecord): Promise<SessionState> {
    const info = record.userType === 'alumni' ? await accountApi.alumUserInfo() : await accountApi.orgMemberInfo();
    const alumUserStatus = currentCardStatus(record, info);
    if (alumUserStatus !== record.alumUserStatus) cache.set(TOKEN_KEY, { ...record, alumUserStatus });
    return { appIsLogin: true, userType: record.userType, alumUserStatus, user: sessionUser({ ...record, alumUserStatus }, info) };
  }

  /** Wipes everything personal on this device. */
  function clearLocal() {
    cache.remove(TOKEN_KEY);
    cache.remove(SESSION_USER_KEY);
    queryClient.removeQueries({ queryKey: [PERSONAL_KEY] });
    set(loggedOut);
  }

  function remember(next: SessionState) {
    cache.set(SESSION_USER_KEY, next);
    set(next);
  }

  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** At start: a stored record becomes a session again, unless its token was refused (401 clears it). */
    async restore(): Promise<SessionState> {
      const record = readLoginRecord();
      if (record) {
        try {
          remember(await loadUser(record));
        } catch (error) {
          if (error instanceof ApiError && error.status === 401) clearLocal();
          // Offline or a server fault: the user last seen with this token, so the greeting and guards still work.
          else if (cache.get<SessionState>(SESSION_USER_KEY)?.appIsLogin) set(cache.get<SessionState>(SESSION_USER_KEY)!);
        }
      }
      // Whatever came of it: the boot script's guess from the stored record gives way to the session.
      markSignedIn(state.appIsLogin);
      return state;
    },

    /**
     * Reloads the signed-in user from the server, for a guard whose refusal may be stale (the card answered since
     * sign-in). Offline or on a server fault the state stays as it was; a refused token ends the session.
     */
    async refresh(): Promise<SessionState> {
      const record = readLoginRecord();
      if (!record || !state.appIsLogin) return state;
      try {
        remember(await loadUser(record));
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) clearLocal();
      }
      return state;
    },

    /** After a successful login call: store the record and load the user. */
    async completeLogin(data: LoginData): Promise<SessionState> {
      const record: LoginRecord = { token: data.token, userType: data.userType, alumUserStatus: data.alumUserStatus };
      cache.set(TOKEN_KEY, record);
      try {
        remember(await loadUser(record));
      } catch (error) {
        clearLocal();
        throw error;
      }
      return state;
    },

    /** Logout: tell the server (best effort), then forget everything personal. */
    async logout() {
      if (readLoginRecord()) await accountApi.logout().catch(() => undefined);
      clearLocal();
    },

    clearLocal,
  };
}

export type Session = ReturnType<typeof createSession>;

export function useSession(session: Session): SessionState {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
