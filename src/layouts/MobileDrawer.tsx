import { Button } from '@fluentui/react-button';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import type { MenuItem } from '../api/site.ts';
import { InstallAction } from '../pwa/InstallAction.tsx';
import { t } from '../strings.ts';
import { ElderModeSwitch } from '../ui/ElderModeSwitch.tsx';
import { closeDrawer } from './drawer.ts';
import { MenuLink } from './NavMenu.tsx';
import { SearchBox } from '../features/search/SearchBox.tsx';

/**
 * Phone navigation: the whole menu tree in a drawer half the screen wide. A native modal <dialog>, drawn closed into
 * every page (the server's too) and opened by ./drawer.ts: so a drawn page's reading islands open this very element
 * before the app runs, and the app takes it over as it is.
 */
export function MobileDrawer({
  menus,
  title,
  onShowHint,
  accountSlot,
}: {
  menus: MenuItem[];
  title: string;
  onShowHint: () => void;
  accountSlot: React.ReactNode;
}) {
  return (
    <dialog className="mobile-drawer" id="mobile-drawer" data-testid="mobile-drawer" aria-label={t.menu}>
      {/* A form of method "dialog": its button closes the drawer by itself, before the app runs as after. */}
      <form method="dialog" className="mobile-drawer__header">
        <h2 className="mobile-drawer__title">{title}</h2>
        <Button type="submit" appearance="subtle" aria-label={t.closeMenu} icon={<DismissRegular />} />
      </form>
      <div className="mobile-drawer__body">
        {/* 登录, or the greeting with 个人中心, first: what a phone reader most often opens the drawer for. */}
        <div className="drawer-account">{accountSlot}</div>
        <SearchBox className="drawer-search" testId="drawer-search" onSearched={closeDrawer} />
        <nav aria-label={t.mainNav}>
          <ul className="drawer-menu" role="list">
            {menus.map((item) => (
              <li key={item.id}>
                <MenuLink item={item} className="drawer-menu__link" onNavigate={closeDrawer} />
                {item.children.length > 0 && (
                  <ul className="drawer-menu__children" role="list">
                    {item.children.map((child) => (
                      <li key={child.id}>
                        <MenuLink item={child} className="drawer-menu__child" onNavigate={closeDrawer} />
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
          {/* Closed first: the 提示 dialog opens over the page, the focus going back to the menu button after it. */}
          <Button appearance="secondary" onClick={() => (closeDrawer(), onShowHint())}>
            {t.mobileHint.open}
          </Button>
          <InstallAction />
        </div>
      </div>
    </dialog>
  );
}
