-- Consent (Personal Information Protection Law): the privacy policy is versioned, and every decision an alumnus makes
-- about it, and every separate consent a form asks for before it takes an ID number, is kept.

-- The version alumni are asked to agree to, and when it was published. A typo fix keeps both (updated_at moves);
-- publishing a new version raises the number, and everyone who agreed only to an older one is asked again.
alter table site_document add column version integer not null default 1 check (version >= 1);
alter table site_document add column published_at timestamptz not null default now();

-- Consent records. Kept for as long as the account: no job purges them, and only the erasure of the account itself
-- removes (or anonymises) its rows. Append-only by use: the portal inserts and never updates.
--  kind 'privacy_policy': a decision ('agreed' / 'declined') on policy_version of the privacy policy;
--  kind 'id_number': the separate consent a form asked for before taking an ID number; purpose says what for, in the
--  words the form showed, and subject which submission it went with ('appointment:12', 'proof:3', 'mp-register').
create table consent_record (
  id bigserial primary key,
  user_id integer not null references app_user (id),
  kind text not null check (kind in ('privacy_policy', 'id_number')),
  policy_version integer check ((kind = 'privacy_policy') = (policy_version is not null)),
  decision text not null check (decision in ('agreed', 'declined')),
  purpose text not null default '',
  subject text not null default '',
  created_at timestamptz not null default now()
);
create index consent_record_user on consent_record (user_id, kind, policy_version);
