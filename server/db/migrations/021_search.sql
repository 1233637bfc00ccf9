-- Site search: one document per searchable row (kind + id) with its title, its plain text (HTML stripped) and the
-- text's grams: every CJK character and every pair of neighbouring CJK characters, and every Latin word or number,
-- lowercased. A GIN index on the grams answers `grams @> query_grams` on PGlite and PostgreSQL alike, where
-- full-text parsers and pg_trgm do not match 2-character Chinese words. The documents hold text only: whether a row is
-- public (published, its time come, not deleted, a position open at a visible company) is decided when searching,
-- with the same rule as the public lists, so publishing, unpublishing and soft deletes need no index work.
-- Triggers keep the documents current in the writing transaction, whichever code writes (console, review approvals,
-- seed), and only when a searchable column changes (a news view count does not re-index).

create table search_document (
  kind text not null check (kind in ('news', 'activity', 'alumni', 'organization', 'company', 'job')),
  ref_id integer not null,
  title text not null,
  body text not null,
  -- lower(title || ' ' || body): what a query's terms are confirmed in, and counted in for ranking
  haystack text not null,
  grams text[] not null,
  published_at timestamptz not null,
  primary key (kind, ref_id)
);
create index search_document_grams on search_document using gin (grams);

-- HTML (sanitised on save, so no script or style) to plain text: tags become spaces, the common entities decoded, spaces collapsed.
create function search_plain(html text) returns text language sql immutable as $$
  select trim(regexp_replace(
    replace(replace(replace(replace(replace(replace(
      regexp_replace(coalesce(html, ''), '<[^>]*>', ' ', 'g'),
      '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&'),
    '\s+', ' ', 'g'))
$$;

-- The grams of a text, as src/shared/search/grams.ts builds them for a query (keep the two in step).
create function search_grams(t text) returns text[] language sql immutable as $$
  select coalesce(array_agg(distinct g), '{}'::text[]) from (
    select m[1] as tok from regexp_matches(lower(coalesce(t, '')), '([a-z0-9]+|[一-鿿㐀-䶿豈-﫿]+)', 'g') as m
  ) runs cross join lateral (
    select runs.tok as g where runs.tok ~ '^[a-z0-9]'
    union all select substr(runs.tok, i, 1) from generate_series(1, length(runs.tok)) as i where runs.tok !~ '^[a-z0-9]'
    union all select substr(runs.tok, i, 2) from generate_series(1, length(runs.tok) - 1) as i where runs.tok !~ '^[a-z0-9]'
  ) grams
$$;

-- Trigger arguments: the kind, the title column, then the body columns (HTML or text) in the order they read.
create function search_document_sync() returns trigger language plpgsql as $$
declare r jsonb := to_jsonb(coalesce(new, old)); doc text := ''; i integer; begin
  if tg_op = 'DELETE' then delete from search_document where kind = tg_argv[0] and ref_id = old.id; return old; end if
  ; for i in 2 .. tg_nargs - 1 loop doc := concat_ws(' ', doc, search_plain(r ->> tg_argv[i])); end loop
  ; doc := trim(doc)
  ; insert into search_document (kind, ref_id, title, body, haystack, grams, published_at)
    values (tg_argv[0], new.id, r ->> tg_argv[1], doc, lower((r ->> tg_argv[1]) || ' ' || doc), search_grams((r ->> tg_argv[1]) || ' ' || doc), (r ->> 'published_at')::timestamptz)
    on conflict (kind, ref_id) do update set title = excluded.title, body = excluded.body, haystack = excluded.haystack, grams = excluded.grams, published_at = excluded.published_at
  ; return new
; end $$;

create trigger news_search after insert or delete or update of title, summary, content, published_at on news
  for each row execute function search_document_sync('news', 'title', 'summary', 'content');
create trigger activity_search after insert or delete or update of title, summary, place, organizer, content, published_at on activity
  for each row execute function search_document_sync('activity', 'title', 'summary', 'place', 'organizer', 'content');
create trigger outstanding_alumni_search after insert or delete or update of name, honour, faculty, major, summary, content, published_at
  on outstanding_alumni for each row execute function search_document_sync('alumni', 'name', 'honour', 'faculty', 'major', 'summary', 'content');
create trigger organization_search after insert or delete or update of name, region, summary, content, published_at on organization
  for each row execute function search_document_sync('organization', 'name', 'region', 'summary', 'content');
create trigger company_search after insert or delete or update of name, industry, city, summary, introduction, published_at on company
  for each row execute function search_document_sync('company', 'name', 'industry', 'city', 'summary', 'introduction');
create trigger job_search after insert or delete or update of title, city, education, experience, description, published_at on job
  for each row execute function search_document_sync('job', 'title', 'city', 'education', 'experience', 'description');

-- Rows written before this migration: touching the title runs each row's trigger once.
update news set title = title;
update activity set title = title;
update outstanding_alumni set name = name;
update organization set name = name;
update company set name = name;
update job set title = title;
