import { TableCell, TableRow } from '@fluentui/react-components';
import { useSuspenseQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../lib/dates.ts';
import type { ErasureListItem } from '../../../shared/api/erasure.ts';
import { erasureT } from '../../../strings/erasure.ts';
import { Badge } from '../../../ui/Badge.tsx';
import { FactList } from '../../../ui/FactList.tsx';
import { FramedTable } from '../../../ui/list/FramedTable.tsx';
import { useMediaQuery } from '../../../ui/useMediaQuery.ts';
import { ConsoleCards } from '../common/ConsoleCards.tsx';
import { erasuresQueryOptions } from './queries.ts';
import './erasures.css';

const c = erasureT.console;
const columns = c.columns;
const NARROW = '(max-width: 599px)';

function Status({ status }: { status: ErasureListItem['status'] }) {
  return (
    <Badge
      look={status === 'pending' ? 'filled-warning' : status === 'erased' ? 'filled-informative' : 'filled-success'}
      testId="erasure-status"
    >
      {c.statuses[status]}
    </Badge>
  );
}

/** 注销账号 in the console: pending requests first (soonest due), then those cancelled or carried out lately. Read-only. */
export function ErasuresPage() {
  const { data } = useSuspenseQuery(erasuresQueryOptions());
  const narrow = useMediaQuery(NARROW);
  return (
    <div className="admin-page erasures-page" data-testid="admin-erasures">
      <h1 className="admin-page__title">{c.title}</h1>
      <p className="erasures-page__intro">{c.intro}</p>
      {narrow ? <ErasureCards rows={data} /> : <ErasureRows rows={data} />}
    </div>
  );
}

function ErasureCards({ rows }: { rows: readonly ErasureListItem[] }) {
  return (
    <ConsoleCards label={c.tableLabel} testId="erasures-table" items={rows} empty={c.empty}>
      {(r) => (
        <li key={r.id} className="console-card erasure-card" data-testid="erasure-row">
          <div className="erasure-card__head">
            <strong>{r.name}</strong>
            <Status status={r.status} />
          </div>
          <FactList
            facts={[
              [columns.userId, String(r.userId)],
              [columns.requestedAt, formatDateTime(r.requestedAt)],
              [columns.dueAt, formatDateTime(r.dueAt)],
            ]}
          />
        </li>
      )}
    </ConsoleCards>
  );
}

const HEADERS = [columns.name, columns.userId, columns.requestedAt, columns.dueAt, columns.status];

function ErasureRows({ rows }: { rows: readonly ErasureListItem[] }) {
  return (
    <FramedTable label={c.tableLabel} name="erasures-table" headers={HEADERS} empty={rows.length === 0 && c.empty}>
      {rows.map((r) => (
        <TableRow key={r.id} data-testid="erasure-row">
          <TableCell className="scroll-table__sticky scroll-table__nowrap">{r.name}</TableCell>
          <TableCell>{r.userId}</TableCell>
          <TableCell className="scroll-table__nowrap">{formatDateTime(r.requestedAt)}</TableCell>
          <TableCell className="scroll-table__nowrap">{formatDateTime(r.dueAt)}</TableCell>
          <TableCell>
            <Status status={r.status} />
          </TableCell>
        </TableRow>
      ))}
    </FramedTable>
  );
}
