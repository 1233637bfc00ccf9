import { SEARCH_KINDS, SEARCH_Q_MAX, type SearchKind } from '../../shared/api/search.ts';

/** The search page's URL: the words, one kind or all, the page; back/forward and reload keep the search. */
export interface SearchParams {
  q?: string;
  kind?: SearchKind;
  page?: number;
}

/** Reads the URL's search; anything malformed is left out (a too long query is cut to what the server accepts). */
export function parseSearchParams(search: Record<string, unknown>): SearchParams {
  const out: SearchParams = {};
  const raw = typeof search.q === 'string' ? search.q : typeof search.q === 'number' ? String(search.q) : '';
  const q = [...raw.trim()].slice(0, SEARCH_Q_MAX).join('').trim();
  if (q) out.q = q;
  if (typeof search.kind === 'string' && (SEARCH_KINDS as readonly string[]).includes(search.kind)) out.kind = search.kind as SearchKind;
  const page = typeof search.page === 'number' ? search.page : typeof search.page === 'string' ? Number(search.page) : NaN;
  if (Number.isSafeInteger(page) && page >= 2 && page <= 100000) out.page = page;
  return out;
}

/** Where each kind's result opens. */
export const detailPath: Record<SearchKind, string> = {
  news: '/article/newDetails/$id',
  activity: '/article/activityDetails/$id',
  alumni: '/article/alumniDetails/$id',
  organization: '/article/organizationDetails/$id',
  company: '/article/alumcompanyDetails/$id',
  job: '/article/alumcompanyrecruitmentDetails/$id',
};
