import { http, type Page } from '../../../api/http.ts';
import type { PendingCounts, ReviewQueue } from '../../../shared/admin/queues.ts';
import type { ReviewBatch, ReviewBatchAnswer, ReviewDecision, ReviewItem } from '../../../shared/api/admin-review.ts';
import { reviewParams, type ReviewSearch } from './search.ts';

/** Where a page works: the review queues (审核员, 管理员), or one's own organisation's join requests (组织管理员). */
export type ReviewScope = 'review' | 'organization';

const base = (scope: ReviewScope, queue: ReviewQueue) =>
  scope === 'organization' ? '/admin/my-organization/join-requests' : `/admin/review/${queue}`;

export const reviewApi = {
  counts: () => http.get<PendingCounts>('/admin/review/counts'),
  page: (scope: ReviewScope, queue: ReviewQueue, search: ReviewSearch) =>
    http.get<Page<ReviewItem>>(base(scope, queue), reviewParams(search), scope === 'organization' ? { handles: [404] } : undefined),
  // A refused field is told under it, so a 400 raises no toast; a 409 (decided meanwhile) is told by the http client.
  decide: (scope: ReviewScope, queue: ReviewQueue, id: number, body: ReviewDecision) =>
    http.post<ReviewItem>(`${base(scope, queue)}/${id}/decision`, body, { handles: [400] }),
  batch: (scope: ReviewScope, queue: ReviewQueue, body: ReviewBatch) =>
    http.post<ReviewBatchAnswer>(`${base(scope, queue)}/batch`, body, { handles: [400] }),
};
