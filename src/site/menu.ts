import type { MenuItem } from '../api/site.ts';
import { safeHttpUrl, safeOwnUrl } from '../lib/urls.ts';

export type MenuTarget =
  { kind: 'route'; href: string } | { kind: 'external'; href: string } | { kind: 'iframe'; href: string } | { kind: 'none' };

/**
 * The page an item's link may be framed as: any web page the menu names (the CSP's frame-src decides which hosts
 * load), but not this site's /iframe page (a frame of itself would nest without end) nor a path like '//host'.
 */
export function frameableUrl(link: string | null | undefined, origin: string): string | null {
  const href = safeHttpUrl(link, origin);
  if (!href) return null;
  const url = new URL(href);
  const own = url.origin === new URL(origin).origin;
  return own && (url.pathname.startsWith('//') || /^\/iframe(\/|$)/.test(url.pathname)) ? null : href;
}

/**
 * Where a menu item leads: an in-app path, a new tab for web links, or /iframe/$id for framed pages. A path of this
 * site that is no route of the portal (`isRoute`: the router's answer for a pathname) is a page of the site's own,
 * such as /pages/charter.html: the router would show it as not found, so it is framed like any web page.
 */
export function menuTarget(
  item: Pick<MenuItem, 'id' | 'linkUrl' | 'openType'>,
  origin: string,
  isRoute: (pathname: string) => boolean,
): MenuTarget {
  const link = (item.linkUrl ?? '').trim();
  if (!link || item.openType === 'none') return { kind: 'none' };
  const framed = (): MenuTarget => (frameableUrl(link, origin) ? { kind: 'iframe', href: `/iframe/${item.id}` } : { kind: 'none' });
  if (item.openType === 'iframe') return framed();
  if (link.startsWith('/') && !link.startsWith('//')) {
    const own = safeOwnUrl(link, [origin]);
    if (!own) return { kind: 'none' };
    return isRoute(new URL(own).pathname) ? { kind: 'route', href: link } : framed();
  }
  const web = safeHttpUrl(link, origin);
  if (!web || !/^https?:\/\//i.test(link)) return { kind: 'none' };
  return { kind: 'external', href: web };
}

export function findMenuItem(menus: MenuItem[], predicate: (item: MenuItem) => boolean): MenuItem | undefined {
  for (const item of menus) {
    if (predicate(item)) return item;
    const found = findMenuItem(item.children, predicate);
    if (found) return found;
  }
  return undefined;
}

/** Detail pages take their title from the list they belong to. */
const parentPaths: Array<[RegExp, string]> = [
  [/^\/article\/newDetails\//, '/article/collegeNews'],
  [/^\/article\/noticeDetails\//, '/article/notices'],
  [/^\/article\/activityDetails\//, '/article/activities'],
  [/^\/article\/alumniDetails\//, '/article/outstandingAlumni'],
  [/^\/article\/organizationDetails\//, '/services/organization'],
  [/^\/article\/donationDetails\//, '/services/donate'],
  [/^\/article\/alumcompanyDetails\//, '/services/alumcompany'],
  [/^\/article\/alumcompanyrecruitmentDetails\//, '/services/alumcompanyrecruitment'],
];

export interface RouteMeta {
  id: number;
  name: string;
  linkUrl: string;
}

/**
 * Spec's routeToMeta: the menu item for the current page (its own, or its list's for a detail page).
 * An item whose link is exactly the current address wins, then one linking the bare path, then one linking the
 * path with other query parameters; among equals the deepest wins ('学校新闻' over its parent '校友动态').
 */
export function routeMeta(menus: MenuItem[], pathname: string, iframeId?: number, search = ''): RouteMeta | undefined {
  if (iframeId !== undefined) {
    const item = findMenuItem(menus, (m) => m.id === iframeId);
    if (item) return { id: item.id, name: item.name, linkUrl: item.linkUrl };
  }
  const parent = parentPaths.find(([re]) => re.test(pathname))?.[1];
  const path = parent ?? pathname;
  const href = parent ? path : path + search;
  const rank = (item: MenuItem) => (item.linkUrl === href ? 3 : item.linkUrl === path ? 2 : item.linkUrl.split('?')[0] === path ? 1 : 0);
  let best: MenuItem | undefined;
  let bestRank = 0;
  const walk = (items: MenuItem[]) => {
    for (const item of items) {
      const r = item.openType === 'route' ? rank(item) : 0;
      if (r > 0 && r >= bestRank) {
        best = item;
        bestRank = r;
      }
      walk(item.children);
    }
  };
  walk(menus);
  return best ? { id: best.id, name: best.name, linkUrl: best.linkUrl } : undefined;
}

/**
 * How many of the header's top items fit in `available` pixels; the rest go under 更多. `widths` are the items' measured
 * widths in order, `gap` the space between two items, `moreWidth` the width of the 更多 item. While an item has no
 * width yet (never laid out) or the menu has no room at all (hidden on a phone), every item stays, so it can be measured.
 */
export function itemsThatFit(widths: ReadonlyArray<number | undefined>, available: number, gap: number, moreWidth: number): number {
  if (available <= 0 || widths.some((w) => w === undefined)) return widths.length;
  // Widths are fractional; half a pixel of rounding must not push an item out.
  const room = available + 0.5;
  const span = (count: number) => widths.slice(0, count).reduce<number>((sum, w) => sum + (w ?? 0), 0) + gap * Math.max(count - 1, 0);
  if (span(widths.length) <= room) return widths.length;
  let count = widths.length - 1;
  while (count > 0 && span(count) + gap + moreWidth > room) count--;
  return count;
}
