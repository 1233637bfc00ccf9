import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error.ts';
import { STAFF_QUERY_KEY } from '../../../session/staff-token.ts';
import type { ReviewQueue } from '../../../shared/admin/queues.ts';
import { reviewApi, type ReviewScope } from './api.ts';
import { reviewParams, type ReviewSearch } from './search.ts';

/** Every query of the review pages: a decision invalidates them all (the lists and the counts move together). */
export const REVIEW_KEY = [STAFF_QUERY_KEY, 'review'] as const;

export const reviewCountsQueryOptions = () => queryOptions({ queryKey: [...REVIEW_KEY, 'counts'], queryFn: reviewApi.counts });

/** A page of a queue; for a 组织管理员 whose account names no organisation, null. */
export const reviewPageQueryOptions = (scope: ReviewScope, queue: ReviewQueue, search: ReviewSearch) =>
  queryOptions({
    queryKey: [...REVIEW_KEY, scope, queue, reviewParams(search)],
    queryFn: () =>
      reviewApi.page(scope, queue, search).catch((error: unknown) => {
        if (scope === 'organization' && error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
  });
