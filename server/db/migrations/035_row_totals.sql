-- Totals the database keeps as rows change (issue 31): at 100,000 alumni, counting the directory's findable alumni or
-- the audit log's entries on every page read visits every one of them, and the unfiltered page is the one read most.
-- A change adds a row of its delta rather than updating the total, so writers never wait on one another for it (nor
-- deadlock over it with the rows they hold); a total is its row plus the deltas since the clean-up job last folded
-- them in. Statement-level triggers with transition tables count a whole statement's rows at once, so a bulk insert
-- (an import, seed:scale) adds one delta. A filtered page still counts what matches.
create table row_total (
  name text primary key,
  total bigint not null
);

create table row_total_delta (
  name text not null,
  delta bigint not null
);
create index row_total_delta_name on row_total_delta (name);

-- The directory: who can be found (the same test as SEARCHABLE in server/repositories/alumni-search.ts).
create function directory_member(user_type text, card_status text, disabled boolean, findable boolean) returns boolean
  language sql immutable as $$ select user_type = 'alumni' and card_status = 'verified' and not disabled and findable $$;

insert into row_total (name, total)
  select 'directory', count(*) from app_user u where directory_member(u.user_type, u.card_status, u.disabled, u.findable);
insert into row_total (name, total)
  select 'audit_log', count(*) from audit_log;

create function directory_total_change() returns trigger language plpgsql as $$
declare delta bigint := 0; begin
  if tg_op = 'TRUNCATE' then delta := -(select total from row_total where name = 'directory') - coalesce((select sum(d.delta) from row_total_delta d where d.name = 'directory'), 0); end if
  ; if tg_op in ('INSERT', 'UPDATE') then delta := delta + (select count(*) from new_rows n where directory_member(n.user_type, n.card_status, n.disabled, n.findable)); end if
  ; if tg_op in ('UPDATE', 'DELETE') then delta := delta - (select count(*) from old_rows o where directory_member(o.user_type, o.card_status, o.disabled, o.findable)); end if
  ; if delta <> 0 then insert into row_total_delta (name, delta) values ('directory', delta); end if
  ; return null
; end $$;

-- One trigger per event: a trigger with transition tables may have only one.
create trigger app_user_directory_insert after insert on app_user
  referencing new table as new_rows for each statement execute function directory_total_change();
create trigger app_user_directory_update after update on app_user
  referencing old table as old_rows new table as new_rows for each statement execute function directory_total_change();
create trigger app_user_directory_delete after delete on app_user
  referencing old table as old_rows for each statement execute function directory_total_change();
create trigger app_user_directory_truncate after truncate on app_user
  for each statement execute function directory_total_change();

-- The audit log grows with every console write and shrinks only by the clean-up job (migration 017).
create function audit_log_total_change() returns trigger language plpgsql as $$
declare delta bigint := 0; begin
  if tg_op = 'INSERT' then delta := (select count(*) from new_rows); else delta := -(select count(*) from old_rows); end if
  ; if delta <> 0 then insert into row_total_delta (name, delta) values ('audit_log', delta); end if
  ; return null
; end $$;

create trigger audit_log_total_insert after insert on audit_log
  referencing new table as new_rows for each statement execute function audit_log_total_change();
create trigger audit_log_total_delete after delete on audit_log
  referencing old table as old_rows for each statement execute function audit_log_total_change();

-- The card queue's waiting applications in their order, with what its keyword is matched against (the name, and the
-- college, major and year its 申请事项 is made of), so a search reads the index alone rather than each row.
create index app_user_card_queue_open on app_user (created_at, id) include (name, faculty, major, graduation_year)
  where user_type = 'alumni' and not disabled and card_status = 'pending';

-- A keyword of Chinese characters narrows the waiting applications by the grams of what it is matched against (as
-- the directory's name search does, migration 032): every application containing it holds its grams.
create index app_user_card_queue_grams on app_user
  using gin (search_grams(name || ' ' || faculty || ' ' || major || ' ' || coalesce(graduation_year::text || '届', '')))
  where user_type = 'alumni' and not disabled and card_status = 'pending';

-- A name search reads only who can be found: the name's grams (migration 032) of the directory's members alone.
create index app_user_directory_grams on app_user using gin (search_grams(name))
  where user_type = 'alumni' and card_status = 'verified' and not disabled and findable;
