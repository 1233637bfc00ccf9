import { Button, CounterBadge } from '@fluentui/react-components';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../../lib/notify.ts';
import { REVIEW_QUEUES, type ReviewQueue } from '../../../shared/admin/queues.ts';
import { actionsFor, mayBatch, type ReviewAction } from '../../../shared/admin/review.ts';
import type { ReviewDecision, ReviewItem } from '../../../shared/api/admin-review.ts';
import { adminReviewT as t } from '../../../strings/admin-review.ts';
import { Pagination } from '../../../ui/Pagination.tsx';
import { ConsoleTab, ConsoleTabs } from '../common/ConsoleTabs.tsx';
import { useDialog } from '../common/useDialog.ts';
import { reviewApi, type ReviewScope } from './api.ts';
import { DecisionDialog } from './DecisionDialog.tsx';
import { reviewCountsQueryOptions, reviewPageQueryOptions, REVIEW_KEY } from './queries.ts';
import { ReviewDetail } from './ReviewDetail.tsx';
import { ReviewFilters } from './ReviewFilters.tsx';
import { ReviewList } from './ReviewList.tsx';
import { REVIEW_PAGE_SIZE, reviewFilterOf, type ReviewFilter, type ReviewSearch } from './search.ts';
import './review.css';

/** The queues as tabs, each with what waits in it. */
function QueueTabs({ current }: { current: ReviewQueue }) {
  const { data: counts } = useQuery(reviewCountsQueryOptions());
  return (
    <ConsoleTabs label={t.queuesLabel}>
      {REVIEW_QUEUES.map((queue) => (
        <ConsoleTab key={queue} to="/admin/review/$queue" params={{ queue }} data-testid={`review-tab-${queue}`}>
          {t.queues[queue]}
          {counts && counts[queue] > 0 && (
            <CounterBadge
              count={counts[queue]}
              size="small"
              color={queue === current ? 'brand' : 'informative'}
              aria-label={t.pendingCount(counts[queue])}
            />
          )}
        </ConsoleTab>
      ))}
    </ConsoleTabs>
  );
}

type Decision = { action: ReviewAction; item?: ReviewItem; ids?: number[] };

/**
 * A review queue (审核 → one tab per queue), or an organisation's join requests (本组织 → 入会申请, `scope`
 * 'organization'): filters, the list oldest first, a batch bar where batches are safe, the application in a drawer, and
 * each decision through the one dialog. After a decision the lists and counts are fetched again.
 */
export function ReviewPage({
  scope,
  queue,
  search,
  loading,
  onFilter,
}: {
  scope: ReviewScope;
  queue: ReviewQueue;
  search: ReviewSearch;
  loading: boolean;
  onFilter: (filter: ReviewFilter) => void;
}) {
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(reviewPageQueryOptions(scope, queue, search));
  const filter = reviewFilterOf({ ...search });
  const state = filter.state ?? 'pending';
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const detail = useDialog<ReviewItem>();
  const decision = useDialog<Decision>();

  const select = (ids: number[], on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });
  const refresh = () => queryClient.invalidateQueries({ queryKey: REVIEW_KEY });

  const send = async (d: Decision, body: ReviewDecision) => {
    if (d.item) {
      const item = await reviewApi.decide(scope, queue, d.item.id, body);
      notify({ intent: 'success', text: t.done });
      detail.show(item);
      detail.close();
    } else {
      const answer = await reviewApi.batch(scope, queue, {
        ids: d.ids ?? [],
        action: body.action as 'approve' | 'reject',
        reason: body.reason,
      });
      notify({
        intent: answer.skipped.length || answer.missing.length ? 'warning' : 'success',
        text: t.batchDone(answer.done.length, answer.skipped.length, answer.missing.length),
      });
      setSelected(new Set());
    }
    await refresh();
  };

  const batchable = mayBatch(queue, 'approve');
  const selectable = batchable ? (item: ReviewItem) => actionsFor(queue, item.status).includes('approve') : undefined;
  const chosen = data ? data.list.filter((i) => selected.has(i.id)).map((i) => i.id) : [];
  const heading = scope === 'organization' ? t.organization.joinsTitle : t.title;

  return (
    <div className="admin-page review-page" data-testid="admin-review" data-queue={queue}>
      <h1 className="admin-page__title">{heading}</h1>
      <p className="review-page__intro">{scope === 'organization' ? t.organization.joinsIntro : t.intro}</p>
      {queue === 'cards' && <p className="review-page__intro">{t.cardsReissueHint}</p>}
      {scope === 'review' && <QueueTabs current={queue} />}
      {data === null ? (
        <p className="admin-card">{t.organization.none}</p>
      ) : (
        <>
          <ReviewFilters key={`${queue}-${JSON.stringify(filter)}`} filter={filter} onApply={onFilter} />
          {batchable && (
            <div className="review-batch" role="group" aria-label={t.selected(chosen.length)} data-testid="review-batch">
              <span className="review-batch__count">{t.selected(chosen.length)}</span>
              <Button
                appearance="primary"
                disabled={chosen.length === 0}
                onClick={() => decision.show({ action: 'approve', ids: chosen })}
                data-testid="review-batch-approve"
              >
                {t.batchApprove}
              </Button>
              <Button
                disabled={chosen.length === 0}
                onClick={() => decision.show({ action: 'reject', ids: chosen })}
                data-testid="review-batch-reject"
              >
                {t.batchReject}
              </Button>
            </div>
          )}
          <ReviewList
            queue={queue}
            items={data.list}
            emptyText={t.empty[state]}
            busy={loading}
            selectable={selectable}
            selected={selected}
            onSelect={select}
            onOpen={detail.show}
          />
          <Pagination page={search.page ?? 1} pageSize={REVIEW_PAGE_SIZE} total={data.total} />
        </>
      )}
      <ReviewDetail
        queue={queue}
        item={detail.what}
        open={detail.open}
        onClose={detail.close}
        onAction={(action) => detail.what && decision.show({ action, item: detail.what })}
      />
      {decision.what && (
        <DecisionDialog
          key={`${decision.what.item?.id ?? decision.what.ids?.join(',')}-${decision.what.action}`}
          queue={queue}
          action={decision.what.action}
          item={decision.what.item}
          count={decision.what.ids?.length}
          open={decision.open}
          onClose={decision.close}
          send={(body) => send(decision.what!, body)}
        />
      )}
    </div>
  );
}
