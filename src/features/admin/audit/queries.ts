import { queryOptions } from '@tanstack/react-query';
import { STAFF_QUERY_KEY } from '../../../session/staff-token.ts';
import { auditApi } from './api.ts';
import { auditPageParams, type AuditSearch } from './search.ts';

/** One page of the log for a filter; the key holds the cleaned query, so equal filters share it. */
export const auditPageQueryOptions = (search: AuditSearch) => {
  const params = auditPageParams(search);
  return queryOptions({ queryKey: [STAFF_QUERY_KEY, 'audit', params], queryFn: () => auditApi.page(search) });
};
