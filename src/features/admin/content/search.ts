import type { ContentStateFilter } from '../../../shared/admin/content-kinds.ts';

// The list page's address: read by its route's validateSearch, which sits in the app's route tree, so this file
// imports nothing at run time (the console's code stays out of the public pages' scripts).

export interface ContentListSearch {
  keyword?: string;
  state?: ContentStateFilter;
  page?: number;
}

/** The state filter's values, as CONTENT_STATE_FILTERS has them (a unit test holds the two together). */
export const STATE_FILTERS: readonly ContentStateFilter[] = ['draft', 'published', 'offline', 'deleted'];

/** `?keyword=&state=&page=` as the list reads them; anything else (a state it does not know, page 1 or 0) is left out. */
export function parseContentListSearch(search: Record<string, unknown>): ContentListSearch {
  const out: ContentListSearch = {};
  const keyword = typeof search.keyword === 'string' ? search.keyword.trim().slice(0, 50) : '';
  if (keyword) out.keyword = keyword;
  if ((STATE_FILTERS as readonly unknown[]).includes(search.state)) out.state = search.state as ContentStateFilter;
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1) out.page = page;
  return out;
}
