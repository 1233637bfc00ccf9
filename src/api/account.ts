import { http, requestEnvelope } from './http.ts';
import type { ApiAlumUserInfo, ApiLoginData, CardStatus, OrgMemberInfo } from '../shared/api/account.ts';
import type { ErasurePending } from '../shared/api/erasure.ts';

export type { CardStatus } from '../shared/api/account.ts';

/**
 * The cached login record the login call answers with: the reference API's fields, all present, where another
 * college backend may send a user type or card status the portal does not know.
 */
export type LoginData = { [K in keyof ApiLoginData]-?: NonNullable<ApiLoginData[K]> | string };

/**
 * The spec reads id, name and studentCurrentStatus; the rest is the reference API's (src/shared/api/account.ts) and may
 * be missing from another backend. The reference API documents userStatus as text; the portal reads it as a card status.
 */
export type AlumUserInfo = Pick<ApiAlumUserInfo, 'id' | 'name' | 'studentCurrentStatus'> &
  Partial<Omit<ApiAlumUserInfo, 'userStatus'>> & { userStatus?: CardStatus };

/** The spec reads id and name; the rest is the reference API's. */
export type { OrgMemberInfo } from '../shared/api/account.ts';

/** Login answers the caller handles itself (spec section 7; 10011, scheduled for erasure, is the portal's own). */
export const LOGIN_PASS_CODES = [0, 10005, 10022, 10010, 10011, 10030] as const;

export const accountApi = {
  login: (code: string, state: string) =>
    requestEnvelope<LoginData | ErasurePending | null>('post', '/login/wxMpQrCodeLogin', {
      data: { code, state },
      passCodes: LOGIN_PASS_CODES,
    }),
  /** 撤销注销 with the ticket a 10011 sign-in answered: 0 with the login record, or 10022 for a spent or expired ticket. */
  cancelErasure: (ticket: string) =>
    requestEnvelope<LoginData | null>('post', '/login/erasure/cancel', { data: { ticket }, passCodes: [0, 10022] }),
  logout: () => http.post<null>('/login/logout', {}, { silent: true }),
  alumUserInfo: () => http.get<AlumUserInfo>('/alumuser/info'),
  orgMemberInfo: () => http.get<OrgMemberInfo>('/alumorgmember/info'),
  unreadCount: () => http.get<number>('/alummessage/unreadCount', undefined, { silent: true }),
};
