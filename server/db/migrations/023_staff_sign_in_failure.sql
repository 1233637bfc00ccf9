-- Wrong staff passwords (and codes) counted per account name and client address: a stranger guessing from elsewhere
-- locks only their own pair, never the office out of its account. Names that are no account are counted alike, so
-- the answers do not tell real accounts from made-up ones. Replaces staff_account.failed_attempts and locked_until.
create table staff_sign_in_failure (
  -- lower(account) as typed
  account text not null,
  ip text not null,
  failed_attempts integer not null default 0,
  locked_until timestamptz,
  primary key (account, ip)
);
