import { useSuspenseQuery } from '@tanstack/react-query';
import { siteInfo } from '../../site/dicts.ts';
import { dictsQueryOptions } from '../../site/queries.ts';
import { adminT } from '../../strings/admin.ts';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';

// Not a route: what the console's pages share about the site (from the dictionaries the root route has loaded).

/** The college's name, for the console's header and titles. */
export function useCollegeName(): string {
  const { data: dicts } = useSuspenseQuery(dictsQueryOptions());
  return siteInfo(dicts).name;
}

/** Sets the document title of a console page: the page, then the college's console. */
export function useConsoleTitle(page: string) {
  useDocumentTitle(adminT.titleOf(page, useCollegeName()));
}
