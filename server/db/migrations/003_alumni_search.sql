-- Find alumni: privacy switches on every account, and the faculty / major lookup lists.

alter table app_user add column findable boolean not null default true;
alter table app_user add column show_city boolean not null default true;
alter table app_user add column show_company boolean not null default true;

create table faculty (
  id integer primary key,
  name text not null unique,
  sort integer not null default 0
);

create table major (
  id integer primary key,
  faculty_id integer not null references faculty (id),
  name text not null,
  sort integer not null default 0,
  unique (faculty_id, name)
);
create index major_faculty on major (faculty_id, sort);

create index app_user_alumni_search on app_user (graduation_year, faculty, major);
