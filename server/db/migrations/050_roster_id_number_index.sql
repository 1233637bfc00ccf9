-- 校友信息库 (issue 48, point 6): likely duplicates of a record are suggested, among them the records of the same ID
-- number. ID numbers are encrypted with a fresh IV each time, so equal numbers have unequal ciphertexts: each record also
-- keeps a blind index of its number, an HMAC under a key derived from the deployment's current data key
-- (server/crypto/field-cipher.ts, blindIndex), written by the server (server/repositories/roster-duplicates.ts) for
-- records whose index is null: every record until then, and a record whose number changes, since the database cannot
-- compute it (the trigger below forgets an index its number no longer has, unless the same update wrote a new one).
alter table alumni_record add column id_number_index text;
create index alumni_record_id_number_index on alumni_record (id_number_index) where id_number_index is not null;
-- The records still to index, found without reading the others.
create index alumni_record_id_number_unindexed on alumni_record (id) where id_number_index is null and id_number <> '';
-- Duplicates of the same name and year.
create index alumni_record_name_year on alumni_record (name, graduation_year);

create function alumni_record_id_number_index_stale() returns trigger language plpgsql as $$
begin
  if new.id_number is distinct from old.id_number and new.id_number_index is not distinct from old.id_number_index then
    new.id_number_index := null
  ; end if
  ; return new
; end $$;

create trigger alumni_record_id_number_index_stale before update of id_number on alumni_record
  for each row execute function alumni_record_id_number_index_stale();
