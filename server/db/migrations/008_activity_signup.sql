-- Activity sign-ups and activity proposals (service: activity-signup).

-- The number of 'signed' rows per activity, kept next to the capacity so one conditional UPDATE
-- admits a sign-up only while a place is free.
alter table activity add column signed_count integer not null default 0;
alter table activity add constraint activity_signed_count_range check (signed_count >= 0 and signed_count <= capacity);

create table activity_signup (
  id serial primary key,
  activity_id integer not null references activity (id) on delete cascade,
  user_id integer not null references app_user (id),
  status text not null default 'signed' check (status in ('signed', 'cancelled')),
  created_at timestamptz not null default now(),
  cancelled_at timestamptz,
  check ((status = 'cancelled') = (cancelled_at is not null))
);
-- At most one live sign-up per user and activity; cancelled ones stay as history.
create unique index activity_signup_one_signed on activity_signup (activity_id, user_id) where status = 'signed';
create index activity_signup_user on activity_signup (user_id, created_at desc);

create table activity_proposal (
  id serial primary key,
  user_id integer not null references app_user (id),
  title text not null,
  activity_type text not null,
  start_time timestamptz not null,
  end_time timestamptz not null,
  place text not null,
  capacity integer not null check (capacity between 5 and 2000),
  signup_deadline timestamptz not null,
  description text not null,
  cover text not null default '',
  status text not null default 'submitted' check (status in ('submitted', 'approved', 'rejected')),
  review_note text not null default '',
  created_at timestamptz not null default now(),
  check (end_time > start_time),
  check (signup_deadline < start_time)
);
create index activity_proposal_user on activity_proposal (user_id, created_at desc);
