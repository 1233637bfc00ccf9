// A queue page's filters as its address holds them (?state=&keyword=&from=&to=&page=), and as the API takes them.
// Read by the route's validateSearch: plain code, no text.
import { REVIEW_STATES, type ReviewState } from '../../../shared/admin/review.ts';

export const REVIEW_PAGE_SIZE = 20;

export interface ReviewFilter {
  state?: ReviewState;
  keyword?: string;
  /** YYYY-MM-DD, China time, inclusive */
  from?: string;
  to?: string;
}

export interface ReviewSearch extends ReviewFilter {
  page?: number;
}

const text = (value: unknown) => {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  return String(value).trim().slice(0, 40) || undefined;
};

function day(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
}

const defined = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/** The filter of any set of values (the address's, the filter form's), cleaned; 待处理 is the default and not written. */
export function reviewFilterOf(raw: Record<string, unknown>): ReviewFilter {
  const state = REVIEW_STATES.includes(raw.state as ReviewState) && raw.state !== 'pending' ? (raw.state as ReviewState) : undefined;
  return defined({ state, keyword: text(raw.keyword), from: day(raw.from), to: day(raw.to) });
}

export function parseReviewSearch(raw: Record<string, unknown>): ReviewSearch {
  const page = Number(raw.page);
  return defined({ ...reviewFilterOf(raw), page: Number.isInteger(page) && page > 1 ? page : undefined });
}

/** The API's query for a page of the queue. */
export const reviewParams = (search: ReviewSearch) =>
  defined({ ...reviewFilterOf({ ...search }), pageNum: search.page ?? 1, pageSize: REVIEW_PAGE_SIZE });
