-- Account erasure (注销账号): a person asks, the account is disabled at once, and after the cooling-off period the
-- daily retention job erases or anonymises every personal field. Signing in during the cooling-off period offers
-- 撤销注销: the login answers a short-lived cancel ticket (its hash kept here) instead of a session.
create table erasure_request (
  id serial primary key,
  user_id integer not null references app_user (id),
  requested_at timestamptz not null default now(),
  due_at timestamptz not null,
  cancelled_at timestamptz,
  erased_at timestamptz,
  -- the hash of the ticket the last sign-in received, good only for 撤销注销 and only until cancel_ticket_expires_at
  cancel_ticket_hash text,
  cancel_ticket_expires_at timestamptz
);
-- At most one request of a person is pending (neither cancelled nor carried out).
create unique index erasure_request_one_pending on erasure_request (user_id) where cancelled_at is null and erased_at is null;
create index erasure_request_due on erasure_request (due_at) where cancelled_at is null and erased_at is null;
create unique index erasure_request_ticket on erasure_request (cancel_ticket_hash) where cancel_ticket_hash is not null;
