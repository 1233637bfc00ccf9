-- Issue 48: an account's link to the roster is a link to one record, made when its card is verified against that
-- record; one record (and so one 学号, current or merged into it) links to at most one account. Before, every account
-- that carried a record's 学号 was taken as the record's, so a second account with the same four facts was too.
alter table app_user add column roster_record_id integer references alumni_record (id) on delete set null;

-- The links the 学号 made until now, kept for verified accounts only: for each record, of the verified alumni accounts
-- carrying its 学号 (its own before a merged one), the oldest; an account links to one record at most.
with carriers as (
  select r.id as record_id, u.id as user_id,
         row_number() over (partition by r.id order by (u.student_no = r.student_no) desc, u.id) as nth_account,
         row_number() over (partition by u.id order by (u.student_no = r.student_no) desc, r.id) as nth_record
    from alumni_record r
    join app_user u on u.student_no = r.student_no or u.student_no = any(r.former_student_nos)
   where u.user_type = 'alumni' and not u.disabled and u.card_status = 'verified' and u.student_no <> ''
)
update app_user u set roster_record_id = c.record_id
  from carriers c
 where c.user_id = u.id and c.nth_account = 1 and c.nth_record = 1;

alter table app_user add constraint app_user_roster_record_once unique (roster_record_id);
