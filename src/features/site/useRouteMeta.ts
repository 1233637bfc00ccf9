import { useSuspenseQuery } from '@tanstack/react-query';
import { useLocation, useParams } from '@tanstack/react-router';
import { dictsQueryOptions, menuQueryOptions } from './queries.ts';
import { siteInfo } from './dicts.ts';
import { routeMeta } from './menu.ts';

/** The current page's title (from the menu item it belongs to) and the site name. */
export function useRouteMeta() {
  const { data: menus } = useSuspenseQuery(menuQueryOptions());
  const { data: dicts } = useSuspenseQuery(dictsQueryOptions());
  const pathname = useLocation({ select: (l) => l.pathname });
  const searchStr = useLocation({ select: (l) => l.searchStr });
  const params = useParams({ strict: false }) as { id?: string };
  const iframeId = pathname.startsWith('/iframe/') && params.id ? Number(params.id) : undefined;
  const meta = routeMeta(menus, pathname, iframeId, searchStr);
  const site = siteInfo(dicts);
  return { meta, siteName: `${site.name}${site.subtitle}`, menus, dicts, pathname };
}
