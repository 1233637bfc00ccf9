// The search tokenizer, shared by the server (a query's terms and grams) and the offline index. It matches the
// database's search_grams() in server/db/migrations/021_search.sql: keep the two in step.

/** Runs of CJK ideographs, or Latin words / numbers (after lowercasing). Everything else separates terms. */
const RUN = /[a-z0-9]+|[\u4e00-\u9fff\u3400-\u4dbf\uf900-\ufaff]+/g;
const LATIN = /^[a-z0-9]/;

/** The terms a text holds: its CJK runs and Latin words, lowercased, in order (repeats kept). */
export function searchTerms(text: string): string[] {
  return text.toLowerCase().match(RUN) ?? [];
}

/** The grams of one term: a Latin word is itself; a CJK run gives each character and each neighbouring pair. */
export function termGrams(term: string): string[] {
  if (LATIN.test(term)) return [term];
  const chars = Array.from(term);
  const pairs = chars.slice(1).map((c, i) => chars[i] + c);
  return [...chars, ...pairs];
}

/** The distinct grams of a text: what the index stores for a document, and what a query must all find. */
export function textGrams(text: string): string[] {
  return [...new Set(searchTerms(text).flatMap(termGrams))];
}

/** A query's distinct terms, at most `max` of them (a pasted paragraph does not become a hundred conditions). */
export function queryTerms(q: string, max = 8): string[] {
  return [...new Set(searchTerms(q))].slice(0, max);
}
