// Not a route (the leading "-" keeps it out of the generated tree): what route files share about addresses and loading.
// The *Options helpers return data options (search, loader deps, loader) for a route to spread. `component` and
// `notFoundComponent` stay properties written in each route file: the router plugin splits only those it can see into
// lazy chunks, so a page must not arrive inside a spread object.
import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { notFound, useParams, useSearch } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { ApiError } from '../lib/api-error.ts';

/** `?page=` as a page number: whole numbers from 1, anything else is page 1. */
export function parsePage(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n >= 1 && n <= 100000 ? n : 1;
}

/** A route's `$id` as a record id, or undefined for anything that is not a positive whole number. */
export function parseId(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n <= 2147483647 ? n : undefined;
}

export const pageSearch = (search: Record<string, unknown>): { page?: number } => {
  const page = parsePage(search.page);
  return page > 1 ? { page } : {};
};

/** Runs a detail load; a missing record or a malformed id becomes the router's not-found page. */
export async function loadDetail<T>(rawId: string, load: (id: number) => Promise<T>): Promise<T> {
  const id = parseId(rawId);
  if (id === undefined) throw notFound();
  try {
    return await load(id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}

type Loading = { context: { queryClient: QueryClient } };
type Ensure<Data, Key extends QueryKey> = EnsureQueryDataOptions<Data, Error, Data, Key>;

/** A record's page at `$id`: the record is in the cache before the page draws; a bad or unknown id is not found. */
export function detailOptions<Data, Key extends QueryKey>(query: (id: number) => Ensure<Data, Key>) {
  return {
    loader: ({ context: { queryClient }, params }: Loading & { params: { id: string } }) =>
      loadDetail(params.id, (id) => queryClient.ensureQueryData(query(id))),
  };
}

/** A paged list at `?page=`, loaded before it draws. */
export function pagedListOptions<Data, Key extends QueryKey>(query: (page: number) => Ensure<Data, Key>) {
  return {
    validateSearch: pageSearch,
    loaderDeps: ({ search }: { search: { page?: number } }) => ({ page: search.page ?? 1 }),
    loader: ({ context: { queryClient }, deps }: Loading & { deps: { page: number } }) => queryClient.ensureQueryData(query(deps.page)),
  };
}

/** A paged list with filters in the address (parsed by `parse`); a filter change is a new load. */
export function filteredListOptions<Filter extends object, Data, Key extends QueryKey>(
  parse: (search: Record<string, unknown>) => Filter,
  query: (page: number, filter: Filter) => Ensure<Data, Key>,
) {
  return {
    validateSearch: (search: Record<string, unknown>): { page?: number } & Filter => ({ ...pageSearch(search), ...parse(search) }),
    loaderDeps: ({ search }: { search: { page?: number } & Filter }) => search,
    loader: ({ context: { queryClient }, deps: { page = 1, ...filter } }: Loading & { deps: { page?: number } & Filter }) =>
      queryClient.ensureQueryData(query(page, filter as Filter)),
  };
}

// The page components below read the address of the route that renders them (strict: false resolves to the nearest
// match, which is that route), already validated by the options above.

/** The component of a `detailOptions` route: its page with the record id, and any pieces the route composes in. */
export function detailPage<Slots extends object>(Page: ComponentType<{ id: number } & Slots>, slots = {} as Slots) {
  return function DetailRoute() {
    // The loader has thrown notFound for an id that does not parse, so the page never draws without one.
    const id = parseId(useParams({ strict: false }).id)!;
    return <Page id={id} {...slots} />;
  };
}

/** The component of a `pagedListOptions` route: its page with the page number. */
export function pagedListPage(Page: ComponentType<{ page: number }>) {
  return function PagedListRoute() {
    const page = useSearch({ strict: false, select: (search) => search.page ?? 1 });
    return <Page page={page} />;
  };
}

/** The component of a `filteredListOptions` route: its page with the page number and the filter. */
export function filteredListPage<Filter extends object>(Page: ComponentType<{ page: number; filter: Filter }>) {
  return function FilteredListRoute() {
    const search: object = useSearch({ strict: false });
    const { page = 1, ...filter } = search as { page?: number } & Filter;
    return <Page page={page} filter={filter as Filter} />;
  };
}
