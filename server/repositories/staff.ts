import type { Queryable } from '../db/connect.ts';
import type { StaffRole } from '../../src/shared/admin/roles.ts';
import type { StaffAccount } from '../../src/shared/api/admin-auth.ts';

// Staff accounts and console sessions. Only hashes are stored: of passwords (argon2id) and of tokens (sha256).

export interface StaffRow {
  id: number;
  account: string;
  name: string;
  passwordHash: string;
  roles: StaffRole[];
  organizationId: number | null;
  mustChangePassword: boolean;
  otpSecret: string | null;
  otpPendingSecret: string | null;
  otpLastStep: number;
  failedAttempts: number;
  lockedUntil: Date | null;
  disabled: boolean;
}

/** The account's columns as StaffRow, read from the table under `t`. */
const staffColumns = (t: string) => `${t}.id, ${t}.account, ${t}.name, ${t}.password_hash as "passwordHash", ${t}.roles,
  ${t}.organization_id as "organizationId", ${t}.must_change_password as "mustChangePassword", ${t}.otp_secret as "otpSecret",
  ${t}.otp_pending_secret as "otpPendingSecret", ${t}.otp_last_step::float8 as "otpLastStep",
  ${t}.failed_attempts as "failedAttempts", ${t}.locked_until as "lockedUntil", ${t}.disabled`;

export const staffByAccount = async (db: Queryable, account: string) =>
  (await db.query<StaffRow>(`select ${staffColumns('a')} from staff_account a where lower(a.account) = lower($1)`, [account]))[0];

export const staffById = async (db: Queryable, id: number) =>
  (await db.query<StaffRow>(`select ${staffColumns('a')} from staff_account a where a.id = $1`, [id]))[0];

/**
 * Counts a failed sign-in of `account` (existing or not) from `ip` in one statement, locking that pair for `lockMs`
 * once `attempts` failures in a row are reached (the count starts again after the lock); answers when the lock ends,
 * if it has just begun.
 */
export async function recordFailedSignIn(db: Queryable, account: string, ip: string, attempts: number, lockMs: number) {
  const [row] = await db.query<{ lockedUntil: Date | null }>(
    `insert into staff_sign_in_failure as f (account, ip, failed_attempts, locked_until)
     values (lower($1), $2, 1, null)
     on conflict (account, ip) do update set
       failed_attempts = case when f.failed_attempts + 1 >= $3 then 0 else f.failed_attempts + 1 end,
       locked_until = case when f.failed_attempts + 1 >= $3 then now() + $4 * interval '1 millisecond' else f.locked_until end
     returning case when failed_attempts = 0 then locked_until end as "lockedUntil"`,
    [account, ip, attempts, lockMs],
  );
  return row?.lockedUntil ?? null;
}

/** When the lock on `account` from `ip` ends, if it is locked now. */
export const signInLock = async (db: Queryable, account: string, ip: string) =>
  (
    await db.query<{ lockedUntil: Date }>(
      `select locked_until as "lockedUntil" from staff_sign_in_failure where account = lower($1) and ip = $2 and locked_until > now()`,
      [account, ip],
    )
  )[0]?.lockedUntil;

/** A good sign-in from `ip` starts its count again. */
export async function recordSignIn(db: Queryable, account: string, ip: string) {
  await db.query('delete from staff_sign_in_failure where account = lower($1) and ip = $2', [account, ip]);
}

/** Clears the account's failures and locks from every address: the way back for an account kept locked. */
const clearFailures = `delete from staff_sign_in_failure where account = (select lower(account) from staff_account where id = $1)`;

/** Accepts a second-factor code's time step only if it is later than the last accepted: answers whether it was. */
export const spendOtpStep = async (db: Queryable, id: number, step: number) =>
  (await db.query('update staff_account set otp_last_step = $2 where id = $1 and otp_last_step < $2 returning id', [id, step])).length > 0;

export async function insertStaffSession(db: Queryable, tokenHash: string, staffId: number, expiresAt: Date) {
  await db.query('insert into staff_session (token_hash, staff_id, expires_at) values ($1, $2, $3)', [tokenHash, staffId, expiresAt]);
}

/**
 * The member of staff behind a live console token: unrevoked, within its lifetime, used within `idleMs`, of an enabled
 * account. Marks it used (at most once a minute, so a busy page does not write on every call).
 */
