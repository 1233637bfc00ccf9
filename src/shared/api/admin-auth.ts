import { STAFF_ROLES } from '../admin/roles.ts';
import { CONSOLE_SECTION_IDS } from '../admin/sections.ts';
import type { SchemaType } from './schema-type.ts';
import { bool, int, nullableInt, record, str, time } from './shapes.ts';

// The console's sign-in and the signed-in member of staff.

const roles = { type: 'array', items: { type: 'string', enum: STAFF_ROLES } } as const;

/** A staff account's who and what: as the signed-in member sees it, and as 管理员's list shows it. */
const staffIdentity = {
  id: int,
  account: str,
  name: str,
  roles,
  /** the organisation a 组织管理员 looks after; null for the other roles */
  organizationId: nullableInt,
} as const;

/** Who is signed in to the console, and what their account still asks of them. */
export const staffMeSchema = record({
  ...staffIdentity,
  /** the console's sections to show them, in order (src/shared/admin/sections.ts) */
  sections: { type: 'array', items: { type: 'string', enum: CONSOLE_SECTION_IDS } },
  /** a password set by someone else (npm run staff, a reset): the console asks for a new one first */
  mustChangePassword: bool,
  otpEnabled: bool,
  /** a 管理员 in production without a second factor: the console asks to set it up before anything else */
  otpRequired: bool,
});
export type StaffMe = SchemaType<typeof staffMeSchema>;

/** POST /api/admin/login answers the token (kept by the console under its own key) and who it belongs to. */
export const staffLoginAnswerSchema = record({ token: str, name: str, roles, me: staffMeSchema });
export type StaffLoginAnswer = SchemaType<typeof staffLoginAnswerSchema>;

/** POST /api/admin/otp/setup: a new secret to show as a QR code (and as text, to type in by hand). */
export const otpSetupSchema = record({ secret: str, uri: str });
export type OtpSetup = SchemaType<typeof otpSetupSchema>;

/** A staff account as 管理员 sees it in the console's list. */
export const staffAccountSchema = record({
  ...staffIdentity,
  disabled: bool,
  /** locked by failed sign-ins right now */
  locked: bool,
  otpEnabled: bool,
  mustChangePassword: bool,
  createdAt: time,
});
export type StaffAccount = SchemaType<typeof staffAccountSchema>;

/** A new or reset account's one-time password: shown once, to hand over. */
export const oneTimePasswordSchema = record({ id: int, password: str });

/** One entry of the audit log, in the office's words (src/shared/admin/audit-words.ts): 操作, 对象, 内容. */
export const auditEntrySchema = record({
  id: int,
  at: time,
  account: str,
  ip: str,
  operation: str,
  object: str,
  content: str,
});
export type AuditEntry = SchemaType<typeof auditEntrySchema>;
