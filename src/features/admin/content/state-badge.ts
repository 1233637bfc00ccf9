import { PUBLISH_STATE_LABELS } from '../../../shared/admin/content-kinds.ts';
import type { AdminContentItem } from '../../../shared/api/admin-content.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { adminContentT } from '../../../strings/admin.ts';

// What a list row's state badge says.

export type BadgeTone = 'draft' | 'published' | 'scheduled' | 'offline' | 'deleted';

/** A row's state as its badge says it: deleted first, then a publication whose time is still to come. */
export function stateBadge(
  row: Pick<AdminContentItem, 'publishState' | 'publishedAt' | 'deletedAt'>,
  now = Date.now(),
): { tone: BadgeTone; text: string } {
  if (row.deletedAt) return { tone: 'deleted', text: adminContentT.states.deleted };
  if (row.publishState === 'published' && Date.parse(row.publishedAt) > now)
    return { tone: 'scheduled', text: adminContentT.scheduledAt(formatDateTime(row.publishedAt)) };
  return { tone: row.publishState, text: PUBLISH_STATE_LABELS[row.publishState] };
}
