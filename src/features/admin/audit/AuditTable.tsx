import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { formatDateTimeSeconds } from '../../../lib/dates.ts';
import type { AuditEntry } from '../../../shared/api/admin-auth.ts';
import { adminAuditT } from '../../../strings/admin.ts';
import { ScrollTable } from '../../../ui/ScrollTable.tsx';

const columns = adminAuditT.columns;

/** The object of an entry: its name where the console knows the kind, and the kind and number as recorded. */
function EntryObject({ entity, entityId }: Pick<AuditEntry, 'entity' | 'entityId'>) {
  const known = adminAuditT.entities[entity];
  const recorded = adminAuditT.entityWithId(entity, entityId);
  return known ? (
    <>
      <span className="audit-table__object">{known}</span>
      <span className="audit-table__code">{recorded}</span>
    </>
  ) : (
    <span className="audit-table__object">{recorded}</span>
  );
}

/** A page of the audit log, newest first (dimmed while the next is on its way); on a narrow screen it scrolls sideways with the time kept at the left edge. */
export function AuditTable({ entries, busy }: { entries: readonly AuditEntry[]; busy: boolean }) {
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
              <TableCell className="audit-table__action">{e.action}</TableCell>
              <TableCell>
                <EntryObject entity={e.entity} entityId={e.entityId} />
              </TableCell>
              <TableCell className="audit-table__summary" data-testid="audit-summary">
                {e.summary}
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
