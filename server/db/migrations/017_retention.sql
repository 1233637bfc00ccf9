-- Every stored upload: who sent it, when, how big, under what name. Counts the per-day quota of an alumnus and lets the
-- retention job find files no row refers to.
create table upload (
  -- the address the upload API returned, /uploads/<name>
  path text primary key,
  user_id integer references app_user (id),
  staff_id integer references staff_account (id),
  size integer not null check (size >= 0),
  original_name text not null default '',
  created_at timestamptz not null default now()
);
create index upload_user_day on upload (user_id, created_at);
create index upload_created on upload (created_at);

-- The audit log stays append-only, with one narrow exception for the retention job: a DELETE passes only when the
-- transaction has set portal.audit_purge_before (set_config(..., true)) AND the entry is older than that moment AND
-- older than 180 days by the database's own clock, so no setting and no caller can remove a recent entry.
-- UPDATE and TRUNCATE are refused as before. (One line: migrations split statements on ';' at line ends.)
create or replace function audit_log_append_only() returns trigger language plpgsql as $$ begin if tg_op = 'DELETE' and old.at < now() - interval '180 days' and old.at < coalesce(nullif(current_setting('portal.audit_purge_before', true), '')::timestamptz, '-infinity'::timestamptz) then return old; end if; raise exception 'audit_log is append-only'; end $$;
