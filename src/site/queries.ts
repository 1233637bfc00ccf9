import { queryOptions } from '@tanstack/react-query';
import { siteApi } from '../api/site.ts';
import { config } from '../config.ts';

// Menus and dictionaries change rarely: fresh for ten minutes, refetched in the background after.
const tenMinutes = 10 * 60 * 1000;

export const menuQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'menus', config.rootColumnId],
    queryFn: () => siteApi.menus(config.rootColumnId),
    staleTime: tenMinutes,
  });

export const dictsQueryOptions = () => queryOptions({ queryKey: ['site', 'dicts'], queryFn: () => siteApi.dicts(), staleTime: tenMinutes });

/** 通知公告: how many there are and the latest (spec section 7's /api/alumnotice/total), shown on home. */
export const noticeTotalQueryOptions = () =>
  queryOptions({ queryKey: ['site', 'notices'], queryFn: () => siteApi.noticeTotal(), staleTime: tenMinutes });
