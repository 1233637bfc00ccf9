-- The college's mini-program (issue 34): card applications resubmitted after a rejection, and WeChat's one-time
-- subscribe messages (审核结果通知, 活动提醒) with the day-before reminder of a signed-up activity.

-- A rejected applicant edits and resubmits from the mini-program; the console's queue shows it as resubmitted with
-- the reason it was rejected for.
alter table app_user add column card_resubmitted_at timestamptz;
alter table app_user add column card_previous_reason text not null default '';

-- The mini-program's own openid of a session: a wx_account found by unionid may be keyed by the website app's openid,
-- and a subscribe message goes to the openid under the mini-program.
alter table mp_session add column mp_openid text not null default '';

-- Each 允许 in wx.requestSubscribeMessage allows one message of that template: a row each, spent by the message.
create table mp_subscription (
  id serial primary key,
  account_openid text not null references wx_account (openid) on delete cascade,
  mp_openid text not null,
  kind text not null check (kind in ('review', 'activity')),
  template_id text not null,
  granted_at timestamptz not null default now(),
  used_at timestamptz
);
create index mp_subscription_unused on mp_subscription (account_openid, kind) where used_at is null;

-- The subscribe messages to send: written in the transaction of what they tell (a card decision, a reminder), sent by
-- the delivery job once each (dedupe_key), retried on WeChat's passing failures; the outcome stays for the console.
create table subscribe_message (
  id serial primary key,
  dedupe_key text not null unique,
  user_id integer not null references app_user (id) on delete cascade,
  subscription_id integer not null references mp_subscription (id) on delete cascade,
  kind text not null check (kind in ('review', 'activity')),
  page text not null,
  fields jsonb not null,
  state text not null default 'pending' check (state in ('pending', 'sent', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  outcome text not null default '',
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create index subscribe_message_due on subscribe_message (next_attempt_at) where state = 'pending';

-- The day-before reminder of an activity, once per person and activity (site message and subscribe message alike).
create table activity_reminder (
  activity_id integer not null references activity (id) on delete cascade,
  user_id integer not null references app_user (id) on delete cascade,
  reminded_at timestamptz not null default now(),
  primary key (activity_id, user_id)
);
