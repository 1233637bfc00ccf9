-- The door: an alumnus ticked on the sign-up list by name, walk-ins, and campus visitors arriving one by one.

-- 'list': staff ticked the name on the sign-up list (the alumnus had no card at hand).
alter table activity_signup drop constraint activity_signup_checkin_method_check;
alter table activity_signup add constraint activity_signup_checkin_method_check
  check (checkin_method in ('qr', 'manual', 'list'));

-- Someone who came without signing up, let in and written down at the door (phone encrypted like every phone).
create table activity_walkin (
  id serial primary key,
  activity_id integer not null references activity (id) on delete cascade,
  name text not null,
  phone text not null default '',
  card_no text not null default '',
  checked_in_at timestamptz not null default now(),
  checked_in_by integer references staff_account (id)
);
create index activity_walkin_activity on activity_walkin (activity_id, checked_in_at);

-- Each visitor of a booking arrives on their own; the booking's own arrival stays the first of them.
alter table appointment_visitor add column checked_in_at timestamptz;
alter table appointment_visitor add column checked_in_by text;
update appointment_visitor v set checked_in_at = a.checked_in_at, checked_in_by = a.checked_in_by
  from appointment a where a.id = v.appointment_id and a.checked_in_at is not null;
