import {
  Button, DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { MenuItem } from '../api/site.ts';
import { InstallAction } from '../pwa/InstallAction.tsx';
import { t } from '../strings.ts';
import { MenuLink } from './NavMenu.tsx';

/** Phone navigation: the whole menu tree in a drawer half the screen wide. */
export function MobileDrawer({
  open, onOpenChange, menus, title, onShowHint, accountSlot,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  menus: MenuItem[];
  title: string;
  onShowHint: () => void;
  accountSlot: React.ReactNode;
}) {
  const close = () => onOpenChange(false);
  return (
    <OverlayDrawer
      open={open}
      onOpenChange={(_, d) => onOpenChange(d.open)}
      position="start"
      className="mobile-drawer"
      data-testid="mobile-drawer"
      aria-label={t.menu}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<Button appearance="subtle" aria-label={t.closeMenu} icon={<DismissRegular />} onClick={close} />}
        >
          {title}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        <nav aria-label={t.mainNav}>
          <ul className="drawer-menu" role="list">
            {menus.map((item) => (
              <li key={item.id}>
                <MenuLink item={item} className="drawer-menu__link" onNavigate={close} />
                {item.children.length > 0 && (
                  <ul className="drawer-menu__children" role="list">
                    {item.children.map((child) => (
                      <li key={child.id}>
                        <MenuLink item={child} className="drawer-menu__child" onNavigate={close} />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="drawer-actions">
          {accountSlot}
          <Button appearance="secondary" onClick={() => (close(), onShowHint())}>{t.mobileHint.open}</Button>
          <InstallAction />
        </div>
      </DrawerBody>
    </OverlayDrawer>
  );
}
