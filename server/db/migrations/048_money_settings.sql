-- Money details (issue 48): what tells donors where their money goes, 站点设置's 银行转账（捐赠）, is changed by one
-- 管理员 and takes effect only when a second, different 管理员 confirms it. sys_dict keeps what donors see now
-- (dictionary donation_transfer), and a change waits here until it is confirmed, rejected or withdrawn.
create table money_setting_change (
  id serial primary key,
  -- the dictionary it changes
  setting text not null check (setting in ('donation_transfer')),
  -- the values asked for, and those donors saw when it was asked (each: accountName, bank, accountNo, remark)
  proposed jsonb not null,
  previous jsonb not null,
  status text not null default 'pending' check (status in ('pending', 'confirmed', 'rejected', 'withdrawn')),
  proposed_by integer not null references staff_account (id),
  proposed_at timestamptz not null default now(),
  decided_by integer references staff_account (id),
  decided_at timestamptz,
  -- why it was rejected, if the 管理员 said
  note text not null default '',
  check ((status = 'pending') = (decided_by is null)),
  -- the database itself refuses a change confirmed by the one who proposed it
  check (status <> 'confirmed' or decided_by <> proposed_by),
  check (status <> 'withdrawn' or decided_by = proposed_by)
);
-- At most one change waits per setting: a second proposal is refused until the first is decided.
create unique index money_setting_change_pending on money_setting_change (setting) where status = 'pending';
create index money_setting_change_recent on money_setting_change (setting, id desc);

-- Notes to members of staff about what happened in the console (a money detail proposed, confirmed, rejected),
-- listed on the console's home for the member they are addressed to.
create table staff_message (
  id bigserial primary key,
  staff_id integer not null references staff_account (id),
  title text not null,
  body text not null default '',
  -- a console address the note is about ('/admin/site/money'), or ''
  link text not null default '',
  created_at timestamptz not null default now(),
  read_at timestamptz
);
create index staff_message_staff on staff_message (staff_id, id desc);
