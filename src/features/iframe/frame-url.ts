import type { MenuItem } from '../../api/site.ts';
import { safeHttpUrl } from '../../lib/urls.ts';
import { findMenuItem } from '../site/menu.ts';

/** The page /iframe shows: the `url` query wins, else the menu item's link; only http(s), else null. */
export function resolveFrameUrl(opts: { url?: unknown; id?: string; menus: MenuItem[]; origin: string }): string | null {
  if (typeof opts.url === 'string' && opts.url) return safeHttpUrl(opts.url, opts.origin);
  const id = Number(opts.id);
  if (!opts.id || !Number.isInteger(id)) return null;
  const item = findMenuItem(opts.menus, (m) => m.id === id);
  return item ? safeHttpUrl(item.linkUrl, opts.origin) : null;
}
