-- 捐赠 (issue 48): a voucher recorded once whatever its case or punctuation, unpaid pledges that expire, and how each
-- donor appears in a project's public 捐赠名单.

-- One voucher is one gift: the number as typed is kept, and its key (NFKC, lower case, no spaces or punctuation)
-- decides uniqueness, so 'BK-2026-001', 'bk2026001' and 'BK/2026/001' are one voucher.
create function donation_voucher_key(voucher text) returns text
  language sql immutable strict
  as $$ select regexp_replace(lower(normalize(voucher, NFKC)), '[[:space:][:punct:]]+', '', 'g') $$;
alter table donation add column voucher_key text not null default '';
update donation set voucher_key = donation_voucher_key(voucher_no) where voucher_no <> '';
-- Gifts recorded twice before this (one voucher under two spellings) stay, as the money may have been counted twice:
-- the later ones get a key of their own and a note that tells the office to check them against the first.
with ranked as (
  select id, first_value(id) over (partition by pay_channel, voucher_key order by id) as first_id
    from donation where voucher_key <> ''
)
update donation d
   set voucher_key = d.voucher_key || '#' || d.id,
       note = trim(d.note || ' 凭证号与捐赠 #' || r.first_id || ' 重复，请核对')
  from ranked r
 where r.id = d.id and r.first_id <> d.id;
drop index donation_voucher;
create unique index donation_voucher on donation (pay_channel, voucher_key) where voucher_key <> '';

-- An unpaid pledge expires (PLEDGE_EXPIRY_HOURS, the job): 已过期, no longer counted as pledged, and no longer payable.
alter table donation drop constraint donation_status_check;
alter table donation add constraint donation_status_check
  check (status in ('awaiting_payment', 'paid', 'cancelled', 'expired'));
create index donation_awaiting on donation (created_at) where status = 'awaiting_payment';

-- How the donor appears in 捐赠名单: 公开姓名 (name), 仅显示届别 (class), 匿名 (anonymous, the amount unshown too).
-- The donor's choice; `anonymous` becomes what it implies, so there is one truth. Existing gifts keep what their
-- donors chose: named unless anonymous.
alter table donation add column public_display text not null default 'anonymous'
  check (public_display in ('name', 'class', 'anonymous'));
update donation set public_display = case when anonymous then 'anonymous' else 'name' end;
alter table donation drop column anonymous;
alter table donation add column anonymous boolean generated always as (public_display = 'anonymous') stored;
