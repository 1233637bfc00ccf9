-- The staff console: staff accounts, their sessions, and the audit log of every console write.

create table staff_account (
  id serial primary key,
  account text not null,
  name text not null,
  -- argon2id (PHC string); never the password
  password_hash text not null,
  roles text[] not null check (cardinality(roles) > 0 and roles <@ array['admin', 'editor', 'reviewer', 'orgadmin']),
  -- the organisation a 组织管理员 looks after
  organization_id integer references organization (id),
  -- set by someone else (npm run staff, a reset): the console asks for a new one before anything else
  must_change_password boolean not null default true,
  -- TOTP: the secret is stored once confirmed; a pending one waits for its first code
  otp_secret text,
  otp_pending_secret text,
  -- the time step of the last code accepted: a code works once
  otp_last_step bigint not null default 0,
  failed_attempts integer not null default 0,
  locked_until timestamptz,
  disabled boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ('orgadmin' <> all (roles) or organization_id is not null)
);

-- Accounts are typed at sign-in in any case: one account per name, case aside.
create unique index staff_account_account on staff_account (lower(account));

create table staff_session (
  -- sha256 of the token; the token itself is only ever in the browser
  token_hash text primary key,
  staff_id integer not null references staff_account (id),
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index staff_session_staff on staff_session (staff_id);

create table audit_log (
  id bigserial primary key,
  at timestamptz not null default now(),
  -- null for an attempt by no one signed in (a failed sign-in)
  staff_id integer references staff_account (id),
  account text not null,
  ip text not null,
  action text not null,
  entity text not null,
  entity_id text not null default '',
  summary text not null default ''
);
create index audit_log_at on audit_log (at desc, id desc);
create index audit_log_staff on audit_log (staff_id, at desc);

-- Append-only: the database itself refuses to change or remove an entry, whoever asks.
-- (One line: migrations split statements on ';' at line ends.)
create function audit_log_append_only() returns trigger language plpgsql as $$ begin raise exception 'audit_log is append-only'; end $$;
create trigger audit_log_no_update before update or delete on audit_log for each row execute function audit_log_append_only();
create trigger audit_log_no_truncate before truncate on audit_log for each statement execute function audit_log_append_only();
