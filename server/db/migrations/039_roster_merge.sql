-- 校友信息库 (issue 32): two records of one person merge into one. The record that stays keeps the other's 学号 as a
-- former number, so that an import, a card application or a portal account that still carries it finds that record.
alter table alumni_record add column former_student_nos text[] not null default '{}';
create index alumni_record_former_student_nos on alumni_record using gin (former_student_nos);
-- An account's link to the roster is by 学号: the list's 已注册, the figures and a notice's recipients look it up per record.
create index app_user_student_no on app_user (student_no) where student_no <> '';
