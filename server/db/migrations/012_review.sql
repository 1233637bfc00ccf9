-- Review queues: the office answers card applications, join requests, company applications, certificate requests and
-- activity proposals. Certificates get real stages (受理 → 办理中 → 已寄出 / 可领取) and a tracking number; every queue
-- lists oldest first by status; a decided item remembers when, and what it became (a draft company or activity).

alter table proof_application drop constraint proof_application_status_check;
update proof_application set status = 'processing' where status = 'reviewing';
update proof_application set status = case delivery when 'post' then 'posted' else 'ready' end where status = 'done';
alter table proof_application add constraint proof_application_status_check
  check (status in ('submitted', 'accepted', 'processing', 'posted', 'ready', 'rejected'));
alter table proof_application add column tracking_no text not null default '';
create index proof_application_queue on proof_application (status, created_at, id);

alter table org_join_request add column reviewed_at timestamptz;
create index org_join_request_queue on org_join_request (status, created_at, id);

alter table company_application add column reviewed_at timestamptz;
-- the draft company an approval made, which an editor completes and publishes
alter table company_application add column company_id integer references company (id);
create index company_application_queue on company_application (status, created_at, id);

alter table activity_proposal add column reviewed_at timestamptz;
-- the draft activity an acceptance made
alter table activity_proposal add column activity_id integer references activity (id);
create index activity_proposal_queue on activity_proposal (status, created_at, id);

-- A card application is the alumnus's row: applied when the account was made, answered at card_reviewed_at.
alter table app_user add column card_reviewed_at timestamptz;
create index app_user_card_queue on app_user (card_status, created_at, id) where user_type = 'alumni';

-- Card numbers given at verification (BJCC-<year>-<six digits>); the seed's numbers stay below the first.
create sequence alumni_card_no_seq start with 1001;
