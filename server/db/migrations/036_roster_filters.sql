-- 校友信息库 (issue 32, point 4): filters of the roster saved under a name (for example 2016 届 计算机学院 in 杭州), which
-- a notice can be sent to: the registered alumni whose records match. An empty criterion matches every record.
create table roster_filter (
  id serial primary key,
  name text not null unique,
  graduation_year integer,
  faculty text not null default '',
  major text not null default '',
  city text not null default '',
  staff_account text not null,
  created_at timestamptz not null default now()
);

-- A notice to a saved filter keeps the filter's name in audience_label; the filter may be deleted later.
alter table staff_notice drop constraint staff_notice_audience_check;
alter table staff_notice add constraint staff_notice_audience_check check (audience in ('all', 'year', 'organization', 'roster'));
alter table staff_notice add column roster_filter_id integer references roster_filter (id) on delete set null;

create index alumni_record_major on alumni_record (major);
create index alumni_record_city on alumni_record (city);
