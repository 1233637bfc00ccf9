import type { AdminMenuItem } from '../../../shared/api/admin-site.ts';
import { adminSiteT } from '../../../strings/admin.ts';
import { findItem } from './menu-tree.ts';

// The portal's pages a column may open, by name: the menu editor offers these instead of asking for a path, and its
// list names a column's page rather than showing the address.

const pages = adminSiteT.menu.pages;

/** The pages offered, in the order the editor lists them. */
export const SITE_PAGE_PATHS = Object.keys(pages);

/**
 * What a column's address is, in words: a known page's name, a framed column's name (/iframe/61 shows column 61's
 * page), or, for an address the portal has no name for, the address itself. Empty: no link (a group heading).
 */
export function linkName(linkUrl: string, tree: readonly AdminMenuItem[]): string {
  if (!linkUrl) return adminSiteT.menu.noLink;
  const known = pages[linkUrl];
  if (known) return known;
  const framed = /^\/iframe\/(\d+)$/.exec(linkUrl);
  const column = framed ? findItem(tree, Number(framed[1])) : undefined;
  return column ? adminSiteT.menu.framedPage(column.name) : linkUrl;
}

/** The choices for a 站内页面 column: the known pages, and the column's present address should it be another. */
export function pageChoices(linkUrl: string, tree: readonly AdminMenuItem[]): Array<{ value: string; label: string }> {
  const choices = SITE_PAGE_PATHS.map((path) => ({ value: path, label: pages[path] }));
  return linkUrl && !pages[linkUrl] ? [...choices, { value: linkUrl, label: linkName(linkUrl, tree) }] : choices;
}
