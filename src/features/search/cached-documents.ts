import type { SearchKind } from '../../shared/api/search.ts';

/** A page this device has read, as offline search indexes it. */
export interface CachedDocument {
  key: string;
  kind: SearchKind;
  id: number;
  title: string;
  body: string;
  publishedAt: string;
}

type Fields = Record<string, unknown>;

// The persisted public details (src/features/articles/queries.ts keys ['public', area, 'detail', id]): the title field
// and the text fields of each, in reading order, as the server's index takes them (021_search.sql).
const areas: Record<string, { kind: SearchKind; title: string; body: string[] }> = {
  news: { kind: 'news', title: 'title', body: ['summary', 'content'] },
  activities: { kind: 'activity', title: 'title', body: ['summary', 'place', 'organizer', 'content'] },
  alumni: { kind: 'alumni', title: 'name', body: ['honour', 'faculty', 'major', 'summary', 'content'] },
  organizations: { kind: 'organization', title: 'name', body: ['region', 'summary', 'content'] },
};

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * The articles read on this device, from the query cache's entries: only details (a list shows titles of pages that
 * may not be there offline). `plain` turns stored HTML into text.
 */
export function cachedDocuments(entries: Array<{ queryKey: readonly unknown[]; data: unknown }>, plain: (html: string) => string) {
  const docs: CachedDocument[] = [];
  for (const { queryKey, data } of entries) {
    const [scope, area, part, id] = queryKey;
    const shape = typeof area === 'string' ? areas[area] : undefined;
    if (scope !== 'public' || part !== 'detail' || !shape || typeof id !== 'number' || !data || typeof data !== 'object') continue;
    const row = data as Fields;
    const body = shape.body
      .map((f) => plain(text(row[f])))
      .filter(Boolean)
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
    docs.push({
      key: `${shape.kind}:${id}`,
      kind: shape.kind,
      id,
      title: text(row[shape.title]),
      body,
      publishedAt: text(row.publishedAt),
    });
  }
  return docs;
}
