import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config/index.ts';
import type { Db, Queryable } from '../db/connect.ts';
import { HttpError } from '../http/errors.ts';
import { appendAudit } from '../repositories/audit.ts';
import { staffSession, type StaffRow } from '../repositories/staff.ts';
import type { StaffMe } from '../../src/shared/api/admin-auth.ts';
import {
  mayPerform,
  STAFF_OPERATIONS,
  STAFF_ROLE_NAMES,
  STAFF_ROLES,
  type StaffOperation,
  type StaffRole,
} from '../../src/shared/admin/roles.ts';
import { consoleSectionIds } from '../../src/shared/admin/sections.ts';
import { firstStepRefusal } from './first-steps.ts';
import { bearerToken, hashSecret } from './tokens.ts';

/** The member of staff a console request was made by: who they are (as GET /api/admin/me answers) and their token. */
export interface AuthStaff extends StaffMe {
  tokenHash: string;
}

/** Who an account's row says the member of staff is, and what it still asks of them. */
export function staffMeOf(row: StaffRow, production: boolean): StaffMe {
  const otpEnabled = row.otpSecret !== null;
  return {
    id: row.id,
    account: row.account,
    name: row.name,
    roles: row.roles,
    organizationId: row.organizationId,
    sections: consoleSectionIds(row.roles, row.organizationId),
    mustChangePassword: row.mustChangePassword,
    otpEnabled,
    otpRequired: needsOtp(row.roles, otpEnabled, production),
  };
}

/** What a console write's audit entry says; a handler sets it, else the route's summary is used. */
export interface AuditNote {
  entity?: string;
  entityId?: string | number;
  summary?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    staff?: AuthStaff;
    auditEntry?: AuditNote;
    /** set by auditWithin: the handler wrote its own entry, inside its transaction */
    auditWritten?: boolean;
  }
  interface FastifyContextConfig {
    /** Marks a console route: a staff token is required, and a role granting this operation (src/shared/admin/roles.ts). */
    staff?: StaffOperation;
  }
}

/** The OpenAPI security scheme every console route carries: the tests find the console's operations by it. */
export const STAFF_SECURITY = 'staffAuth';

export const staffUnauthorized = () => new HttpError(401, '登录已过期，请重新登录管理后台', 401);
export const forbidden = (message = '无权进行此操作') => new HttpError(403, message, 403);

/** Whether a 管理员 must set up a second factor before anything else (production only). */
export const needsOtp = (roles: readonly StaffRole[], otpEnabled: boolean, production: boolean) =>
  production && roles.includes('admin') && !otpEnabled;

const reads = new Set(['GET', 'HEAD']);

/** The entry a console request leaves: who, from where, which route, and what `note` says of it. */
const entryOf = (request: FastifyRequest, note: AuditNote) => {
  const params = request.params as { id?: unknown } | undefined;
  return {
    staffId: request.staff!.id,
    account: request.staff!.account,
    ip: request.ip,
    action: `${request.method} ${request.routeOptions.url}`,
    entity:
      note.entity ??
      String(request.routeOptions.url)
        .replace(/^\/api\/admin\//, '')
        .split('/')[0],
    entityId: String(note.entityId ?? params?.id ?? ''),
    summary: note.summary ?? String(request.routeOptions.schema?.summary ?? ''),
  };
};

/**
 * Writes the request's audit entry through `tx`, so it exists exactly when the change does (a decision's status, its
 * message and its entry in one transaction), and tells the answer's hook not to write another. Reads that must be
 * recorded (an export of personal data, a view of full ID numbers) use it too, with the handle they read through.
 */
export async function auditWithin(tx: Queryable, request: FastifyRequest, note: AuditNote) {
  if (!request.staff) throw new Error('auditWithin: not a console request');
  await appendAudit(tx, entryOf(request, note));
  request.auditWritten = true;
}

/**
 * Console routes declare `config: { staff: operation }`. For each such route this
 *  - checks the staff token and the role before the body is read (401, then 403), and keeps an account whose password
 *    must be changed, or a 管理员 who must set up a second factor, to doing that (firstStepRefusal) until it has;
 *  - marks the route in the OpenAPI document with the staff security scheme and the roles that may call it;
 *  - appends an audit entry for every write it answers below 400, before the answer leaves (unless the handler wrote
 *    its own inside its transaction, with auditWithin).
 * A route under /api/admin/ without `staff` is refused at start-up (the sign-in itself says `staff: 'self'`-free by
 * being listed in `openConsoleRoutes`), so a console route cannot be left open by forgetting it.
 */
export function installStaffAuth(app: FastifyInstance, db: Db, config: ServerConfig, openConsoleRoutes: readonly string[]) {
  const requireStaff = (operation: StaffOperation) =>
    async function checkStaff(request: FastifyRequest) {
      const token = bearerToken(request.headers.authorization);
      if (!token) throw staffUnauthorized();
      const tokenHash = hashSecret(token);
      const row = await staffSession(db, tokenHash, config.staffIdleMs);
      if (!row) throw staffUnauthorized();
      const staff: AuthStaff = { ...staffMeOf(row, config.production), tokenHash };
      request.staff = staff;
      if (!mayPerform(staff.roles, operation)) throw forbidden();
      const firstStep = firstStepRefusal(staff, request.routeOptions.url ?? '');
      if (firstStep) throw forbidden(firstStep);
    };

  async function audit(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    if (reads.has(request.method) || reply.statusCode >= 400 || !request.staff || request.auditWritten) return payload;
    await appendAudit(db, entryOf(request, request.auditEntry ?? {}));
    return payload;
  }

  app.addHook('onRoute', (route) => {
    const operation = route.config?.staff;
    const url = route.url;
    if (operation === undefined) {
      if (url.startsWith('/api/admin/') && !openConsoleRoutes.includes(url)) {
        throw new Error(`${route.method} ${url}: declare the console operation it performs, config: { staff: ... }`);
      }
      return;
    }
    if (!STAFF_OPERATIONS.includes(operation)) throw new Error(`${route.method} ${url}: unknown console operation '${operation}'`);
    if (route.config?.access !== undefined) throw new Error(`${route.method} ${url}: a console route takes no alumni access rule`);
    route.onRequest = [requireStaff(operation), ...[route.onRequest ?? []].flat()] as typeof route.onRequest;
    route.onSend = [audit, ...[route.onSend ?? []].flat()] as typeof route.onSend;
    const who = STAFF_ROLES.filter((role) => mayPerform([role], operation)).map((role) => STAFF_ROLE_NAMES[role]);
    const description = [route.schema?.description, `访问规则：管理后台登录；角色：${who.join('、')}`].filter(Boolean).join('\n\n');
    route.schema = { ...route.schema, description, security: [{ [STAFF_SECURITY]: [] }] };
  });
}
