// Highlighting as data: a text cut into segments, the matched terms marked. The page renders marked segments in
// <mark> as text nodes, so nothing from the content is ever parsed as HTML.

export interface Segment {
  text: string;
  mark?: boolean;
}

/** Where the terms occur in `text` (case-insensitively), as non-overlapping [start, end) ranges in order. */
export function matchRanges(text: string, terms: readonly string[]): Array<[number, number]> {
  const lower = text.toLowerCase();
  const ranges: Array<[number, number]> = [];
  for (const term of terms) {
    if (!term) continue;
    for (let at = lower.indexOf(term); at !== -1; at = lower.indexOf(term, at + term.length)) ranges.push([at, at + term.length]);
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Array<[number, number]> = [];
  for (const [start, end] of ranges) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** `text` (or its window [from, to)) as segments with the terms marked. */
export function markSegments(text: string, terms: readonly string[], from = 0, to = text.length): Segment[] {
  const segments: Segment[] = [];
  let at = from;
  for (const [start, end] of matchRanges(text, terms)) {
    if (end <= from || start >= to) continue;
    const s = Math.max(start, from);
    const e = Math.min(end, to);
    if (s > at) segments.push({ text: text.slice(at, s) });
    segments.push({ text: text.slice(s, e), mark: true });
    at = e;
  }
  if (at < to) segments.push({ text: text.slice(at, to) });
  return segments;
}

/**
 * A window of about `length` characters of `text` around its first match (a little context before it), with an
 * ellipsis where it is cut and the terms marked; the opening of the text when nothing matches.
 */
export function snippetSegments(text: string, terms: readonly string[], length = 90, before = 20): Segment[] {
  const first = matchRanges(text, terms)[0];
  const from = first ? Math.max(0, Math.min(first[0] - before, text.length - length)) : 0;
  const to = Math.min(text.length, from + length);
  const segments = markSegments(text, terms, from, to);
  if (from > 0) segments.unshift({ text: '…' });
  if (to < text.length) segments.push({ text: '…' });
  return segments;
}
