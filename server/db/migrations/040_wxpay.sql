-- 捐赠 paid through WeChat Pay (issue 33). A pledge may be offered to WeChat more than once (a QR code at a desktop,
-- then the phone's payment page): each offer is a WeChat order of its own, `out_trade_no` being the pledge's order
-- number and a suffix, and at most one of them is open at a time (the server closes the other before making a new one).
create table donation_payment (
  out_trade_no text primary key,
  donation_id integer not null references donation (id),
  channel text not null check (channel in ('native', 'h5', 'jsapi')),
  total_fen integer not null check (total_fen > 0),
  code_url text not null default '',
  h5_url text not null default '',
  prepay_id text not null default '',
  expires_at timestamptz not null,
  state text not null default 'open' check (state in ('open', 'paid', 'closed')),
  transaction_id text not null default '',
  -- What the office must look at: an amount or merchant that does not match, a second payment of a paid pledge.
  problem text not null default '',
  created_at timestamptz not null default now()
);
create index donation_payment_donation on donation_payment (donation_id);
create index donation_payment_open on donation_payment (created_at) where state = 'open';

-- How a paid pledge was paid, and WeChat's transaction number for the office's reconciliation.
alter table donation add column pay_channel text not null default '';
alter table donation add column transaction_id text not null default '';

-- Every notification from WeChat Pay, by its id: a replay or a duplicate is answered without changing anything.
create table wxpay_notification (
  id text primary key,
  event_type text not null,
  out_trade_no text not null default '',
  outcome text not null,
  received_at timestamptz not null default now()
);

-- 站点设置 gains 银行转账 (dictionary donation_transfer): what 捐赠 shows while online payment is not open. A database
-- seeded before this gets the keys, empty, for the office to fill in; a new one gets them from its seed.
insert into sys_dict (dict_type, dict_value, dict_label, sort)
select 'donation_transfer', k.value, '', k.n
  from (values ('account_name', 1), ('bank', 2), ('account_no', 3), ('remark', 4)) as k (value, n)
 where exists (select 1 from sys_dict where dict_type = 'site_info')
   and not exists (select 1 from sys_dict d where d.dict_type = 'donation_transfer' and d.dict_value = k.value);
