import type { FastifyRequest } from 'fastify';
import type { WechatConfig } from '../config/index.ts';
import type { Db, Queryable } from '../db/connect.ts';
import { hashSecret, newSecret } from '../auth/tokens.ts';
import { insertLoginCode } from '../repositories/sessions.ts';
import { insertTicket, moveTicket, ticketByHash } from '../repositories/wechat-login.ts';
import { createWechatClient, type WechatClient } from './client.ts';
import { TICKET_TTL_MS, currentTicketStatus, newTicket, nextTicketStatus, type TicketEvent, type TicketStatus } from './tickets.ts';

const clients = new WeakMap<WechatConfig, WechatClient>();
/** One client per configuration: the access token is cached once for the whole server. */
export function wechatClient(config: WechatConfig): WechatClient {
  let client = clients.get(config);
  if (!client) clients.set(config, (client = createWechatClient(config)));
  return client;
}

/** The login code's lifetime, as the stand-in has always given it. */
const CODE_TTL_MS = 5 * 60 * 1000;

/** The redirect target must be this server's own callback: a login page is no open redirect. */
export function sameOriginCallback(request: FastifyRequest, redirectUri: string): URL | null {
  try {
    const url = new URL(redirectUri);
    const host = request.headers.host;
    return host && url.host === host && url.pathname === '/wxMpQrCodeRedirect' && /^https?:$/.test(url.protocol) ? url : null;
  } catch {
    return null;
  }
}

/** What a phone or a browser is told about a ticket it may not move. */
export const ticketRefusals: Record<TicketStatus | 'other-account' | 'other-browser', string> = {
  created: '请先扫码',
  scanned: '该二维码已扫码，请在手机上确认',
  confirmed: '已确认登录，请在网页上继续',
  used: '该二维码已使用，请在网页上刷新后重新扫码',
  cancelled: '已取消本次登录，请在网页上刷新后重新扫码',
  expired: '二维码已失效，请在网页上刷新后重新扫码',
  'other-account': '该二维码已被其他微信账号扫码',
  'other-browser': '该二维码不属于当前浏览器，请刷新后重新扫码',
};

export type TicketOutcome = { ok: true; status: TicketStatus } | { ok: false; status: TicketStatus | null; reason: string };

/** Creates a ticket for `browserHash`; answers the ticket itself (the mini-program code's scene). */
export async function createTicket(
  db: Queryable,
  t: { browserHash: string; state: string; redirectUri: string; ttlMs?: number; ticket?: string },
) {
  const ticket = t.ticket ?? newTicket();
  await insertTicket(db, {
    ticketHash: hashSecret(ticket),
    browserHash: t.browserHash,
    state: t.state,
    redirectUri: t.redirectUri,
    expiresAt: new Date(Date.now() + (t.ttlMs ?? TICKET_TTL_MS)),
  });
  return ticket;
}

/**
 * Applies a phone's `event` (scan, confirm, cancel) for WeChat account `openid`: the pure rule decides, the
 * conditional UPDATE makes it stick only if nobody moved the ticket in between.
 */
export async function phoneEvent(
  db: Queryable,
  ticket: string,
  event: Exclude<TicketEvent, 'use'>,
  openid: string,
): Promise<TicketOutcome> {
  const ticketHash = hashSecret(ticket);
  const row = await ticketByHash(db, ticketHash);
  if (!row) return { ok: false, status: null, reason: '二维码不存在' };
  const from = currentTicketStatus(row.status, row.expiresAt);
  const sameAccount = row.openid === null || row.openid === openid;
  const to = nextTicketStatus(from, event, sameAccount);
  if (!to) return { ok: false, status: from, reason: sameAccount ? ticketRefusals[from] : ticketRefusals['other-account'] };
  if (!(await moveTicket(db, ticketHash, from, to, { openid }))) {
    // Someone else moved it first: tell the caller what it is now.
    const now = await ticketByHash(db, ticketHash);
    const status = now ? currentTicketStatus(now.status, now.expiresAt) : null;
    return { ok: false, status, reason: status ? ticketRefusals[status] : '二维码不存在' };
  }
  return { ok: true, status: to };
}

/**
 * The browser's side: what its ticket shows, and once confirmed, the hand-over (confirmed → used in the same
 * transaction as the one-time login code), answering the callback address with that code and the state.
 */
export async function browserPoll(
  db: Db,
  ticket: string,
  browserHash: string,
): Promise<{ status: TicketStatus | 'other-browser' | 'missing'; redirect?: string }> {
  const ticketHash = hashSecret(ticket);
  const row = await ticketByHash(db, ticketHash);
  if (!row) return { status: 'missing' };
  if (row.browserHash !== browserHash) return { status: 'other-browser' };
  const status = currentTicketStatus(row.status, row.expiresAt);
  if (status !== 'confirmed' || !nextTicketStatus(status, 'use', true)) return { status };
  const code = newSecret(16);
  const handed = await db.transaction(async (tx) => {
    if (!(await moveTicket(tx, ticketHash, 'confirmed', 'used', { browserHash }))) return false;
    await insertLoginCode(tx, hashSecret(code), row.openid!, row.state, new Date(Date.now() + CODE_TTL_MS));
    return true;
  });
  if (!handed) return { status: 'used' };
  const callback = new URL(row.redirectUri);
  callback.searchParams.set('code', code);
  callback.searchParams.set('state', row.state);
  return { status: 'used', redirect: callback.href };
}
