-- Indexes for 100,000 alumni (issue 31): what the directory, the console lists and the clean-up job search by.
-- pg_trgm ships with PGlite (loaded in server/db/connect.ts) and with Debian's postgresql package (trusted since
-- PostgreSQL 13, so the database's owner may create it).
create extension if not exists pg_trgm;

-- The directory: findable alumni in their order (latest year first, then id), so a page is read off the index and an
-- unfiltered count is an index-only scan of this partial index rather than of the whole table.
create index app_user_directory on app_user (graduation_year desc nulls last, id)
  where user_type = 'alumni' and card_status = 'verified' and not disabled and findable;
create index app_user_directory_faculty on app_user (faculty, graduation_year desc nulls last, id)
  where user_type = 'alumni' and card_status = 'verified' and not disabled and findable;

-- Name contains: trigrams answer a LIKE '%…%' of three characters or more; one- and two-character Chinese names and
-- surnames (most searches) give no trigram, so the name's grams (every character and pair, as site search builds
-- them) answer those: `search_grams(name) @> search_grams(query)`.
create index app_user_name_trgm on app_user using gin (name gin_trgm_ops);
create index app_user_name_grams on app_user using gin (search_grams(name));

-- The audit log filtered by entity, in its order.
create index audit_log_entity_at on audit_log (entity, at desc, id desc);
