import { Button, DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import type { MenuItem } from '../api/site.ts';
import { InstallAction } from '../pwa/InstallAction.tsx';
import { t } from '../strings.ts';
import { ElderModeSwitch } from '../ui/ElderModeSwitch.tsx';
import { MenuLink } from './NavMenu.tsx';
import { SearchBox } from '../features/search/SearchBox.tsx';

/** Phone navigation: the whole menu tree in a drawer half the screen wide. */
export function MobileDrawer({
  open,
  onOpenChange,
  menus,
  title,
  onShowHint,
  accountSlot,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  menus: MenuItem[];
  title: string;
  onShowHint: () => void;
  accountSlot: React.ReactNode;
}) {
  const close = () => onOpenChange(false);
  // Where the focus was when the drawer opened (the menu button): it goes back there when the drawer has gone, as from
  // any modal. Only then may the hint open: a modal opened while the drawer's focus trap still holds the focus leaves
  // the page hidden from assistive technology after both have closed.
  // Taken while rendering the open drawer, before the drawer's own focus moves it.
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const afterClose = useRef<(() => void) | null>(null);
  const focusedNow = open && !opener ? (document.activeElement as HTMLElement | null) : null;
  if (focusedNow) setOpener(focusedNow);
  return (
    <OverlayDrawer
      open={open}
      onOpenChange={(_, d) => onOpenChange(d.open)}
      surfaceMotion={{
        onMotionFinish: (_, { direction }) => {
          if (direction !== 'exit') return;
          const focused = document.activeElement;
          if (!focused || focused === document.body || focused.closest('.mobile-drawer')) opener?.focus();
          setOpener(null);
          afterClose.current?.();
          afterClose.current = null;
        },
      }}
      position="start"
      className="mobile-drawer"
      data-testid="mobile-drawer"
      aria-label={t.menu}
    >
      <DrawerHeader>
        <DrawerHeaderTitle action={<Button appearance="subtle" aria-label={t.closeMenu} icon={<DismissRegular />} onClick={close} />}>
          {title}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        {/* 登录, or the greeting with 个人中心, first: what a phone reader most often opens the drawer for. */}
        <div className="drawer-account">{accountSlot}</div>
        <SearchBox className="drawer-search" testId="drawer-search" onSearched={close} />
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
          <ElderModeSwitch place="drawer" />
          <Button appearance="secondary" onClick={() => ((afterClose.current = onShowHint), close())}>
            {t.mobileHint.open}
          </Button>
          <InstallAction />
        </div>
      </DrawerBody>
    </OverlayDrawer>
  );
}
