import { useQuery } from '@tanstack/react-query';
import { siteIdentityOf } from './dicts.ts';
import { dictsQueryOptions } from './queries.ts';

/** The college's names and card prefix from 站点设置 (its fallbacks while the dictionaries load). */
export function useSiteIdentity() {
  return siteIdentityOf(useQuery(dictsQueryOptions()).data ?? []);
}
