import type { FastifyRequest } from 'fastify';
import { decideAccess, detailView, type Access, type AccessRule, type AccessSubject } from '../../src/shared/access-rules.ts';
import { HttpError } from '../http/errors.ts';
import type { AuthUser } from './auth-user.ts';

/**
 * What a personal endpoint asks of its caller beyond a valid token, declared on the route as `config: { access }`:
 *  - `session`: nothing more; the calls the signed-in session itself makes whatever the card's state (who am I,
 *    the unread badge, logout), where the portal decides what to show;
 *  - `login`, `graduate`: the rule of the portal's guarded page that calls it (src/shared/access-rules.ts), so a
 *    plain token cannot reach what the page would refuse.
 */
export type EndpointAccess = 'session' | 'login' | 'graduate';

export const ENDPOINT_ACCESS: readonly EndpointAccess[] = ['session', 'login', 'graduate'];

const rules: Record<EndpointAccess, readonly AccessRule[]> = { session: [], login: ['login'], graduate: ['login', 'graduate'] };

/** The rule in words, for the OpenAPI description. */
export const accessDescription: Record<EndpointAccess, string> = {
  session: '访问规则：已登录即可（不论校友卡状态）',
  login: '访问规则：已登录；校友须校友卡已认证（组织成员可用）',
  graduate: '访问规则：已登录；校友须校友卡已认证，且为毕业生或组织成员',
};

// The portal's notices for the same refusals (spec sections 5 and 8).
const refusals: Record<Exclude<Access['kind'], 'allow'>, string> = {
  login: '拒绝访问', // not reached: requireUser has run, so the subject is signed in
  'card-pending': '您申请的校友卡正在等待审核',
  'card-rejected': '您申请的校友卡审核不通过，请您去微信小程序进行修改',
  'graduates-only': '仅毕业生可以申请',
  'card-unknown': '拒绝访问',
};

/** The token's owner as the portal's app state would describe them: members count as sysOrMember, as there. */
function accessSubject(user: AuthUser): AccessSubject {
  return {
    appIsLogin: true,
    userType: user.userType,
    alumUserStatus: user.cardStatus,
    user: { studentCurrentStatus: user.userType === 'alumni' ? user.studentCurrentStatus : 'sysOrMember' },
  };
}

/** Whether the token's owner meets `access`, for a public endpoint that shows more to some (site search). */
export const meetsAccess = (user: AuthUser | undefined, access: Exclude<EndpointAccess, 'session'>): boolean =>
  user !== undefined && decideAccess(accessSubject(user), rules[access]).kind === 'allow';

/**
 * What a detail declaring `detail` shows the token's owner when its list declares `list` (detailView). The route's
 * own check has admitted the caller, so what is not the full record is the public one.
 */
export function detailViewOf(user: AuthUser, detail: Exclude<EndpointAccess, 'session'>, list: Exclude<EndpointAccess, 'session'>) {
  return detailView(accessSubject(user), rules[detail], rules[list]) === 'full' ? 'full' : 'public';
}

/** The onRequest hook that follows requireUser on a route declaring `login` or `graduate`. */
export function accessCheck(access: Exclude<EndpointAccess, 'session'>) {
  return async function checkAccess(request: FastifyRequest) {
    const decision = decideAccess(accessSubject(request.user!), rules[access]);
    if (decision.kind === 'allow') return;
    throw new HttpError(403, refusals[decision.kind], 403);
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Marks a personal endpoint (a token is required) and the rule its caller must meet; see EndpointAccess. */
    access?: EndpointAccess;
  }
}
