-- 通知公告 published like the other content kinds: a publish state, a soft delete and an edit time, so the console
-- drafts, publishes, withdraws and deletes notices, and the public list and detail read only the live ones.
alter table notice add column publish_state text not null default 'published' check (publish_state in ('draft', 'published', 'offline'));
alter table notice add column deleted_at timestamptz;
alter table notice add column updated_at timestamptz not null default now();

create index notice_public on notice (published_at desc, id desc) where publish_state = 'published' and deleted_at is null;
create index notice_updated on notice (updated_at desc, id desc);
