-- 校友信息库 (issue 32, point 2): the office's tags on a record (校友导师, 理事, …), a filter of the list and of a saved
-- filter (a notice to those tagged).
alter table alumni_record add column tags text[] not null default '{}';
create index alumni_record_tags on alumni_record using gin (tags);
alter table roster_filter add column tag text not null default '';
