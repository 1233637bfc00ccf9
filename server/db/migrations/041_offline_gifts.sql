-- 线下捐赠 (issue 33): a gift that arrived by bank transfer or in cash, recorded by the office. Its donor need not have an
-- account, so the name (and year) typed are kept on the row; it is paid from the start, on the day it arrived.
alter table donation alter column user_id drop not null;
alter table donation add column donor_name text not null default '';
alter table donation add column donor_graduation_year integer;
alter table donation add column voucher_no text not null default '';
alter table donation add column note text not null default '';
alter table donation add column voucher_scan text not null default '';
alter table donation add column recorded_by integer references staff_account (id);
alter table donation add constraint donation_has_donor check (user_id is not null or donor_name <> '');
alter table donation add constraint donation_pay_channel
  check (pay_channel in ('', 'native', 'h5', 'jsapi', 'standin', 'bank', 'cash'));
-- One voucher is one gift: the same channel and voucher number twice would count the money twice.
create unique index donation_voucher on donation (pay_channel, voucher_no) where voucher_no <> '';

-- A voucher's scan is personal data (names, account numbers): kept in the database, never in the public upload
-- store, and shown only to staff with the ledger. Uploaded before the gift is recorded, then attached to it.
create table donation_voucher_scan (
  name text primary key,
  content_type text not null,
  bytes bytea not null,
  staff_id integer references staff_account (id),
  donation_id integer references donation (id),
  created_at timestamptz not null default now()
);
