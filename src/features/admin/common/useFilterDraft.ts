import { useState, type FormEvent } from 'react';

/** Whether a filter's dates are in order (a start after the end matches nothing). */
export const datesInOrder = (filter: { from?: string; to?: string }): boolean => !filter.from || !filter.to || filter.from <= filter.to;

/**
 * A list's filters as typed (`draft`), applied together rather than per keystroke: each application is a new address,
 * and the browser's history should hold searches, not letters. Dates out of order are said (`dateError`) and not applied.
 */
export function useFilterDraft<D extends { from: string; to: string }, F extends { from?: string; to?: string }>({
  initial,
  empty,
  filterOf,
  onApply,
}: {
  initial: D;
  /** what 清除筛选 leaves */
  empty: D;
  filterOf: (draft: D) => F;
  onApply: (filter: F) => void;
}) {
  const [draft, setDraft] = useState<D>(initial);
  const [dateError, setDateError] = useState(false);
  const set = (key: keyof D & string) => (_: unknown, d: { value: string }) => {
    setDraft((v) => ({ ...v, [key]: d.value }));
    if (key === 'from' || key === 'to') setDateError(false);
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = filterOf(draft);
    if (!datesInOrder(next)) return setDateError(true);
    onApply(next);
  };
  const clear = () => {
    setDraft(empty);
    setDateError(false);
    onApply(filterOf(empty));
  };
  return { draft, set, apply, clear, dateError };
}

/** A filter as its form's draft: each of `keys` as the text its field shows ('' when not set), `defaults` where unset. */
export const draftOfFilter =
  <K extends string>(keys: readonly K[], defaults: Partial<Record<K, string>> = {}) =>
  (filter: Partial<Record<K, string | number>>): Record<K, string> =>
    Object.fromEntries(keys.map((k) => [k, filter[k] ? String(filter[k]) : (defaults[k] ?? '')])) as Record<K, string>;
