-- Production sign-in: WeChat unionids, QR login tickets and mini-program sessions.

-- The same person has one openid per WeChat app (mini-program, website app) and one unionid across them: an account
-- is found by unionid when WeChat gives one, and an openid-only account gains its unionid the first time it is seen.
alter table wx_account add column unionid text;
create unique index wx_account_unionid on wx_account (unionid) where unionid is not null;

-- The registration's proof of identity: the last six characters of the ID number, checked by the card reviewer.
alter table app_user add column id_number_tail text not null default '';

-- A QR login ticket (the mini-program code's scene). Only hashes are stored: of the ticket, and of the browser
-- cookie that asked for it (only that browser receives the login code). Expiry is read from expires_at.
create table login_ticket (
  ticket_hash text primary key,
  browser_hash text not null,
  state text not null,
  redirect_uri text not null,
  status text not null default 'created' check (status in ('created', 'scanned', 'confirmed', 'used', 'cancelled')),
  -- the WeChat account that scanned it; set with the scan and fixed from then on
  openid text references wx_account (openid),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index login_ticket_expires on login_ticket (expires_at);

-- A mini-program session: what POST /api/mp/session hands the mini-program for its later calls.
create table mp_session (
  token_hash text primary key,
  openid text not null references wx_account (openid),
  expires_at timestamptz not null
);
