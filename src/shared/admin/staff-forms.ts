import type { FormSchema } from '../forms.ts';
import { STAFF_ROLES } from './roles.ts';

// The console's own account forms: sign-in, a new password, the second factor, and a staff account as 管理员 edits it.

const otp = {
  type: 'string',
  title: '动态验证码',
  maxLength: 6,
  pattern: '^[0-9]{6}$',
  patternMessage: '动态验证码应为验证器上显示的 6 位数字',
} as const;

/** POST /api/admin/login. `otp` only when the account has a second factor. */
export const staffLoginSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['account', 'password'],
  properties: {
    account: { type: 'string', title: '账号', minLength: 1, maxLength: 64 },
    password: { type: 'string', title: '密码', minLength: 1, maxLength: 128 },
    otp,
  },
} as const satisfies FormSchema;

/** A password a member of staff may choose: 10 to 128 characters, letters and digits both. */
export const newPasswordField = {
  type: 'string',
  title: '新密码',
  minLength: 10,
  maxLength: 128,
  pattern: '^(?=.*[A-Za-z])(?=.*[0-9]).+$',
  patternMessage: '新密码须同时包含字母和数字',
} as const;

/** POST /api/admin/password: one's own password, the current one confirming it is oneself. */
export const changePasswordSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['currentPassword', 'newPassword'],
  properties: {
    currentPassword: { type: 'string', title: '当前密码', minLength: 1, maxLength: 128 },
    newPassword: newPasswordField,
  },
} as const satisfies FormSchema;

/** POST /api/admin/otp/enable: the first code from the authenticator proves it was set up. */
export const otpEnableSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['otp'],
  properties: { otp },
} as const satisfies FormSchema;

/** An account name: letters, digits, dot, dash and underscore, as typed at sign-in. */
export const staffAccountField = {
  type: 'string',
  title: '账号',
  minLength: 3,
  maxLength: 32,
  pattern: '^[A-Za-z0-9._-]+$',
  patternMessage: '账号只能包含字母、数字、点、横线和下划线',
} as const;

/** The roles as the staff form carries them: one code of STAFF_ROLES per role, comma-separated (at least one). */
export const staffRolesField = {
  type: 'string',
  title: '角色',
  minLength: 1,
  maxLength: 64,
  pattern: `^(${STAFF_ROLES.join('|')})(,(${STAFF_ROLES.join('|')}))*$`,
  patternMessage: '请至少选择一个角色',
} as const;

export interface StaffLoginBody {
  account: string;
  password: string;
  otp?: string;
}
