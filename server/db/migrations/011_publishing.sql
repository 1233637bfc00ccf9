-- Publishing: every publicly shown table has a publish state, a soft delete and an edit time. A row is public while it
-- is published, its published_at has come (a later one is a scheduled publication) and it is not deleted.
-- Named publish_state: donation_project and job already have a status of their own (open to donations, hiring).

alter table news add column publish_state text not null default 'published' check (publish_state in ('draft', 'published', 'offline'));
alter table news add column deleted_at timestamptz;
alter table news add column updated_at timestamptz not null default now();

alter table activity add column publish_state text not null default 'published' check (publish_state in ('draft', 'published', 'offline'));
alter table activity add column deleted_at timestamptz;
alter table activity add column updated_at timestamptz not null default now();

alter table outstanding_alumni add column publish_state text not null default 'published' check (publish_state in ('draft', 'published', 'offline'));
alter table outstanding_alumni add column deleted_at timestamptz;
alter table outstanding_alumni add column updated_at timestamptz not null default now();

alter table organization add column publish_state text not null default 'published' check (publish_state in ('draft', 'published', 'offline'));
alter table organization add column deleted_at timestamptz;
alter table organization add column updated_at timestamptz not null default now();

alter table scenery_photo add column publish_state text not null default 'published' check (publish_state in ('draft', 'published', 'offline'));
alter table scenery_photo add column deleted_at timestamptz;
alter table scenery_photo add column updated_at timestamptz not null default now();
alter table scenery_photo add column published_at timestamptz not null default now();

alter table donation_project add column publish_state text not null default 'published' check (publish_state in ('draft', 'published', 'offline'));
alter table donation_project add column deleted_at timestamptz;
alter table donation_project add column updated_at timestamptz not null default now();
alter table donation_project add column published_at timestamptz not null default now();

alter table company add column publish_state text not null default 'published' check (publish_state in ('draft', 'published', 'offline'));
alter table company add column deleted_at timestamptz;
alter table company add column updated_at timestamptz not null default now();

alter table job add column publish_state text not null default 'published' check (publish_state in ('draft', 'published', 'offline'));
alter table job add column deleted_at timestamptz;
alter table job add column updated_at timestamptz not null default now();

-- Public lists read only live published rows, newest first: partial indexes hold exactly those rows, so a draft or a
-- deleted row costs the public queries nothing. The time test (published_at <= now()) cannot be in a partial index.
drop index news_published;
create index news_public on news (published_at desc, id desc) where publish_state = 'published' and deleted_at is null;
drop index activity_published;
create index activity_public on activity (published_at desc, id desc) where publish_state = 'published' and deleted_at is null;
drop index outstanding_alumni_published;
create index outstanding_alumni_public on outstanding_alumni (published_at desc, id desc) where publish_state = 'published' and deleted_at is null;
drop index organization_published;
create index organization_public on organization (published_at desc, id desc) where publish_state = 'published' and deleted_at is null;
drop index scenery_photo_sort;
create index scenery_photo_public on scenery_photo (sort, id) where publish_state = 'published' and deleted_at is null;
drop index company_published;
create index company_public on company (published_at desc, id desc) where publish_state = 'published' and deleted_at is null;
drop index job_published;
create index job_public on job (status, published_at desc, id desc) where publish_state = 'published' and deleted_at is null;

-- The console lists every row of a kind, last edited first.
create index news_updated on news (updated_at desc, id desc);
create index activity_updated on activity (updated_at desc, id desc);
create index outstanding_alumni_updated on outstanding_alumni (updated_at desc, id desc);
create index organization_updated on organization (updated_at desc, id desc);
create index scenery_photo_updated on scenery_photo (updated_at desc, id desc);
create index donation_project_updated on donation_project (updated_at desc, id desc);
create index company_updated on company (updated_at desc, id desc);
create index job_updated on job (updated_at desc, id desc)
