-- Issue 29: one person cannot fill a day, and a form sent twice at once makes one record. A partial unique index per
-- form holds each person to one live record per natural key (the same visit day and slot, the same company, the same
-- certificate, the same proposal title, the same pledge awaiting payment); the second of two identical requests fails on
-- it inside its transaction and is answered 400 naming the field (DUPLICATE_SUBMISSIONS, src/shared/submission-limits.ts). Organisation join
-- requests and activity sign-ups have had theirs since 004 and 008.
--
-- Duplicates already stored are resolved first, keeping the earliest of each group, so the indexes can be built.

-- A second booking of the same day and slot: cancelled, its places given back to the slot.
with dup as (
  select id from (
    select id, row_number() over (partition by user_id, visit_date, slot_id order by id) as n
      from appointment where status = 'booked'
  ) ranked where n > 1
), freed as (
  update appointment set status = 'cancelled', cancelled_at = now() where id in (select id from dup)
  returning visit_date, slot_id, visitor_count
)
update slot_booking b set booked = greatest(b.booked - f.places, 0)
  from (select visit_date, slot_id, sum(visitor_count)::int as places from freed group by visit_date, slot_id) f
 where b.visit_date = f.visit_date and b.slot_id = f.slot_id;
create unique index appointment_one_booked on appointment (user_id, visit_date, slot_id) where status = 'booked';

-- A review item sent again while the first waits: decided as a repeat of it.
update company_application set status = 'rejected', review_note = '重复提交', reviewed_at = now()
 where status = 'submitted' and id in (
   select id from (select id, row_number() over (partition by user_id, name order by id) as n
                     from company_application where status = 'submitted') ranked where n > 1);
create unique index company_application_one_submitted on company_application (user_id, name) where status = 'submitted';

update activity_proposal set status = 'rejected', review_note = '重复提交', reviewed_at = now()
 where status = 'submitted' and id in (
   select id from (select id, row_number() over (partition by user_id, title order by id) as n
                     from activity_proposal where status = 'submitted') ranked where n > 1);
create unique index activity_proposal_one_submitted on activity_proposal (user_id, title) where status = 'submitted';

-- A certificate is open until it is posted, ready for pickup or refused.
update proof_application set status = 'rejected', reject_reason = '重复提交', updated_at = now()
 where status in ('submitted', 'accepted', 'processing') and id in (
   select id from (select id, row_number() over (partition by user_id, certificate_type order by id) as n
                     from proof_application where status in ('submitted', 'accepted', 'processing')) ranked where n > 1);
create unique index proof_application_one_open on proof_application (user_id, certificate_type)
  where status in ('submitted', 'accepted', 'processing');

-- The same pledge twice before paying: the later one is cancelled, as its donor could do.
update donation set status = 'cancelled'
 where status = 'awaiting_payment' and id in (
   select id from (select id, row_number() over (partition by user_id, project_id, amount order by id) as n
                     from donation where status = 'awaiting_payment') ranked where n > 1);
create unique index donation_one_awaiting on donation (user_id, project_id, amount) where status = 'awaiting_payment';
