-- The alumni card's signed QR code, and check-in at activities.

-- A card's issue: every code signed for the card names it, so raising it (a re-issued or revoked card) makes the old
-- codes fail verification while the card number stays.
alter table app_user add column card_version integer not null default 1;

-- Secrets the server makes for itself when the environment gives none (outside production): the card signing key,
-- kept here so restarts keep printed codes valid.
create table server_secret (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);

-- Check-in at the door: when, by whom (a staff account), and how (the card's QR code or the number typed).
alter table activity_signup add column checked_in_at timestamptz;
alter table activity_signup add column checked_in_by integer references staff_account (id);
alter table activity_signup add column checkin_method text check (checkin_method in ('qr', 'manual'));
alter table activity_signup add constraint activity_signup_checkin_signed check (checked_in_at is null or status = 'signed');
alter table activity_signup add constraint activity_signup_checkin_method check ((checked_in_at is null) = (checkin_method is null));
create index activity_signup_activity on activity_signup (activity_id, created_at);
