import type { FieldCipher } from '../crypto/field-cipher.ts';
import type { Queryable } from '../db/connect.ts';
import type { TicketStatus } from '../wechat/tickets.ts';

// QR login tickets, mini-program sessions and WeChat identities. Only hashes of tickets, cookies and tokens are stored.

/**
 * The wx_account of a WeChat identity, created unbound when new: found by unionid first (so the mini-program and the
 * website app land on one person), then by openid, and an openid-only account gains its unionid here. Answers the
 * account's key (its openid column).
 */
export async function wxAccountFor(tx: Queryable, identity: { openid: string; unionid?: string }): Promise<string> {
  if (identity.unionid) {
    const byUnion = await tx.query<{ openid: string }>('select openid from wx_account where unionid = $1', [identity.unionid]);
    if (byUnion[0]) return byUnion[0].openid;
    const gained = await tx.query<{ openid: string }>(
      'update wx_account set unionid = $2 where openid = $1 and unionid is null returning openid',
      [identity.openid, identity.unionid],
    );
    if (gained[0]) return gained[0].openid;
  }
  // A concurrent first sight of the same person inserts nothing the second time; both then read the one row.
  await tx.query(`insert into wx_account (openid, nickname, unionid) values ($1, '微信用户', $2) on conflict do nothing`, [
    identity.openid,
    identity.unionid ?? null,
  ]);
  const row = await tx.query<{ openid: string }>(
    'select openid from wx_account where openid = $1 or ($2::text is not null and unionid = $2) order by openid = $1 desc limit 1',
    [identity.openid, identity.unionid ?? null],
  );
  return row[0].openid;
}

export async function insertTicket(
  db: Queryable,
  t: { ticketHash: string; browserHash: string; state: string; redirectUri: string; expiresAt: Date },
) {
  await db.query('insert into login_ticket (ticket_hash, browser_hash, state, redirect_uri, expires_at) values ($1, $2, $3, $4, $5)', [
    t.ticketHash,
    t.browserHash,
    t.state,
    t.redirectUri,
    t.expiresAt,
  ]);
}

export interface TicketRow {
  status: Exclude<TicketStatus, 'expired'>;
  openid: string | null;
  browserHash: string;
  state: string;
  redirectUri: string;
  expiresAt: Date;
  /** the mini-program's URL Scheme and URL Link made for this ticket (issue 48), once asked for */
  urlScheme: string | null;
  urlLink: string | null;
}

/** Which way into the mini-program a ticket keeps: its URL Scheme (a phone's own browser) or URL Link (inside WeChat). */
export type TicketLinkKind = 'scheme' | 'link';
const linkColumn: Record<TicketLinkKind, string> = { scheme: 'mp_url_scheme', link: 'mp_url_link' };

/** Keeps the way into the mini-program WeChat made for a ticket; the first kept wins (two taps racing). Answers the kept one. */
export async function keepTicketLink(db: Queryable, ticketHash: string, kind: TicketLinkKind, value: string): Promise<string> {
  const column = linkColumn[kind];
  const rows = await db.query<{ value: string }>(
    `update login_ticket set ${column} = coalesce(${column}, $2) where ticket_hash = $1 returning ${column} as value`,
    [ticketHash, value],
  );
  return rows[0]?.value ?? value;
}

export const ticketByHash = async (db: Queryable, ticketHash: string) =>
  (
    await db.query<TicketRow>(
      `select status, openid, browser_hash as "browserHash", state, redirect_uri as "redirectUri", expires_at as "expiresAt",
              mp_url_scheme as "urlScheme", mp_url_link as "urlLink"
       from login_ticket where ticket_hash = $1`,
      [ticketHash],
    )
  )[0];

/**
 * Moves a ticket from `from` to `to` only if it is still `from`, unexpired, and (when given) scanned by `openid` or
 * not yet scanned: two phones or a replay racing for one ticket, only one UPDATE matches. A scan records its account.
 */
export async function moveTicket(
  db: Queryable,
  ticketHash: string,
  from: TicketStatus,
  to: TicketStatus,
  who: { openid?: string; browserHash?: string },
): Promise<boolean> {
  const rows = await db.query(
    `update login_ticket set status = $3, openid = coalesce(openid, $4)
      where ticket_hash = $1 and status = $2 and expires_at > now()
        and ($4::text is null or openid is null or openid = $4)
        and ($5::text is null or browser_hash = $5)
      returning 1`,
    [ticketHash, from, to, who.openid ?? null, who.browserHash ?? null],
  );
  return rows.length > 0;
}

/** A mini-program session of the account `openid`; `mpOpenid` is the person's openid under the mini-program itself. */
export async function insertMpSession(db: Queryable, tokenHash: string, openid: string, mpOpenid: string, expiresAt: Date) {
  await db.query('insert into mp_session (token_hash, openid, mp_openid, expires_at) values ($1, $2, $3, $4)', [
    tokenHash,
    openid,
    mpOpenid,
    expiresAt,
  ]);
}

/** The WeChat account behind a live mini-program session, with the person it is bound to (if any). */
export const mpSessionAccount = async (db: Queryable, tokenHash: string) =>
  (
    await db.query<{ openid: string; mpOpenid: string; userId: number | null; cardStatus: string | null; userType: string | null }>(
      `select m.openid, m.mp_openid as "mpOpenid", w.user_id as "userId", u.card_status as "cardStatus", u.user_type as "userType"
       from mp_session m join wx_account w on w.openid = m.openid left join app_user u on u.id = w.user_id
      where m.token_hash = $1 and m.expires_at > now()`,
      [tokenHash],
    )
  )[0];

/** A pending card application for an unbound WeChat account: one person, bound in the same transaction. */
export async function registerAlumnus(
  tx: Queryable,
  cipher: FieldCipher,
  openid: string,
  a: { name: string; studentNo: string; faculty: string; graduationYear: number; idNumberTail: string },
): Promise<number | null> {
  const [user] = await tx.query<{ id: number }>(
    `insert into app_user (name, user_type, student_current_status, card_status, student_no, faculty, graduation_year, id_number_tail)
     values ($1, 'alumni', '07', 'pending', $2, $3, $4, $5) returning id`,
    [a.name, a.studentNo, a.faculty, a.graduationYear, cipher.seal('app_user.id_number_tail', a.idNumberTail)],
  );
  // Only an unbound account is bound: a second registration racing this one binds nothing and is rolled back.
  const bound = await tx.query('update wx_account set user_id = $2 where openid = $1 and user_id is null returning 1', [openid, user.id]);
  return bound.length ? user.id : null;
}
