import { TableCell, TableRow } from '@fluentui/react-components';
import { formatDateTime } from '../../../lib/dates.ts';
import type { StaffAccount } from '../../../shared/api/admin-auth.ts';
import { adminStaffT, adminT } from '../../../strings/admin.ts';
import { FactList } from '../../../ui/FactList.tsx';
import { FramedTable } from '../../../ui/list/FramedTable.tsx';
import { useMediaQuery } from '../../../ui/useMediaQuery.ts';
import { StaffRowActions, type StaffAction } from './StaffRowActions.tsx';
import { StaffStates } from './StaffStates.tsx';

const columns = adminStaffT.columns;
// Narrower than this a table would hide the actions past its right edge: each account is a card instead.
const NARROW = '(max-width: 599px)';
const rolesText = (a: StaffAccount) => adminT.rolesOf(a.roles.map((r) => adminT.roles[r] ?? r));

/** The roles, and for a 组织管理员 the organisation looked after. */
function Roles({ account, organizationName }: { account: StaffAccount; organizationName: Props['organizationName'] }) {
  const organization = account.organizationId === null ? undefined : organizationName(account.organizationId);
  return (
    <>
      <span data-testid="staff-roles">{rolesText(account)}</span>
      {organization && <span className="staff-table__organization">{adminStaffT.organizationOf(organization)}</span>}
    </>
  );
}

interface Props {
  accounts: readonly StaffAccount[];
  /** an organisation's name by its id (once the list has come; until then none is named) */
  organizationName: (id: number) => string | undefined;
  busy: boolean;
  onAction: (account: StaffAccount, action: StaffAction) => void;
}

/** The staff accounts: a table, or on a phone a card each. */
export function StaffTable(props: Props) {
  return useMediaQuery(NARROW) ? <StaffCards {...props} /> : <StaffRows {...props} />;
}

function StaffCards({ accounts, organizationName, busy, onAction }: Props) {
  return (
    <ul className="console-cards staff-cards" role="list" aria-label={adminStaffT.tableLabel} data-testid="staff-table">
      {accounts.map((a) => (
        <li key={a.id} className="console-card staff-card" data-testid={`staff-row-${a.account}`}>
          <div className="staff-card__head">
            <span className="staff-card__account">{a.account}</span>
            <span className="staff-card__name">{a.name}</span>
            <StaffRowActions account={a} busy={busy} onAction={(action) => onAction(a, action)} />
          </div>
          <FactList
            className="staff-card__facts"
            facts={[
              [columns.roles, <Roles account={a} organizationName={organizationName} />],
              [columns.states, <StaffStates account={a} />],
              [columns.createdAt, formatDateTime(a.createdAt)],
            ]}
          />
        </li>
      ))}
      {accounts.length === 0 && <li className="console-card staff-card">{adminStaffT.empty}</li>}
    </ul>
  );
}

const HEADERS = [columns.account, columns.name, columns.roles, columns.states, columns.createdAt, columns.actions];

/** The table; should the window still be too narrow, it scrolls sideways with the account kept at the left edge. */
function StaffRows({ accounts, organizationName, busy, onAction }: Props) {
  return (
    <FramedTable label={adminStaffT.tableLabel} name="staff-table" headers={HEADERS} empty={accounts.length === 0 && adminStaffT.empty}>
      {accounts.map((a) => (
        <TableRow key={a.id} data-testid={`staff-row-${a.account}`}>
          <TableCell className="scroll-table__sticky staff-table__account">{a.account}</TableCell>
          <TableCell>{a.name}</TableCell>
          <TableCell>
            <Roles account={a} organizationName={organizationName} />
          </TableCell>
          <TableCell>
            <StaffStates account={a} />
          </TableCell>
          <TableCell className="scroll-table__nowrap">{formatDateTime(a.createdAt)}</TableCell>
          <TableCell>
            <StaffRowActions account={a} busy={busy} onAction={(action) => onAction(a, action)} />
          </TableCell>
        </TableRow>
      ))}
    </FramedTable>
  );
}
