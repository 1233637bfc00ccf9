import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error.ts';
import { STAFF_QUERY_KEY } from '../../../session/staff-token.ts';
import { adminOrganizationApi } from './api.ts';

/** The organisation the member of staff looks after, or null when their account names none. */
export const myOrganizationQueryOptions = () =>
  queryOptions({
    queryKey: [STAFF_QUERY_KEY, 'my-organization'],
    queryFn: () =>
      adminOrganizationApi.mine().catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
  });
