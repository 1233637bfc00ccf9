-- Campus-visit appointments (slots, bookings with their visitors, a per-day counter that enforces capacity)
-- and certificate replacement applications.

create table visit_slot (
  id serial primary key,
  name text not null,
  label text not null,
  start_time time not null,
  end_time time not null,
  -- visitors per day in this slot
  capacity integer not null check (capacity > 0),
  sort integer not null default 0
);

create table appointment (
  id serial primary key,
  user_id integer not null references app_user (id),
  visit_date date not null,
  slot_id integer not null references visit_slot (id),
  visitor_count integer not null check (visitor_count between 1 and 5),
  car_plate text,
  reason text not null,
  status text not null default 'booked' check (status in ('booked', 'cancelled')),
  created_at timestamptz not null default now(),
  cancelled_at timestamptz
);
create index appointment_user on appointment (user_id, visit_date);

create table appointment_visitor (
  id serial primary key,
  appointment_id integer not null references appointment (id) on delete cascade,
  name text not null,
  id_number text not null
);
create index appointment_visitor_appointment on appointment_visitor (appointment_id);

-- Visitors booked per date and slot; raised with one conditional upsert so it never passes the slot's capacity.
create table slot_booking (
  visit_date date not null,
  slot_id integer not null references visit_slot (id),
  booked integer not null default 0 check (booked >= 0),
  primary key (visit_date, slot_id)
);

create table proof_application (
  id serial primary key,
  user_id integer not null references app_user (id),
  name text not null,
  student_no text not null,
  faculty text not null,
  major text not null,
  graduation_year integer not null,
  certificate_type text not null,
  reason text not null,
  delivery text not null check (delivery in ('post', 'pickup')),
  address text,
  phone text not null,
  id_number text not null,
  status text not null default 'submitted' check (status in ('submitted', 'reviewing', 'done', 'rejected')),
  reject_reason text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index proof_application_user on proof_application (user_id, created_at desc);
