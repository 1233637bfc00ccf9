import type { AdminContentItem } from '../../../shared/api/admin-content.ts';
import { stateBadge } from './state-badge.ts';

export function StateBadge({ row }: { row: Pick<AdminContentItem, 'publishState' | 'publishedAt' | 'deletedAt'> }) {
  const { tone, text } = stateBadge(row);
  return (
    <span className={`content-state content-state--${tone}`} data-testid="content-state">
      {text}
    </span>
  );
}
