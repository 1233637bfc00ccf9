import { useSuspenseQuery } from '@tanstack/react-query';
import { useLocation, useParams } from '@tanstack/react-router';
import { dictsQueryOptions, menuQueryOptions } from './queries.ts';
import type { DictGroup, MenuItem } from '../api/site.ts';
import { siteInfo } from './dicts.ts';
import { routeMeta } from './menu.ts';

/** A page's menu item and the site name, from the menus, the dictionaries and where the page is. */
export function pageMeta(menus: MenuItem[], dicts: DictGroup[], pathname: string, searchStr: string, idParam?: string) {
  const iframeId = pathname.startsWith('/iframe/') && idParam ? Number(idParam) : undefined;
  const site = siteInfo(dicts);
  return { meta: routeMeta(menus, pathname, iframeId, searchStr), siteName: `${site.name}${site.subtitle}` };
}

/** The document title: the page's menu name and the site name, or the site name alone at home. */
export function pageTitle({ meta, siteName }: ReturnType<typeof pageMeta>): string {
  return meta && meta.linkUrl !== '/' ? `${meta.name} - ${siteName}` : siteName;
}

/** The current page's title (from the menu item it belongs to) and the site name. */
export function useRouteMeta() {
  const { data: menus } = useSuspenseQuery(menuQueryOptions());
  const { data: dicts } = useSuspenseQuery(dictsQueryOptions());
  const pathname = useLocation({ select: (l) => l.pathname });
  const searchStr = useLocation({ select: (l) => l.searchStr });
  const params = useParams({ strict: false }) as { id?: string };
  return { ...pageMeta(menus, dicts, pathname, searchStr, params.id), menus, dicts, pathname };
}
