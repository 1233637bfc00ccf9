import { Button, Checkbox, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { formatDateTime } from '../../../lib/dates.ts';
import type { ReviewQueue } from '../../../shared/admin/queues.ts';
import type { ReviewItem } from '../../../shared/api/admin-review.ts';
import { adminReviewT as t } from '../../../strings/admin-review.ts';
import { ScrollTable } from '../../../ui/ScrollTable.tsx';
import { useMediaQuery } from '../../../ui/useMediaQuery.ts';
import { StatusBadge } from './StatusBadge.tsx';

// Narrower than this the five columns do not fit: each application is a card.
const NARROW = '(max-width: 599px)';

export interface ListProps {
  queue: ReviewQueue;
  items: readonly ReviewItem[];
  emptyText: string;
  busy: boolean;
  /** the items a batch may take (none: no selection column) */
  selectable?: (item: ReviewItem) => boolean;
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], on: boolean) => void;
  onOpen: (item: ReviewItem) => void;
}

/** A page of a queue: a table, or on a phone a card each. */
export function ReviewList(props: ListProps) {
  return useMediaQuery(NARROW) ? <ReviewCards {...props} /> : <ReviewRows {...props} />;
}

function ReviewCards({ queue, items, emptyText, busy, selectable, selected, onSelect, onOpen }: ListProps) {
  return (
    <ul
      className={busy ? 'console-cards review-cards review--busy' : 'console-cards review-cards'}
      role="list"
      aria-label={t.tableLabel(t.queues[queue])}
      data-testid="review-list"
    >
      {items.map((item) => (
        <li key={item.id} className="console-card review-card" data-testid="review-row" data-id={item.id}>
          <div className="review-card__head">
            {selectable?.(item) && (
              <Checkbox
                checked={selected.has(item.id)}
                onChange={(_, d) => onSelect([item.id], Boolean(d.checked))}
                aria-label={t.selectOne(item.applicantName)}
              />
            )}
            <strong className="review-card__name">{item.applicantName}</strong>
            <StatusBadge queue={queue} status={item.status} />
          </div>
          <p className="review-card__title">{item.title}</p>
          <RosterNote item={item} />
          <div className="review-card__foot">
            <span className="review-card__time">{formatDateTime(item.createdAt)}</span>
            <Button size="small" appearance="primary" onClick={() => onOpen(item)} data-testid="review-open">
              {t.open}
            </Button>
          </div>
        </li>
      ))}
      {items.length === 0 && <li className="console-card review-card review-card--empty">{emptyText}</li>}
    </ul>
  );
}

function ReviewRows({ queue, items, emptyText, busy, selectable, selected, onSelect, onOpen }: ListProps) {
  const choosable = selectable ? items.filter(selectable) : [];
  const all = choosable.length > 0 && choosable.every((i) => selected.has(i.id));
  const some = choosable.some((i) => selected.has(i.id));
  const columns = selectable ? 6 : 5;
  return (
    <ScrollTable label={t.tableLabel(t.queues[queue])}>
      <Table className={busy ? 'review-table review--busy' : 'review-table'} aria-busy={busy} data-testid="review-list">
        <TableHeader>
          <TableRow>
            {selectable && (
              <TableHeaderCell className="review-table__check">
                <Checkbox
                  checked={all ? true : some ? 'mixed' : false}
                  disabled={choosable.length === 0}
                  onChange={(_, d) =>
                    onSelect(
                      choosable.map((i) => i.id),
                      Boolean(d.checked),
                    )
                  }
                  aria-label={t.selectAll}
                  data-testid="review-select-all"
                />
              </TableHeaderCell>
            )}
            <TableHeaderCell>{t.columns.applicant}</TableHeaderCell>
            <TableHeaderCell>{t.titles[queue] ?? t.columns.title}</TableHeaderCell>
            <TableHeaderCell>{t.columns.createdAt}</TableHeaderCell>
            <TableHeaderCell>{t.columns.status}</TableHeaderCell>
            <TableHeaderCell className="review-table__actions">{t.columns.actions}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id} data-testid="review-row" data-id={item.id}>
              {selectable && (
                <TableCell className="review-table__check">
                  {selectable(item) && (
                    <Checkbox
                      checked={selected.has(item.id)}
                      onChange={(_, d) => onSelect([item.id], Boolean(d.checked))}
                      aria-label={t.selectOne(item.applicantName)}
                    />
                  )}
                </TableCell>
              )}
              <TableCell className="scroll-table__nowrap review-table__name">{item.applicantName}</TableCell>
              <TableCell>
                {item.title}
                <RosterNote item={item} />
              </TableCell>
              <TableCell className="scroll-table__nowrap review-table__time">{formatDateTime(item.createdAt)}</TableCell>
              <TableCell className="scroll-table__nowrap">
                <StatusBadge queue={queue} status={item.status} />
              </TableCell>
              <TableCell className="review-table__actions">
                <Button size="small" onClick={() => onOpen(item)} data-testid="review-open">
                  {t.open}
                </Button>
              </TableCell>
            </TableRow>
          ))}
          {items.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns} className="review-table__empty">
                {emptyText}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}

/** A card application's standing against the roster (与花名册一致, 部分不符…, 花名册中无此人); nothing for other queues. */
/** What the clerk should know before opening a card application: the roster's word, and a resubmission's earlier reason. */
function RosterNote({ item }: { item: ReviewItem }) {
  const field = (key: string) => item.fields.find((f) => f.key === key)?.value;
  const roster = field('roster');
  const holder = field('rosterHolder');
  const previousReason = field('previousReason');
  return (
    <>
      {roster && (
        <span className="review-roster" data-testid="review-roster">
          {roster}
        </span>
      )}
      {holder && (
        <span className="review-roster" data-testid="review-roster-holder">
          {t.rosterHeld(holder)}
        </span>
      )}
      {field('resubmittedAt') && (
        <span className="review-roster" data-testid="review-resubmitted">
          {t.resubmitted(previousReason ?? '')}
        </span>
      )}
    </>
  );
}
