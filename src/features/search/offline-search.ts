import type { QueryClient } from '@tanstack/react-query';
import { SEARCH_KINDS, type SearchKind, type SearchPage } from '../../shared/api/search.ts';
import { queryTerms, searchTerms, termGrams } from '../../shared/search/grams.ts';
import { compareHits, containsAll, countHits } from '../../shared/search/rank.ts';
import { markSegments, snippetSegments } from '../../shared/search/snippet.ts';
import { cachedDocuments, type CachedDocument } from './cached-documents.ts';

type Index = import('minisearch').default<CachedDocument>;

// The index of what this device has read, built on the first offline search (minisearch is loaded only then, so it
// weighs nothing on the pages) and again only when the cache's articles change.
let built: { signature: string; index: Index; docs: Map<string, CachedDocument> } | undefined;

const plainText = (html: string) =>
  html.includes('<') ? (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '') : html;

/** Bigrams as MiniSearch's tokens: the same grams the server's index holds. */
const tokenize = (text: string) => searchTerms(text).flatMap(termGrams);

async function currentIndex(queryClient: QueryClient) {
  const entries = queryClient
    .getQueryCache()
    .findAll({ queryKey: ['public'] })
    .filter((q) => q.state.status === 'success')
    .map((q) => ({ queryKey: q.queryKey, data: q.state.data, updatedAt: q.state.dataUpdatedAt }));
  const signature = entries
    .filter((e) => e.queryKey[2] === 'detail')
    .map((e) => `${JSON.stringify(e.queryKey)}@${e.updatedAt}`)
    .sort()
    .join('|');
  if (built?.signature === signature) return built;
  const { default: MiniSearch } = await import('minisearch');
  const docs = cachedDocuments(entries, plainText);
  const index: Index = new MiniSearch<CachedDocument>({
    idField: 'key',
    fields: ['title', 'body'],
    tokenize,
    processTerm: (term) => term,
  });
  index.addAll(docs);
  built = { signature, index, docs: new Map(docs.map((d) => [d.key, d])) };
  return built;
}

/** The same answer as GET /api/search, from the articles this device has read. */
export async function searchOffline(
  queryClient: QueryClient,
  q: string,
  kind: SearchKind | undefined,
  pageNum: number,
  pageSize: number,
): Promise<SearchPage> {
  const terms = queryTerms(q);
  const counts: SearchPage['counts'] = {};
  if (terms.length === 0) return { list: [], total: 0, pageNum, pageSize, counts };
  const { index, docs } = await currentIndex(queryClient);
  const grams = [...new Set(terms.flatMap(termGrams))];
  const matches = index
    // The grams are the tokens already: every one must be in the document.
    .search(grams.join(' '), { tokenize: (s) => s.split(' '), processTerm: (t) => t, combineWith: 'AND', prefix: false, fuzzy: false })
    .map((r) => docs.get(r.id as string)!)
    .filter((d) => d && containsAll(d.title, d.body, terms))
    .map((d) => ({ d, titleHits: countHits(d.title, terms), bodyHits: countHits(d.body, terms), publishedAt: d.publishedAt }))
    .sort(compareHits);
  for (const k of SEARCH_KINDS) {
    const n = matches.filter((m) => m.d.kind === k).length;
    if (n > 0 || (k !== 'company' && k !== 'job')) counts[k] = n;
  }
  const shown = kind ? matches.filter((m) => m.d.kind === kind) : matches;
  const list = shown.slice((pageNum - 1) * pageSize, pageNum * pageSize).map(({ d }) => ({
    kind: d.kind,
    id: d.id,
    title: markSegments(d.title, terms),
    snippet: snippetSegments(d.body, terms),
    publishedAt: d.publishedAt,
  }));
  return { list, total: shown.length, pageNum, pageSize, counts };
}
