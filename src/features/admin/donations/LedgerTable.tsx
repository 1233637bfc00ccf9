import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { formatDateTime } from '../../../lib/dates.ts';
import type { LedgerEntry } from '../../../shared/api/admin-ledger.ts';
import { ledgerT } from '../../../strings/admin-ledger.ts';
import { FactList } from '../../../ui/FactList.tsx';
import { ScrollTable } from '../../../ui/ScrollTable.tsx';
import { useMediaQuery } from '../../../ui/useMediaQuery.ts';

const columns = ledgerT.columns;
const NARROW = '(max-width: 599px)';

interface Props {
  entries: readonly LedgerEntry[];
  busy: boolean;
}

export const letterAddress = (id: number) => `/admin/donations/${id}/letter`;

/** The letter of a paid donation, opened inside the console; an unpaid one has none. */
function LetterLink({ entry }: { entry: LedgerEntry }) {
  const router = useRouter();
  if (entry.status !== 'paid') return <span className="ledger__muted">{ledgerT.noLetter}</span>;
  const to = letterAddress(entry.id);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href: to });
  };
  return (
    <a href={to} onClick={open} className="ledger__letter" data-testid="ledger-letter">
      {ledgerT.letter}
    </a>
  );
}

function Donor({ entry }: { entry: LedgerEntry }) {
  return (
    <span className="ledger__donor">
      <span data-testid="ledger-donor">{entry.donorName}</span>
      {entry.anonymous && (
        <span className="ledger__anon" data-testid="ledger-anonymous">
          {ledgerT.anonymous}
        </span>
      )}
      {entry.graduationYear && <span className="ledger__muted">{ledgerT.graduation(entry.graduationYear)}</span>}
    </span>
  );
}

function State({ status }: { status: string }) {
  return <span className={`ledger-state ledger-state--${status}`}>{ledgerT.states[status] ?? status}</span>;
}

/** A page of the ledger: a table, or on a phone a card each. */
export function LedgerTable(props: Props) {
  return useMediaQuery(NARROW) ? <LedgerCards {...props} /> : <LedgerRows {...props} />;
}

function LedgerCards({ entries, busy }: Props) {
  return (
    <ul
      className={busy ? 'console-cards ledger-cards ledger--busy' : 'console-cards ledger-cards'}
      role="list"
      aria-label={ledgerT.tableLabel}
      data-testid="ledger-table"
    >
      {entries.map((e) => (
        <li key={e.id} className="console-card ledger-card" data-testid="ledger-row">
          <div className="ledger-card__head">
            <Donor entry={e} />
            <strong className="ledger__amount">{ledgerT.yuan(e.amount)}</strong>
          </div>
          <p className="ledger-card__project">{e.projectTitle}</p>
          <FactList
            className="ledger-card__facts"
            facts={[
              [columns.status, <State status={e.status} />],
              [columns.createdAt, formatDateTime(e.createdAt)],
              [columns.orderNo, <span className="ledger__order">{e.orderNo}</span>],
            ]}
          />
          <div className="ledger-card__actions">
            <LetterLink entry={e} />
          </div>
        </li>
      ))}
      {entries.length === 0 && <li className="console-card ledger-card">{ledgerT.empty}</li>}
    </ul>
  );
}

function LedgerRows({ entries, busy }: Props) {
  return (
    <ScrollTable label={ledgerT.tableLabel}>
      <Table className={busy ? 'ledger-table ledger--busy' : 'ledger-table'} aria-busy={busy} data-testid="ledger-table">
        <TableHeader>
          <TableRow>
            <TableHeaderCell className="scroll-table__sticky">{columns.createdAt}</TableHeaderCell>
            <TableHeaderCell>{columns.donor}</TableHeaderCell>
            <TableHeaderCell>{columns.project}</TableHeaderCell>
            <TableHeaderCell className="ledger__num">{columns.amount}</TableHeaderCell>
            <TableHeaderCell>{columns.status}</TableHeaderCell>
            <TableHeaderCell>{columns.orderNo}</TableHeaderCell>
            <TableHeaderCell>{columns.actions}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {entries.map((e) => (
            <TableRow key={e.id} data-testid="ledger-row">
              <TableCell className="scroll-table__sticky scroll-table__nowrap ledger__time">{formatDateTime(e.createdAt)}</TableCell>
              <TableCell className="scroll-table__nowrap">
                <Donor entry={e} />
              </TableCell>
              <TableCell className="ledger__project">{e.projectTitle}</TableCell>
              <TableCell className="ledger__num scroll-table__nowrap">{ledgerT.yuan(e.amount)}</TableCell>
              <TableCell className="scroll-table__nowrap">
                <State status={e.status} />
              </TableCell>
              <TableCell className="ledger__order">{e.orderNo}</TableCell>
              <TableCell className="scroll-table__nowrap">
                <LetterLink entry={e} />
              </TableCell>
            </TableRow>
          ))}
          {entries.length === 0 && (
            <TableRow>
              <TableCell colSpan={7}>{ledgerT.empty}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
