import { ChevronDownRegular } from '@fluentui/react-icons/svg/chevron-down';
import type { MenuItem } from '../api/site.ts';
import { menuTarget } from '../features/site/menu.ts';
import { siteOrigin } from '../lib/origin.ts';
import { SmartLink } from '../ui/SmartLink.tsx';

/** The link a menu item renders as; items without a usable target render as text. */
export function MenuLink({ item, className, onNavigate }: { item: MenuItem; className?: string; onNavigate?: () => void }) {
  const target = menuTarget(item, siteOrigin());
  if (target.kind === 'none') return <span className={className}>{item.name}</span>;
  return (
    <SmartLink href={target.href} className={className} onNavigate={onNavigate} data-menu-id={String(item.id)}>
      {item.name}
    </SmartLink>
  );
}

/** Desktop header menu: top items with dropdowns that open on hover and on keyboard focus. */
export function NavMenu({ menus, activeId }: { menus: MenuItem[]; activeId?: number }) {
  return (
    <ul className="nav-menu" role="list">
      {menus.map((item) => {
        const active = item.id === activeId || item.children.some((c) => c.id === activeId);
        return (
          <li key={item.id} className={`nav-menu__item ${item.children.length ? 'nav-menu__item--parent' : ''} ${active ? 'is-active' : ''}`}>
            <MenuLink item={item} className="nav-menu__link" />
            {item.children.length > 0 && (
              <>
                <ChevronDownRegular className="nav-menu__chevron" aria-hidden="true" />
                <ul className="nav-menu__dropdown" role="list" aria-label={item.name}>
                  {item.children.map((child) => (
                    <li key={child.id}>
                      <MenuLink item={child} className="nav-menu__dropdown-link" />
                    </li>
                  ))}
                </ul>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
