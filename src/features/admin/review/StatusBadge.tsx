import { Badge } from '@fluentui/react-components';
import type { ReviewQueue } from '../../../shared/admin/queues.ts';
import { adminReviewT as t } from '../../../strings/admin-review.ts';

const done = new Set(['verified', 'approved', 'posted', 'ready']);
const waiting = new Set(['pending', 'submitted']);

/** Where an item stands: waiting (warning), in progress (brand), answered yes (success) or no (danger). */
export function StatusBadge({ queue, status }: { queue: ReviewQueue; status: string }) {
  const color = status === 'rejected' ? 'danger' : done.has(status) ? 'success' : waiting.has(status) ? 'warning' : 'brand';
  return (
    <Badge appearance="tint" color={color} data-testid="review-status" data-status={status}>
      {t.status[queue]?.[status] ?? status}
    </Badge>
  );
}
