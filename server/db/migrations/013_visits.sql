-- Campus visits run from the console: slots can be switched off, a day's capacity overridden (or the day closed), and
-- each booking checked in at the gate.

-- An inactive slot is no longer offered for booking; its bookings stay on the gate lists.
alter table visit_slot add column active boolean not null default true;

-- A day's exception: a slot's capacity that day, or the slot closed that day; with no slot, the whole day closed
-- (a holiday). At most one per day and slot.
create table visit_override (
  id serial primary key,
  visit_date date not null,
  slot_id integer references visit_slot (id),
  capacity integer check (capacity >= 0),
  closed boolean not null default false,
  note text not null default '',
  updated_at timestamptz not null default now(),
  check (case when closed then capacity is null else slot_id is not null and capacity is not null end)
);
create unique index visit_override_day_slot on visit_override (visit_date, coalesce(slot_id, 0));

-- Arrival at the gate: when, and by which member of staff (name kept as it was, as the audit log keeps it).
alter table appointment add column checked_in_at timestamptz;
alter table appointment add column checked_in_by text;
create index appointment_day on appointment (visit_date, slot_id);
