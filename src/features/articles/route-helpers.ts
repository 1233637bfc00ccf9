import { notFound } from '@tanstack/react-router';
import { ApiError } from '../../lib/api-error.ts';

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
