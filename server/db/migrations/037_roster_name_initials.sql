-- 校友信息库 (issue 32, point 2): a name's pinyin initials (吴晓岚: wxl), so 姓名或学号 finds a record by them. Written with
-- the record (server/repositories/name-initials.ts); null until the server has written it for a record from before this column
-- (server/jobs/name-initials.ts, at start).
alter table alumni_record add column name_initials text;
