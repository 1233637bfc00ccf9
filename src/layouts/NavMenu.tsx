import { ChevronDownRegular } from '@fluentui/react-icons/svg/chevron-down';
import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { MenuItem } from '../api/site.ts';
import { menuTarget } from '../site/menu.ts';
import { siteOrigin } from '../lib/origin.ts';
import { t } from '../strings.ts';
import { SmartLink } from '../ui/SmartLink.tsx';
import { useItemsThatFit } from './useItemsThatFit.ts';

/** The link a menu item renders as; items without a usable target render as text. */
export function MenuLink({ item, className, onNavigate }: { item: MenuItem; className?: string; onNavigate?: () => void }) {
  const router = useRouter();
  const target = menuTarget(item, siteOrigin(), (pathname) => router.getMatchedRoutes(pathname)[2] !== undefined);
  if (target.kind === 'none') return <span className={className}>{item.name}</span>;
  return (
    <SmartLink href={target.href} className={className} onNavigate={onNavigate} data-menu-id={String(item.id)}>
      {item.name}
    </SmartLink>
  );
}

const holds = (item: MenuItem, id?: number) => item.id === id || item.children.some((c) => c.id === id);

/**
 * Desktop header menu: top items with dropdowns that open on hover and on keyboard focus. Items the bar has no room
 * for are listed under 更多, each with its children.
 */
export function NavMenu({ menus, activeId }: { menus: MenuItem[]; activeId?: number }) {
  const { listRef, fitted, shown } = useItemsThatFit(menus);
  const rest = menus.slice(shown);
  return (
    <ul className={`nav-menu ${fitted ? 'nav-menu--fitted' : ''}`} role="list" ref={listRef}>
      {menus.slice(0, shown).map((item) => (
        <TopItem key={item.id} fit={String(item.id)} name={item.name} items={item.children} active={holds(item, activeId)}>
          <MenuLink item={item} className="nav-menu__link" />
        </TopItem>
      ))}
      {rest.length > 0 && (
        <TopItem fit="more" name={t.more} items={rest} active={rest.some((item) => holds(item, activeId))} withChildren>
          <button type="button" className="nav-menu__link nav-menu__more" data-testid="nav-more">
            {t.more}
          </button>
        </TopItem>
      )}
    </ul>
  );
}

/** An entry of the bar (`children`, a link or 更多's button) and the dropdown of `items`; `fit` names it for measuring. */
function TopItem({
  fit,
  name,
  items,
  active,
  withChildren = false,
  children,
}: {
  fit: string;
  name: string;
  items: MenuItem[];
  active: boolean;
  withChildren?: boolean;
  children: ReactNode;
}) {
  return (
    <li
      data-fit={fit}
      className={`nav-menu__item ${items.length ? 'nav-menu__item--parent' : ''} ${fit === 'more' ? 'nav-menu__item--more' : ''} ${active ? 'is-active' : ''}`}
    >
      {children}
      {items.length > 0 && (
        <>
          <ChevronDownRegular className="nav-menu__chevron" aria-hidden="true" />
          <LinkList items={items} name={name} className="nav-menu__dropdown" withChildren={withChildren} />
        </>
      )}
    </li>
  );
}

function LinkList({
  items,
  name,
  className,
  withChildren,
  child = false,
}: {
  items: MenuItem[];
  name: string;
  className: string;
  withChildren: boolean;
  child?: boolean;
}) {
  return (
    <ul className={className} role="list" aria-label={name}>
      {items.map((item) => (
        <li key={item.id}>
          <MenuLink item={item} className={`nav-menu__dropdown-link ${child ? 'nav-menu__dropdown-link--child' : ''}`} />
          {withChildren && item.children.length > 0 && (
            <LinkList items={item.children} name={item.name} className="nav-menu__sublist" withChildren={false} child />
          )}
        </li>
      ))}
    </ul>
  );
}
