import type { StaffMe } from '../../src/shared/api/admin-auth.ts';

/** What an account on a password someone else set may call: who am I, sign out, and the password change itself. */
const BEFORE_NEW_PASSWORD = ['/api/admin/me', '/api/admin/logout', '/api/admin/password'];
/** What a 管理员 without the second factor production asks for may call: the above and setting the factor up. */
const BEFORE_SECOND_FACTOR = [...BEFORE_NEW_PASSWORD, '/api/admin/otp/setup', '/api/admin/otp/enable'];

/**
 * Why a console route is refused to `me` until they have done what their account asks first, or null. Anything else,
 * the dashboard included, waits: whoever holds a one-time password (sent in a message, printed by a script) is not yet
 * known to be its owner.
 */
export function firstStepRefusal(me: Pick<StaffMe, 'mustChangePassword' | 'otpRequired'>, url: string): string | null {
  if (me.mustChangePassword && !BEFORE_NEW_PASSWORD.includes(url)) return '请先修改初始密码';
  if (me.otpRequired && !BEFORE_SECOND_FACTOR.includes(url)) return '请先设置动态验证码';
  return null;
}
