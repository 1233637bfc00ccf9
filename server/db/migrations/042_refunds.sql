-- 退款 of WeChat Pay gifts (issue 33), asked for by a 管理员. WeChat settles a refund later (its notification or a query
-- by the job), so each is kept with its state; only a successful one changes the gift's refunded amount, and with it
-- the project's raised total and donor count.
create table donation_refund (
  out_refund_no text primary key,
  donation_id integer not null references donation (id),
  out_trade_no text not null,
  -- whole yuan, like the gift
  amount integer not null check (amount > 0),
  reason text not null,
  state text not null default 'processing' check (state in ('processing', 'success', 'abnormal', 'closed')),
  refund_id text not null default '',
  -- what WeChat refused or the office must look at
  problem text not null default '',
  staff_id integer references staff_account (id),
  staff_account text not null default '',
  created_at timestamptz not null default now(),
  settled_at timestamptz
);
create index donation_refund_donation on donation_refund (donation_id, created_at);
create index donation_refund_pending on donation_refund (created_at) where state in ('processing', 'abnormal');

alter table donation add column refunded integer not null default 0;
alter table donation add constraint donation_refunded check (refunded between 0 and amount);
