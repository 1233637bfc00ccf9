import type { Queryable } from '../db/connect.ts';
import { visible } from './sql.ts';
import type { SearchKind } from '../../src/shared/api/search.ts';

/**
 * Whether document `d` is public now, by its kind: the public lists' own rule (sql.ts `visible`), and for a position
 * also open at a visible company. Decided per search, so the index never has to follow publishing.
 */
const isPublic = `case d.kind
  when 'news' then exists (select 1 from news t where t.id = d.ref_id and ${visible('t')})
  when 'activity' then exists (select 1 from activity t where t.id = d.ref_id and ${visible('t')})
  when 'alumni' then exists (select 1 from outstanding_alumni t where t.id = d.ref_id and ${visible('t')})
  when 'organization' then exists (select 1 from organization t where t.id = d.ref_id and ${visible('t')})
  when 'company' then exists (select 1 from company t where t.id = d.ref_id and ${visible('t')})
  when 'job' then exists (select 1 from job j join company c on c.id = j.company_id
                           where j.id = d.ref_id and j.status = 'open' and ${visible('j')} and ${visible('c')})
  else false end`;

const hits = (column: string) =>
  `(select coalesce(sum((length(${column}) - length(replace(${column}, w, ''))) / length(w)), 0)::int from unnest($2::text[]) w)`;

/**
 * Below this many documents a scan of the lowercased texts is quicker than the GIN index (measured on PGlite: the
 * containment test reads each row's whole gram array), so the grams condition, which lets the planner use the index,
 * is added only for larger sites.
 */
const INDEX_FROM_ROWS = 5000;
// Asked once a minute per database (one process may serve several: the tests do).
const sizeChecks = new WeakMap<Queryable, { at: number; large: boolean }>();
async function largeIndex(db: Queryable): Promise<boolean> {
  const known = sizeChecks.get(db);
  if (known && Date.now() - known.at < 60_000) return known.large;
  const [row] = await db.query<{ n: number }>(`select reltuples::float8 as n from pg_class where relname = 'search_document'`);
  const large = Number(row?.n ?? 0) >= INDEX_FROM_ROWS;
  sizeChecks.set(db, { at: Date.now(), large });
  return large;
}

export interface SearchRow {
  kind: SearchKind;
  id: number;
  title: string;
  body: string;
  publishedAt: Date;
}

/**
 * One statement: the public documents of `allowed` kinds holding every term ($1 grams for the index, $2 terms
 * confirmed in the lowercased text), counted per kind, and the page of those of `kinds`, ranked as
 * src/shared/search/rank.ts compareHits: a title hit first, then more hits, then newer.
 */
export async function searchDocuments(
  db: Queryable,
  grams: string[],
  terms: string[],
  allowed: readonly SearchKind[],
  kinds: readonly SearchKind[],
  pageNum: number,
  pageSize: number,
) {
  const useIndex = await largeIndex(db);
  const rows = await db.query<SearchRow & { counts: Record<string, number> | null }>(
    `with m as materialized (
       select d.kind, d.ref_id, d.published_at, ${hits('lower(d.title)')} as title_hits, ${hits('d.haystack')} as all_hits
         from search_document d
        where d.kind = any($3::text[]) ${useIndex ? 'and d.grams @> $1::text[]' : 'and cardinality($1::text[]) > 0'}
          and not exists (select 1 from unnest($2::text[]) w where strpos(d.haystack, w) = 0)
          and ${isPublic}
     ), counts as (select json_object_agg(kind, n) as counts from (select kind, count(*)::int as n from m group by kind) c),
     page as (
       select m.kind, m.ref_id,
              row_number() over (order by (m.title_hits > 0) desc, m.all_hits desc, m.published_at desc, m.kind, m.ref_id desc) as n
         from m where m.kind = any($4::text[])
        order by n limit $5 offset $6
     )
     select d.kind, d.ref_id as id, d.title, d.body, d.published_at as "publishedAt", (select counts from counts) as counts, p.n
       from page p join search_document d on d.kind = p.kind and d.ref_id = p.ref_id
     union all select null, null, null, null, null, (select counts from counts), null where not exists (select 1 from page)
     order by n`,
    [grams, terms, allowed, kinds, pageSize, (pageNum - 1) * pageSize],
  );
  const counts = (rows[0]?.counts ?? {}) as Partial<Record<SearchKind, number>>;
  const list = rows
    .filter((r) => r.kind !== null)
    .map(({ counts: _counts, n: _n, ...row }: SearchRow & { counts: unknown; n?: unknown }) => row);
  return { counts, list };
}
