// How results are ordered, online (the server's SQL follows the same order) and offline: a title hit above body-only
// hits, then more hits above fewer, then newer above older.

export interface Hits {
  titleHits: number;
  bodyHits: number;
  /** ISO time, or epoch milliseconds */
  publishedAt: string | number;
}

/** How often the terms occur in `text`, case-insensitively (non-overlapping per term). */
export function countHits(text: string, terms: readonly string[]): number {
  const lower = text.toLowerCase();
  let n = 0;
  for (const term of terms) {
    if (!term) continue;
    for (let at = lower.indexOf(term); at !== -1; at = lower.indexOf(term, at + term.length)) n++;
  }
  return n;
}

const time = (t: string | number) => (typeof t === 'number' ? t : Date.parse(t));

/** Sort comparator: negative when `a` ranks above `b`. */
export function compareHits(a: Hits, b: Hits): number {
  return (
    Number(b.titleHits > 0) - Number(a.titleHits > 0) ||
    b.titleHits + b.bodyHits - (a.titleHits + a.bodyHits) ||
    time(b.publishedAt) - time(a.publishedAt)
  );
}

/** Whether every term occurs in the title or the body (the grams narrow the candidates, this confirms them). */
export const containsAll = (title: string, body: string, terms: readonly string[]) => {
  const lower = `${title}\n${body}`.toLowerCase();
  return terms.every((t) => lower.includes(t));
};
