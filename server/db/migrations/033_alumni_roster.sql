-- 校友信息库 (issue 32): the registrar's roster of graduates, imported in batches that can be undone. A record is
-- matched to a portal account by 学号. ID and phone numbers are stored encrypted (server/crypto/field-cipher.ts).
create table roster_batch (
  id serial primary key,
  file_name text not null,
  staff_account text not null,
  new_count integer not null default 0,
  changed_count integer not null default 0,
  unchanged_count integer not null default 0,
  created_at timestamptz not null default now(),
  undone_at timestamptz
);

create table alumni_record (
  id serial primary key,
  name text not null,
  student_no text not null unique,
  gender text not null default '',
  faculty text not null default '',
  major text not null default '',
  class_name text not null default '',
  entry_year integer not null,
  graduation_year integer not null,
  degree text not null default '',
  id_number text not null default '',
  phone text not null default '',
  email text not null default '',
  company text not null default '',
  city text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index alumni_record_graduation_year on alumni_record (graduation_year);
create index alumni_record_faculty on alumni_record (faculty);

-- What a batch did to each record: `previous` holds a changed record's values before the batch (null for a new one),
-- as stored (numbers still encrypted), so undoing the batch restores them exactly.
create table roster_batch_change (
  batch_id integer not null references roster_batch (id) on delete cascade,
  record_id integer not null,
  kind text not null check (kind in ('new', 'changed')),
  previous jsonb,
  primary key (batch_id, record_id)
);
