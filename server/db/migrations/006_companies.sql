-- Alumni companies, applications to join the directory, and the positions they offer.
create table company (
  id serial primary key,
  name text not null,
  industry text not null,
  scale text not null,
  city text not null,
  logo text not null,
  summary text not null,
  introduction text not null,
  founder_name text not null,
  founder_graduation text not null,
  website text not null default '',
  contact_name text not null,
  contact_phone text not null,
  contact_email text not null,
  published_at timestamptz not null default now()
);
create index company_published on company (published_at desc, id desc);

create table company_application (
  id serial primary key,
  user_id integer not null references app_user (id),
  name text not null,
  industry text not null,
  scale text not null,
  city text not null,
  logo text not null,
  introduction text not null,
  contact_name text not null,
  contact_phone text not null,
  contact_email text not null,
  status text not null default 'submitted' check (status in ('submitted', 'approved', 'rejected')),
  review_note text not null default '',
  created_at timestamptz not null default now()
);
create index company_application_user on company_application (user_id, created_at desc);

create table job (
  id serial primary key,
  company_id integer not null references company (id),
  title text not null,
  city text not null,
  salary_min integer not null,
  salary_max integer not null,
  education text not null,
  experience text not null,
  headcount integer not null default 1,
  description text not null,
  published_at timestamptz not null default now(),
  status text not null default 'open' check (status in ('open', 'closed'))
);
create index job_company on job (company_id, status);
create index job_published on job (status, published_at desc, id desc);
