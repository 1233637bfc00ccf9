import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { formatDateTimeSeconds } from '../../../lib/dates.ts';
import type { AuditEntry } from '../../../shared/api/admin-auth.ts';
import { adminAuditT } from '../../../strings/admin.ts';
import { FactList } from '../../../ui/FactList.tsx';
import { ScrollTable } from '../../../ui/ScrollTable.tsx';
import { useMediaQuery } from '../../../ui/useMediaQuery.ts';

const columns = adminAuditT.columns;
// Narrower than this six columns do not fit: each entry is a card, its summary in full.
const NARROW = '(max-width: 599px)';

interface Props {
  entries: readonly AuditEntry[];
  /** dimmed while the next page is on its way */
  busy: boolean;
}

/** A page of the audit log, newest first: a table, or on a phone a card each. */
export function AuditTable(props: Props) {
  return useMediaQuery(NARROW) ? <AuditCards {...props} /> : <AuditRows {...props} />;
}

function AuditCards({ entries, busy }: Props) {
  return (
    <ul
      className={busy ? 'console-cards audit-cards audit-table--busy' : 'console-cards audit-cards'}
      role="list"
      aria-label={adminAuditT.tableLabel}
      aria-busy={busy}
      data-testid="audit-table"
    >
      {entries.map((e) => (
        <li key={e.id} className="console-card audit-card" data-testid="audit-row">
          <div className="audit-card__head">
            <span className="audit-table__time">{formatDateTimeSeconds(e.at)}</span>
            <span className="audit-card__account">{e.account}</span>
          </div>
          <p className="audit-card__summary" data-testid="audit-summary">
            {e.content}
          </p>
          <FactList
            className="audit-card__facts"
            facts={[
              [columns.action, <span className="audit-table__action">{e.operation}</span>],
              [columns.entity, <span className="audit-table__object">{e.object}</span>],
              [columns.ip, e.ip],
            ]}
          />
        </li>
      ))}
      {entries.length === 0 && <li className="console-card audit-card">{adminAuditT.empty}</li>}
    </ul>
  );
}

/** The table; should the window still be too narrow, it scrolls sideways with the time kept at the left edge. */
function AuditRows({ entries, busy }: Props) {
  return (
    <ScrollTable label={adminAuditT.tableLabel}>
      <Table className={busy ? 'audit-table audit-table--busy' : 'audit-table'} aria-busy={busy} data-testid="audit-table">
        <TableHeader>
          <TableRow>
            <TableHeaderCell className="scroll-table__sticky">{columns.at}</TableHeaderCell>
            <TableHeaderCell>{columns.account}</TableHeaderCell>
            <TableHeaderCell>{columns.ip}</TableHeaderCell>
            <TableHeaderCell>{columns.action}</TableHeaderCell>
            <TableHeaderCell>{columns.entity}</TableHeaderCell>
            <TableHeaderCell className="audit-table__summary">{columns.summary}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {entries.map((e) => (
            <TableRow key={e.id} data-testid="audit-row">
              <TableCell className="scroll-table__sticky scroll-table__nowrap audit-table__time">{formatDateTimeSeconds(e.at)}</TableCell>
              <TableCell className="scroll-table__nowrap">{e.account}</TableCell>
              <TableCell className="scroll-table__nowrap">{e.ip}</TableCell>
              <TableCell className="audit-table__action">{e.operation}</TableCell>
              <TableCell className="audit-table__object">{e.object}</TableCell>
              <TableCell className="audit-table__summary" data-testid="audit-summary">
                {e.content}
              </TableCell>
            </TableRow>
          ))}
          {entries.length === 0 && (
            <TableRow>
              <TableCell colSpan={6}>{adminAuditT.empty}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
