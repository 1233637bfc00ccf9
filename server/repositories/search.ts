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

// $1 grams (all must be present), $2 terms (each must occur in the title or the text), $3 kinds allowed.
const matching = `select d.kind, d.ref_id, d.title, d.body, d.published_at,
    (select coalesce(sum((length(lower(d.title)) - length(replace(lower(d.title), w, ''))) / length(w)), 0)::int from unnest($2::text[]) w) as title_hits,
    (select coalesce(sum((length(lower(d.body)) - length(replace(lower(d.body), w, ''))) / length(w)), 0)::int from unnest($2::text[]) w) as body_hits
  from search_document d
  where d.grams @> $1::text[] and d.kind = any($3::text[])
    and not exists (select 1 from unnest($2::text[]) w where strpos(lower(d.title || ' ' || d.body), w) = 0)
    and ${isPublic}`;

export interface SearchRow {
  kind: SearchKind;
  id: number;
  title: string;
  body: string;
  publishedAt: Date;
}

/** How many public documents of each allowed kind match. */
export async function searchCounts(db: Queryable, grams: string[], terms: string[], kinds: readonly SearchKind[]) {
  const rows = await db.query<{ kind: SearchKind; n: number }>(`select kind, count(*)::int as n from (${matching}) m group by kind`, [
    grams,
    terms,
    kinds,
  ]);
  return Object.fromEntries(rows.map((r) => [r.kind, r.n])) as Partial<Record<SearchKind, number>>;
}

/**
 * A page of matches of `kinds`, ranked as src/shared/search/rank.ts compareHits: a title hit first, then more hits,
 * then newer.
 */
export const searchPage = (
  db: Queryable,
  grams: string[],
  terms: string[],
  kinds: readonly SearchKind[],
  pageNum: number,
  pageSize: number,
) =>
  db.query<SearchRow>(
    `select kind, ref_id as id, title, body, published_at as "publishedAt" from (${matching}) m
      order by (title_hits > 0) desc, title_hits + body_hits desc, published_at desc, kind, ref_id desc
      limit $4 offset $5`,
    [grams, terms, kinds, pageSize, (pageNum - 1) * pageSize],
  );
