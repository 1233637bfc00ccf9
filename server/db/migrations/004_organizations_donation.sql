-- Alumni organisation join requests, donation projects and donations (pledges paid through the payment service).

create table org_join_request (
  id serial primary key,
  organization_id integer not null references organization (id),
  user_id integer not null references app_user (id),
  reason text not null,
  -- 'pending' until the organisation reviews it; an approved request makes the user a member
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  review_note text not null default '',
  created_at timestamptz not null default now()
);
create index org_join_request_user on org_join_request (user_id, created_at desc);
-- At most one open request per person and organisation, and one membership.
create unique index org_join_request_one_pending on org_join_request (organization_id, user_id) where status = 'pending';
create unique index org_join_request_one_approved on org_join_request (organization_id, user_id) where status = 'approved';

create table donation_project (
  id serial primary key,
  title text not null,
  summary text not null,
  cover text not null,
  content text not null,
  -- amounts in whole yuan
  target_amount integer not null check (target_amount > 0),
  raised_amount integer not null default 0,
  donor_count integer not null default 0,
  start_date date not null,
  end_date date not null,
  status text not null default 'active' check (status in ('active', 'closed'))
);

create table donation (
  id serial primary key,
  project_id integer not null references donation_project (id),
  user_id integer not null references app_user (id),
  amount integer not null check (amount between 1 and 1000000),
  anonymous boolean not null default false,
  message text not null default '',
  status text not null default 'awaiting_payment' check (status in ('awaiting_payment', 'paid', 'cancelled')),
  order_no text not null unique,
  created_at timestamptz not null default now(),
  paid_at timestamptz
);
create index donation_user on donation (user_id, created_at desc);
create index donation_project_paid on donation (project_id, paid_at desc);
