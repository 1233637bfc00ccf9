import { Button, Menu, MenuButton, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { adminSiteT } from '../../../strings/admin.ts';
import { useMediaQuery } from '../../../ui/useMediaQuery.ts';

export interface RowAction {
  key: string;
  label: string;
  onClick: () => void;
  disabled?: boolean;
}

// On a phone a row of six buttons takes three lines under every entry: there they fold into one menu.
const NARROW = '(max-width: 699px)';

/** An entry's actions, named after the entry (a list has one set per entry): buttons, or on a phone a menu of them. */
export function RowActions({ subject, actions, className }: { subject: string; actions: readonly RowAction[]; className: string }) {
  const narrow = useMediaQuery(NARROW);
  const label = adminSiteT.menu.actionsOf(subject);
  if (narrow) {
    return (
      <Menu positioning="below-end">
        <MenuTrigger disableButtonEnhancement>
          <MenuButton size="small" aria-label={label} className="row-actions__menu">
            {adminSiteT.actions}
          </MenuButton>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {actions.map((a) => (
              <MenuItem key={a.key} disabled={a.disabled} onClick={a.onClick}>
                {a.label}
              </MenuItem>
            ))}
          </MenuList>
        </MenuPopover>
      </Menu>
    );
  }
  return (
    <div className={className} role="group" aria-label={label}>
      {actions.map((a) => (
        <Button key={a.key} size="small" disabled={a.disabled} onClick={a.onClick}>
          {a.label}
        </Button>
      ))}
    </div>
  );
}
