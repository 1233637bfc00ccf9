import type { AdminMenuItem } from '../../../shared/api/admin-site.ts';
import { reorderPlan, sortAfter } from './reorder.ts';

// The menu tree as the console rearranges it. The server keeps only each column's parent and sort number.

export function findItem(tree: readonly AdminMenuItem[], id: number): AdminMenuItem | undefined {
  for (const item of tree) {
    if (item.id === id) return item;
    const found = findItem(item.children, id);
    if (found) return found;
  }
  return undefined;
}

/** The siblings of column `id` (itself included), in order. */
export function siblingsOf(tree: readonly AdminMenuItem[], id: number): readonly AdminMenuItem[] {
  if (tree.some((item) => item.id === id)) return tree;
  for (const item of tree) {
    const found = siblingsOf(item.children, id);
    if (found.length) return found;
  }
  return [];
}

/** The moves (parent kept, new sort number) that put column `id` one place up (-1) or down (+1) among its siblings. */
export const menuReorderPlan = (tree: readonly AdminMenuItem[], id: number, step: -1 | 1) =>
  reorderPlan(siblingsOf(tree, id), id, step).map(({ entry, sort }) => ({ id: entry.id, pid: entry.pid, sort }));

/** The sort number that puts a column last among the children of `pid` (0: the roots). */
export const lastSort = (tree: readonly AdminMenuItem[], pid: number) =>
  sortAfter(pid === 0 ? tree : (findItem(tree, pid)?.children ?? []));

export interface ParentChoice {
  id: number;
  name: string;
  depth: number;
}

/** Where column `id` may move: any column but itself, its descendants and its present parent, with its depth. */
export function parentChoices(tree: readonly AdminMenuItem[], id: number): ParentChoice[] {
  const current = findItem(tree, id)?.pid;
  const out: ParentChoice[] = [];
  const walk = (items: readonly AdminMenuItem[], depth: number) => {
    for (const item of items) {
      if (item.id === id) continue;
      if (item.id !== current) out.push({ id: item.id, name: item.name, depth });
      walk(item.children, depth + 1);
    }
  };
  walk(tree, 0);
  return out;
}
