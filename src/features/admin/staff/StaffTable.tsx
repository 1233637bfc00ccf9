import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { formatDateTime } from '../../../lib/dates.ts';
import type { StaffAccount } from '../../../shared/api/admin-auth.ts';
import { adminStaffT, adminT } from '../../../strings/admin.ts';
import { ScrollTable } from '../../../ui/ScrollTable.tsx';
import { StaffRowActions, type StaffAction } from './StaffRowActions.tsx';
import { StaffStates } from './StaffStates.tsx';

const columns = adminStaffT.columns;

/** The staff accounts; on a narrow screen the table scrolls sideways with the account kept at the left edge. */
export function StaffTable({
  accounts,
  busy,
  onAction,
}: {
  accounts: readonly StaffAccount[];
  busy: boolean;
  onAction: (account: StaffAccount, action: StaffAction) => void;
}) {
  return (
    <ScrollTable label={adminStaffT.tableLabel}>
      <Table className="staff-table" data-testid="staff-table">
        <TableHeader>
          <TableRow>
            <TableHeaderCell className="scroll-table__sticky">{columns.account}</TableHeaderCell>
            <TableHeaderCell>{columns.name}</TableHeaderCell>
            <TableHeaderCell>{columns.roles}</TableHeaderCell>
            <TableHeaderCell>{columns.states}</TableHeaderCell>
            <TableHeaderCell>{columns.createdAt}</TableHeaderCell>
            <TableHeaderCell>{columns.actions}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {accounts.map((a) => (
            <TableRow key={a.id} data-testid={`staff-row-${a.account}`}>
              <TableCell className="scroll-table__sticky staff-table__account">{a.account}</TableCell>
              <TableCell>{a.name}</TableCell>
              <TableCell data-testid="staff-roles">{adminT.rolesOf(a.roles.map((r) => adminT.roles[r] ?? r))}</TableCell>
              <TableCell>
                <StaffStates account={a} />
              </TableCell>
              <TableCell className="scroll-table__nowrap">{formatDateTime(a.createdAt)}</TableCell>
              <TableCell>
                <StaffRowActions account={a} busy={busy} onAction={(action) => onAction(a, action)} />
              </TableCell>
            </TableRow>
          ))}
          {accounts.length === 0 && (
            <TableRow>
              <TableCell colSpan={6}>{adminStaffT.empty}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
