-- Request limits shared by every server process on one PostgreSQL (issue 31): one row per limited key, counting the
-- hits of its current window. Rows whose window ended long ago are purged as the store goes.
create table rate_limit (
  key text primary key,
  window_start timestamptz not null,
  hits integer not null
);
create index rate_limit_window_start on rate_limit (window_start);
