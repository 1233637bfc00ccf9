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

/**
 * Gives the keyboard's focus back to an entry's action after the list has moved around it (a moved row is taken out
 * and put back, and a button disabled while the change was sent lets go of the focus): `key`, else `fallback`.
 */
export function refocusAction(row: string, key: string, fallback: string, frames = 10) {
  const find = (k: string) => document.querySelector<HTMLButtonElement>(`[data-row-action="${row}:${k}"]:not(:disabled)`);
  requestAnimationFrame(() => {
    // The list is drawn again once the answer is in; until then its buttons are still disabled.
    const target = find(key) ?? find(fallback);
    if (target) target.focus();
    else if (frames > 0) refocusAction(row, key, fallback, frames - 1);
    else {
      // A phone's menu button, or the first of the buttons.
      const actions = document.querySelector<HTMLElement>(`[data-row-actions="${row}"]`);
      (actions instanceof HTMLButtonElement ? actions : actions?.querySelector('button'))?.focus();
    }
  });
}

/** An entry's actions, named after the entry (a list has one set per entry): buttons, or on a phone a menu of them. */
export function RowActions({
  row,
  subject,
  actions,
  className,
}: {
  /** the entry's key in the page, for refocusAction */
  row: string;
  subject: string;
  actions: readonly RowAction[];
  className: string;
}) {
  const narrow = useMediaQuery(NARROW);
  const label = adminSiteT.menu.actionsOf(subject);
  if (narrow) {
    return (
      <Menu positioning="below-end">
        <MenuTrigger disableButtonEnhancement>
          <MenuButton size="small" aria-label={label} className="row-actions__menu" data-row-actions={row}>
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
    <div className={className} role="group" aria-label={label} data-row-actions={row}>
      {actions.map((a) => (
        <Button key={a.key} size="small" disabled={a.disabled} onClick={a.onClick} data-row-action={`${row}:${a.key}`}>
          {a.label}
        </Button>
      ))}
    </div>
  );
}
