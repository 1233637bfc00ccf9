import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { STAFF_QUERY_KEY } from '../../../session/staff-token.ts';
import { SITE_DOCUMENT_KEYS } from '../../../shared/admin/site-forms.ts';
import { adminSiteApi } from './api.ts';

const SITE_KEY = [STAFF_QUERY_KEY, 'site'] as const;

export const siteMenuQueryOptions = () => queryOptions({ queryKey: [...SITE_KEY, 'menu'], queryFn: adminSiteApi.menu });
export const siteDictsQueryOptions = () => queryOptions({ queryKey: [...SITE_KEY, 'dicts'], queryFn: adminSiteApi.dicts });
export const cardTemplatesQueryOptions = () =>
  queryOptions({ queryKey: [...SITE_KEY, 'card-templates'], queryFn: adminSiteApi.cardTemplates });
/** 银行转账: always asked afresh, since another 管理员 may have proposed or confirmed a change meanwhile. */
export const moneySettingsQueryOptions = () =>
  queryOptions({ queryKey: [...SITE_KEY, 'money'], queryFn: adminSiteApi.money, staleTime: 0 });
export const siteDocumentQueryOptions = (key: keyof typeof SITE_DOCUMENT_KEYS) =>
  queryOptions({ queryKey: [...SITE_KEY, 'documents', key], queryFn: () => adminSiteApi.document(key) });

/**
 * After a write: the console's copy, and the portal's menus and dictionaries this tab holds (its header, footer and the
 * console's own title read them), so a portal page opened from here shows the change.
 */
export async function refreshSite(queryClient: QueryClient, part: 'menu' | 'dicts' | 'card-templates' | 'documents' | 'money') {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [...SITE_KEY, part] }),
    part === 'menu' || part === 'dicts' || part === 'money' ? queryClient.invalidateQueries({ queryKey: ['site'] }) : undefined,
  ]);
}
