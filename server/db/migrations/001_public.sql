-- Public content: navigation, dictionaries, notices, news, activities, outstanding alumni, organisations.

create table site_column (
  id integer primary key,
  pid integer not null default 0,
  name text not null,
  link_url text not null default '',
  -- 'route' navigates inside the portal, 'external' opens a new tab, 'iframe' shows link_url through /iframe/$id
  open_type text not null default 'route' check (open_type in ('route', 'external', 'iframe')),
  sort integer not null default 0,
  visible boolean not null default true
);
create index site_column_pid on site_column (pid, sort);

create table sys_dict (
  id serial primary key,
  dict_type text not null,
  dict_label text not null,
  dict_value text not null,
  sort integer not null default 0
);
create index sys_dict_type on sys_dict (dict_type, sort);

create table notice (
  id serial primary key,
  title text not null,
  content text not null,
  published_at timestamptz not null default now()
);

create table news (
  id serial primary key,
  title text not null,
  summary text not null,
  cover text not null,
  content text not null,
  author text not null,
  source text not null,
  views integer not null default 0,
  published_at timestamptz not null
);
create index news_published on news (published_at desc, id desc);

create table activity (
  id serial primary key,
  title text not null,
  summary text not null,
  cover text not null,
  content text not null,
  place text not null,
  organizer text not null,
  start_time timestamptz not null,
  end_time timestamptz not null,
  capacity integer not null check (capacity > 0),
  signup_deadline timestamptz not null,
  published_at timestamptz not null
);
create index activity_published on activity (published_at desc, id desc);

create table outstanding_alumni (
  id serial primary key,
  name text not null,
  honour text not null,
  graduation_year integer not null,
  faculty text not null,
  major text not null,
  summary text not null,
  photo text not null,
  content text not null,
  published_at timestamptz not null
);
create index outstanding_alumni_published on outstanding_alumni (published_at desc, id desc);

create table organization (
  id serial primary key,
  name text not null,
  kind text not null check (kind in ('regional', 'industry', 'interest')),
  region text not null,
  summary text not null,
  cover text not null,
  content text not null,
  founded_at date not null,
  member_count integer not null default 0,
  leader text not null,
  contact text not null,
  published_at timestamptz not null
);
create index organization_published on organization (published_at desc, id desc);
