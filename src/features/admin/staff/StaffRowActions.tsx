import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import type { StaffAccount } from '../../../shared/api/admin-auth.ts';
import { adminStaffT } from '../../../strings/admin.ts';

export type StaffAction = 'edit' | 'resetPassword' | 'unlock' | 'clearOtp';

/** One account's actions in a menu: those that apply to it now (unlock only when locked, the second factor only when set). */
export function StaffRowActions({
  account,
  busy,
  onAction,
}: {
  account: StaffAccount;
  busy: boolean;
  onAction: (action: StaffAction) => void;
}) {
  const actions: StaffAction[] = [
    'edit',
    'resetPassword',
    ...(account.locked ? ['unlock' as const] : []),
    ...(account.otpEnabled ? ['clearOtp' as const] : []),
  ];
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          icon={<MoreHorizontalRegular />}
          disabled={busy}
          aria-label={adminStaffT.actionsOf(account.account)}
          data-testid={`staff-actions-${account.account}`}
        >
          {adminStaffT.columns.actions}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {actions.map((action) => (
            <MenuItem key={action} onClick={() => onAction(action)} data-testid={`staff-action-${action}`}>
              {adminStaffT[action]}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
