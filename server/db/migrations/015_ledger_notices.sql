-- The console's notices (sent by staff to all alumni, a graduation year or an organisation's members; each recipient
-- gets a 'system' message), and indexes for the donations ledger's date filters and the dashboard's monthly figures.

create table staff_notice (
  id serial primary key,
  title text not null,
  -- plain text as typed; the messages carry it as escaped paragraphs
  content text not null,
  audience text not null check (audience in ('all', 'year', 'organization')),
  graduation_year integer,
  organization_id integer references organization (id),
  -- what the audience was called when sent (an organisation may be renamed later)
  audience_label text not null,
  recipient_count integer not null check (recipient_count >= 0),
  staff_id integer not null references staff_account (id),
  sender text not null,
  created_at timestamptz not null default now(),
  check ((audience = 'year') = (graduation_year is not null)),
  check ((audience = 'organization') = (organization_id is not null))
);
create index staff_notice_created on staff_notice (created_at desc, id desc);

create index donation_created on donation (created_at desc, id desc);
create index donation_paid on donation (paid_at) where status = 'paid';
