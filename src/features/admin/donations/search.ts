// The ledger's filters as the page's address holds them (?projectId=&status=&from=&to=&keyword=&page=), and as the API
// takes them. Read by the route's validateSearch, which is part of the router every page loads: plain code, no text.

export const LEDGER_PAGE_SIZE = 20;
const STATES = ['awaiting_payment', 'paid', 'cancelled', 'expired'] as const;

export interface LedgerFilter {
  projectId?: number;
  status?: (typeof STATES)[number];
  /** YYYY-MM-DD, China time, inclusive */
  from?: string;
  to?: string;
  keyword?: string;
}

export interface LedgerSearch extends LedgerFilter {
  /** from 1; absent on the first page */
  page?: number;
}

function text(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const s = String(value).trim().slice(0, 64);
  return s || undefined;
}

function day(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
}

function positive(value: unknown): number | undefined {
  const n = Number(value);
  return value !== '' && Number.isInteger(n) && n >= 1 && n <= 2147483647 ? n : undefined;
}

const defined = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/** The filter held by any set of values (the address's, the filter form's), cleaned. */
export function ledgerFilterOf(raw: Record<string, unknown>): LedgerFilter {
  return defined({
    projectId: positive(raw.projectId),
    status: (STATES as readonly unknown[]).includes(raw.status) ? (raw.status as LedgerFilter['status']) : undefined,
    from: day(raw.from),
    to: day(raw.to),
    keyword: text(raw.keyword),
  });
}

/** The route's validateSearch. */
export function parseLedgerSearch(raw: Record<string, unknown>): LedgerSearch {
  const page = Number(raw.page);
  return defined({ ...ledgerFilterOf(raw), page: Number.isInteger(page) && page > 1 ? page : undefined });
}

export const ledgerPageParams = (search: LedgerSearch) => ({
  ...ledgerFilterOf({ ...search }),
  pageNum: search.page ?? 1,
  pageSize: LEDGER_PAGE_SIZE,
});

export const ledgerExportParams = (search: LedgerSearch): Record<string, string> =>
  Object.fromEntries(Object.entries(ledgerFilterOf({ ...search })).map(([k, v]) => [k, String(v)]));
