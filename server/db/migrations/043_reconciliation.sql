-- 对账 (issue 33): WeChat Pay's trade bill of a China day against the orders paid here. An order's own time of payment
-- is kept, so that the day's orders are those paid that day (a second payment of a pledge included), not the pledge's.
alter table donation_payment add column paid_at timestamptz;
update donation_payment p set paid_at = d.paid_at from donation d where d.id = p.donation_id and p.state = 'paid';
create index donation_payment_paid on donation_payment (paid_at) where state = 'paid';

-- The daily job's claim of a bill date: one process runs a day's bill; a failed day is claimed again by the next run.
create table reconcile_day (
  bill_date date primary key,
  state text not null check (state in ('running', 'done', 'failed')),
  claimed_at timestamptz not null default now()
);

-- Each run, by the job or by a member of staff: what the bill and the ledger held, or why the bill could not be read.
create table reconcile_run (
  id serial primary key,
  bill_date date not null,
  state text not null check (state in ('done', 'failed')),
  started_at timestamptz not null default now(),
  staff_id integer references staff_account (id),
  -- The member of staff's account, or 系统 for the job.
  run_by text not null,
  reason text not null default '',
  bill_count integer not null default 0,
  bill_total_fen bigint not null default 0,
  bill_refund_fen bigint not null default 0,
  ledger_count integer not null default 0,
  ledger_total_fen bigint not null default 0,
  differences integer not null default 0
);
create index reconcile_run_latest on reconcile_run (started_at desc, id desc);

-- A difference a run found: paid at WeChat and not here (missing_here), amounts that differ (amount), or paid here and
-- absent from the bill (missing_there). Marked handled with a note by the office.
create table reconcile_difference (
  id serial primary key,
  run_id integer not null references reconcile_run (id),
  kind text not null check (kind in ('missing_here', 'amount', 'missing_there')),
  out_trade_no text not null,
  transaction_id text not null default '',
  trade_time text not null default '',
  bill_fen bigint,
  ledger_fen bigint,
  donation_id integer references donation (id),
  handled_at timestamptz,
  handled_by text not null default '',
  note text not null default ''
);
create index reconcile_difference_run on reconcile_difference (run_id, id);
