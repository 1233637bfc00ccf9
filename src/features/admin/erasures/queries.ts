import { queryOptions } from '@tanstack/react-query';
import { STAFF_QUERY_KEY } from '../../../session/staff-token.ts';
import { erasuresApi } from './api.ts';

/** Pending and recent erasures; under the staff key, so signing out of the console forgets them. */
export const erasuresQueryOptions = () => queryOptions({ queryKey: [STAFF_QUERY_KEY, 'erasures'], queryFn: erasuresApi.list });