export async function staffSession(db: Queryable, tokenHash: string, idleMs: number) {
  const [row] = await db.query<StaffRow & { lastSeenAt: Date }>(
    `select ${staffColumns('a')}, s.last_seen_at as "lastSeenAt"
       from staff_session s join staff_account a on a.id = s.staff_id
      where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now()
        and s.last_seen_at > now() - $2 * interval '1 millisecond' and not a.disabled`,
    [tokenHash, idleMs],
  );
  if (row && Date.now() - new Date(row.lastSeenAt).getTime() > 60_000) {
    await db.query('update staff_session set last_seen_at = now() where token_hash = $1', [tokenHash]);
  }
  return row;
}

export async function revokeStaffSession(db: Queryable, tokenHash: string) {
  await db.query('update staff_session set revoked_at = now() where token_hash = $1 and revoked_at is null', [tokenHash]);
}

/** Ends every console session of an account but, optionally, one (a password change keeps the one making it). */
export async function revokeStaffSessions(db: Queryable, staffId: number, except?: string) {
  await db.query('update staff_session set revoked_at = now() where staff_id = $1 and revoked_at is null and token_hash <> $2', [
    staffId,
    except ?? '',
  ]);
}

export async function setStaffPassword(db: Queryable, id: number, passwordHash: string, mustChange: boolean) {
  await db.query(clearFailures, [id]);
  await db.query(
    'update staff_account set password_hash = $2, must_change_password = $3, failed_attempts = 0, locked_until = null, updated_at = now() where id = $1',
    [id, passwordHash, mustChange],
  );
}

export async function setPendingOtp(db: Queryable, id: number, secret: string) {
  await db.query('update staff_account set otp_pending_secret = $2, updated_at = now() where id = $1', [id, secret]);
}

/** Makes the pending secret the account's second factor, from the step of the code that confirmed it. */
export async function confirmOtp(db: Queryable, id: number, step: number) {
  await db.query(
    'update staff_account set otp_secret = otp_pending_secret, otp_pending_secret = null, otp_last_step = $2, updated_at = now() where id = $1',
    [id, step],
  );
}

export type NewStaff = Pick<StaffRow, 'account' | 'name' | 'passwordHash' | 'roles' | 'organizationId' | 'mustChangePassword'>;

export const insertStaff = async (db: Queryable, s: NewStaff) =>
  (
    await db.query<{ id: number }>(
      `insert into staff_account (account, name, password_hash, roles, organization_id, must_change_password)
       values ($1, $2, $3, $4, $5, $6) returning id`,
      [s.account, s.name, s.passwordHash, s.roles, s.organizationId, s.mustChangePassword],
    )
  )[0].id;

/** Every staff account as the console lists them, oldest first. */
export const staffList = (db: Queryable) =>
  db.query<StaffAccount>(
    `select id, account, name, roles, organization_id as "organizationId", disabled,
            exists (select 1 from staff_sign_in_failure f where f.account = lower(staff_account.account) and f.locked_until > now()) as locked, otp_secret is not null as "otpEnabled",
            must_change_password as "mustChangePassword", created_at as "createdAt"
       from staff_account order by id`,
  );

export const accountTaken = async (db: Queryable, account: string) =>
  (await db.query('select 1 from staff_account where lower(account) = lower($1)', [account])).length > 0;

/** Changes who the account is and what it may do; answers whether there was such an account. */
export const updateStaff = async (
  db: Queryable,
  id: number,
  s: { name: string; roles: StaffRole[]; organizationId: number | null; disabled: boolean },
) =>
  (
    await db.query(
      'update staff_account set name = $2, roles = $3, organization_id = $4, disabled = $5, updated_at = now() where id = $1 returning id',
      [id, s.name, s.roles, s.organizationId, s.disabled],
    )
  ).length > 0;

export async function unlockStaff(db: Queryable, id: number) {
  await db.query(clearFailures, [id]);
  await db.query('update staff_account set failed_attempts = 0, locked_until = null, updated_at = now() where id = $1', [id]);
}

export async function clearOtp(db: Queryable, id: number) {
  await db.query('update staff_account set otp_secret = null, otp_pending_secret = null, updated_at = now() where id = $1', [id]);
}

/** An organisation's name by its id, as the audit log names it; undefined when there is none. */
export const organizationName = async (db: Queryable, id: number) =>
  (await db.query<{ name: string }>('select name from organization where id = $1', [id]))[0]?.name;
