import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/connect.ts';
import type { ApiLoginData } from '../../src/shared/api/account.ts';
import { HttpError } from '../http/errors.ts';
import { accessCheck, accessDescription, ENDPOINT_ACCESS } from './access.ts';
import type { AuthUser } from './auth-user.ts';
import { bearerToken, hashSecret, newSecret } from './tokens.ts';
import { extendSession, insertSession, revokeSessionToken, sessionUser } from '../repositories/sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user?: AuthUser;
  }
}

/** The OpenAPI security scheme personal endpoints carry: clients and tests tell them from public ones by it. */
export const PERSONAL_SECURITY = 'bearerAuth';

export const unauthorized = () => new HttpError(401, '登录已过期，请重新登录', 401);

/** Issues a session for `userId`: the token goes to the client, its hash to the database. */
export async function createSession(db: Db, userId: number, ttlMs: number): Promise<string> {
  const token = newSecret();
  await insertSession(db, hashSecret(token), userId, new Date(Date.now() + ttlMs));
  return token;
}

/** A sign-in's answer (the login and 撤销注销 alike): a new session for the person, and who they are to the portal. */
export async function signedIn(
  db: Db,
  who: Pick<AuthUser, 'userType' | 'cardStatus'> & { userId: number },
  ttlMs: number,
): Promise<ApiLoginData> {
  return { token: await createSession(db, who.userId, ttlMs), userType: who.userType, alumUserStatus: who.cardStatus };
}

export async function revokeSession(db: Db, tokenHash: string): Promise<void> {
  await revokeSessionToken(db, tokenHash);
}

/**
 * The owner of the request's token if it is valid, for a public endpoint that answers everyone but shows more to some
 * (site search); no token or a stale one is simply anonymous. Does not slide the expiry: only personal calls do.
 */
export async function optionalUser(db: Db, request: FastifyRequest): Promise<AuthUser | undefined> {
  const token = bearerToken(request.headers.authorization);
  if (!token) return undefined;
  const tokenHash = hashSecret(token);
  const row = await sessionUser(db, tokenHash);
  if (!row) return undefined;
  const { expiresAt: _expiresAt, ...user } = row;
  return { ...user, tokenHash };
}

/**
 * The token check every personal route runs first (see the onRoute hook below): a valid, unexpired, unrevoked token
 * of an enabled user, or the 401 envelope.
 * Each use slides the expiry (written at most once a minute per token).
 */
export function installAuth(app: FastifyInstance, db: Db, ttlMs: number) {
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized();
    const tokenHash = hashSecret(token);
    const row = await sessionUser(db, tokenHash);
    if (!row) throw unauthorized();
    const { expiresAt, ...user } = row;
    if (new Date(expiresAt).getTime() - Date.now() < ttlMs - 60_000) {
      await extendSession(db, tokenHash, new Date(Date.now() + ttlMs));
    }
    request.user = { ...user, tokenHash };
  });

  // A personal route says who may call it, `config: { access }` (server/auth/access.ts). Here every such route
  //  - runs the token check first, in onRequest, then its access rule: an anonymous or refused caller gets 401 or 403
  //    before its body is read or validated, and learns nothing from validation messages;
  //  - says so in the OpenAPI document, so the document (and the authorisation tests that read it) cannot forget one.
  // A route naming requireUser without a rule is refused at start-up, so a new endpoint cannot skip the rules silently.
  app.addHook('onRoute', (route) => {
    const hooks = (h: unknown) => [h ?? []].flat() as Array<typeof app.requireUser>;
    const preHandlers = hooks(route.preHandler);
    const onRequest = hooks(route.onRequest);
    const access = route.config?.access;
    if (access === undefined) {
      if (preHandlers.includes(app.requireUser) || onRequest.includes(app.requireUser)) {
        throw new Error(
          `${route.method} ${route.url}: declare who may call it, config: { access: ${ENDPOINT_ACCESS.map((a) => `'${a}'`).join(' | ')} }`,
        );
      }
      return;
    }
    if (!ENDPOINT_ACCESS.includes(access)) throw new Error(`${route.method} ${route.url}: unknown access rule '${access}'`);
    const checks = access === 'session' ? [app.requireUser] : [app.requireUser, accessCheck(access)];
    route.preHandler = preHandlers.filter((h) => h !== app.requireUser) as typeof route.preHandler;
    route.onRequest = [...checks, ...onRequest.filter((h) => h !== app.requireUser)] as typeof route.onRequest;
    const description = [route.schema?.description, accessDescription[access]].filter(Boolean).join('\n\n');
    route.schema = { ...route.schema, description, security: [{ [PERSONAL_SECURITY]: [] }] };
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
}
