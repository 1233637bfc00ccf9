// Lists the server orders by a sort number (menu siblings, footer links): a new order is written by renumbering.

export interface Sorted {
  id: number;
  sort: number;
}

/**
 * What puts `id` one place up (-1) or down (+1) in `list` (in its present order): the list renumbered 0, 1, ... in the
 * new order, only the entries whose number changes. None when it is already first (or last), or not in the list.
 */
export function reorderPlan<T extends Sorted>(list: readonly T[], id: number, step: -1 | 1): Array<{ entry: T; sort: number }> {
  const next = [...list];
  const from = next.findIndex((e) => e.id === id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= next.length) return [];
  [next[from], next[to]] = [next[to], next[from]];
  return next.flatMap((entry, sort) => (entry.sort === sort ? [] : [{ entry, sort }]));
}

/** The sort number that puts a new entry last. */
export const sortAfter = (list: readonly Sorted[]) => list.reduce((max, e) => Math.max(max, e.sort + 1), 0);
