import { http, requestEnvelope } from './http.ts';

export type CardStatus = 'verified' | 'pending' | 'rejected';

/** The cached login record the login call answers with. */
export interface LoginData {
  token: string;
  userType: 'alumni' | 'member' | string;
  alumUserStatus: CardStatus | string;
}

/** The spec reads id, name and studentCurrentStatus; the rest is the reference API's and may be missing. */
export interface AlumUserInfo {
  id: number;
  name: string;
  studentCurrentStatus: string;
  userStatus?: CardStatus;
  userCode?: string;
  cardRejectReason?: string;
  faculty?: string;
  major?: string;
  graduationYear?: number | null;
  city?: string;
  company?: string;
  photo?: string;
  cardNo?: string;
}

/** The spec reads id and name; the rest is the reference API's. */
export interface OrgMemberInfo {
  id: number;
  name: string;
  organizationName?: string;
  city?: string;
}

/** Login answers the caller handles itself (spec section 7). */
export const LOGIN_PASS_CODES = [0, 10005, 10022, 10010] as const;

export const accountApi = {
  login: (code: string, state: string) =>
    requestEnvelope<LoginData | null>('post', '/login/wxMpQrCodeLogin', { data: { code, state }, passCodes: LOGIN_PASS_CODES }),
  logout: () => http.post<null>('/login/logout', {}, { silent: true }),
  alumUserInfo: () => http.get<AlumUserInfo>('/alumuser/info'),
  orgMemberInfo: () => http.get<OrgMemberInfo>('/alumorgmember/info'),
  unreadCount: () => http.get<number>('/alummessage/unreadCount', undefined, { silent: true }),
};
