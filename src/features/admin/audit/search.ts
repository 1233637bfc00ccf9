// The audit log's filters as the page's address holds them (?account=&entity=&from=&to=&keyword=&page=), and as the
// API takes them. Read by the route's validateSearch, which is part of the router every page loads: plain code, no text.

import type { AuditFilter } from '../../../shared/api/admin-audit.ts';

export const AUDIT_PAGE_SIZE = 20;

export type { AuditFilter };

export interface AuditSearch extends AuditFilter {
  /** from 1; absent on the first page */
  page?: number;
}

export const AUDIT_FILTER_KEYS = ['account', 'entity', 'from', 'to', 'keyword'] as const;

// The API's own bound on every filter.
const MAX_LENGTH = 64;

/** A text filter as typed: trimmed, at most the API's length; absent when empty. The router reads `?account=123` as a number. */
function text(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const s = String(value).trim().slice(0, MAX_LENGTH);
  return s || undefined;
}

/** A calendar date YYYY-MM-DD that exists; anything else is no filter. */
function day(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
}

/** Drops the absent keys, so that an address carries only the filters in use. */
function defined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

/** The filter held by any set of values (the address's, the filter form's), cleaned. */
export function auditFilterOf(raw: Record<string, unknown>): AuditFilter {
  return defined({
    account: text(raw.account),
    entity: text(raw.entity),
    from: day(raw.from),
    to: day(raw.to),
    keyword: text(raw.keyword),
  });
}

/** The route's validateSearch: the filters and the page, whatever the address held. */
export function parseAuditSearch(raw: Record<string, unknown>): AuditSearch {
  const page = Number(raw.page);
  return defined({ ...auditFilterOf(raw), page: Number.isInteger(page) && page > 1 ? page : undefined });
}

/** The address for a new filter: back to its first page. */
export const searchOfFilter = (filter: AuditFilter): AuditSearch => auditFilterOf({ ...filter });

/** The list call's query: the filter and the page. */
export const auditPageParams = (search: AuditSearch) => ({
  ...auditFilterOf({ ...search }),
  pageNum: search.page ?? 1,
  pageSize: AUDIT_PAGE_SIZE,
});

/** The export's parameters: the same filter, no page. */
export const auditExportParams = (search: AuditSearch): Record<string, string> => auditFilterOf({ ...search }) as Record<string, string>;
