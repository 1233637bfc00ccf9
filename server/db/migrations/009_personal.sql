-- The personal centre: message preferences and site documents such as the privacy policy (service: personal).

-- Which optional kinds of in-site message the user wants; system notices always arrive.
alter table app_user add column notify_review boolean not null default true;
alter table app_user add column notify_activity boolean not null default true;

create table site_document (
  key text primary key,
  title text not null,
  -- HTML, sanitised by the portal before display
  content text not null,
  updated_at timestamptz not null default now()
);
