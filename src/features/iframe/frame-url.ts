import type { MenuItem } from '../../api/site.ts';
import { safeHttpUrl, safeOwnUrl } from '../../lib/urls.ts';
import { findMenuItem, frameableUrl } from '../../site/menu.ts';

/** Origins the menu frames on purpose (its iframe items): a `url` query may frame pages there too. */
export function menuFrameOrigins(menus: MenuItem[], origin: string): string[] {
  const origins = new Set<string>();
  const walk = (items: MenuItem[]) => {
    for (const item of items) {
      const href = item.openType === 'iframe' ? frameableUrl(item.linkUrl, origin) : null;
      if (href) origins.add(new URL(href).origin);
      walk(item.children);
    }
  };
  walk(menus);
  return [...origins];
}

/**
 * The page /iframe shows: the `url` query wins, else the menu item's link; null when there is nothing safe to frame.
 * Anyone can craft a `url` link, so it may frame only this site and the hosts the menu itself frames; otherwise a
 * stranger's page would show inside the portal's own header, a ready-made phishing page.
 */
export function resolveFrameUrl(opts: { url?: unknown; id?: string; menus: MenuItem[]; origin: string }): string | null {
  const { menus, origin } = opts;
  if (typeof opts.url === 'string' && opts.url) {
    return frameableUrl(safeOwnUrl(opts.url, [origin, ...menuFrameOrigins(menus, origin)]), origin);
  }
  const id = Number(opts.id);
  if (!opts.id || !Number.isInteger(id)) return null;
  const item = findMenuItem(menus, (m) => m.id === id);
  return item ? frameableUrl(item.linkUrl, origin) : null;
}

/**
 * A `url` query that names a web page on a host the portal does not frame: the address to offer as a link to open in
 * a new tab instead. Null for anything else (no url, this site's own pages, other schemes such as javascript:).
 */
export function outsideFrameUrl(url: unknown, origin: string): string | null {
  const href = typeof url === 'string' ? safeHttpUrl(url, origin) : null;
  return href && /^https?:\/\//i.test(url as string) && new URL(href).origin !== new URL(origin).origin ? href : null;
}
