import type { Queryable } from '../db/connect.ts';

// Login codes (the one-time code WeChat hands back) and session tokens. Only hashes are stored, never a secret.

export async function insertLoginCode(db: Queryable, codeHash: string, openid: string, state: string, expiresAt: Date) {
  await db.query('insert into login_code (code_hash, openid, state, expires_at) values ($1, $2, $3, $4)', [
    codeHash,
    openid,
    state,
    expiresAt,
  ]);
}

/** Spends a live code and answers who it belongs to: one statement, so a code works exactly once. */
export const spendLoginCode = async (db: Queryable, codeHash: string) =>
  (
    await db.query<{ openid: string; state: string }>(
      `update login_code set used_at = now()
      where code_hash = $1 and used_at is null and expires_at > now()
      returning openid, state`,
      [codeHash],
    )
  )[0];

export async function insertSession(db: Queryable, tokenHash: string, userId: number, expiresAt: Date) {
  await db.query('insert into session_token (token_hash, user_id, expires_at) values ($1, $2, $3)', [tokenHash, userId, expiresAt]);
}

export async function revokeSessionToken(db: Queryable, tokenHash: string) {
  await db.query('update session_token set revoked_at = now() where token_hash = $1 and revoked_at is null', [tokenHash]);
}

/** The user behind a valid (unexpired, unrevoked) token of an enabled account, with the token's expiry. */
export const sessionUser = async (db: Queryable, tokenHash: string) =>
  (
    await db.query<{
      id: number;
      name: string;
      userType: 'alumni' | 'member';
      cardStatus: 'verified' | 'pending' | 'rejected';
      studentCurrentStatus: string;
      expiresAt: Date;
    }>(
      `select u.id, u.name, u.user_type as "userType", u.card_status as "cardStatus",
            u.student_current_status as "studentCurrentStatus", s.expires_at as "expiresAt"
       from session_token s join app_user u on u.id = s.user_id
      where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now() and not u.disabled`,
      [tokenHash],
    )
  )[0];

export async function extendSession(db: Queryable, tokenHash: string, expiresAt: Date) {
  await db.query('update session_token set expires_at = $2 where token_hash = $1', [tokenHash, expiresAt]);
}
