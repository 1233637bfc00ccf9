import { Button } from '@fluentui/react-button';
import { NavigationRegular } from '@fluentui/react-icons/svg/navigation';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { MenuItem } from '../api/site.ts';
import { config } from '../config.ts';
import { imageSrc } from '../lib/images.ts';
import { t } from '../strings.ts';
import { useScrolledPast } from '../ui/useScrolledPast.ts';
import { NavMenu } from './NavMenu.tsx';
import { InstallAction } from '../pwa/InstallAction.tsx';
import { ElderModeSwitch } from '../ui/ElderModeSwitch.tsx';
import { HeaderSearch } from '../features/search/HeaderSearch.tsx';

/** On the home page the header floats over the hero and turns white and fixed after a small scroll; elsewhere it is static and dark. */
export function Header({
  menus,
  siteName,
  subtitle,
  logo,
  isHome,
  activeId,
  onOpenDrawer,
  accountSlot,
}: {
  menus: MenuItem[];
  siteName: string;
  subtitle: string;
  logo: string;
  isHome: boolean;
  activeId?: number;
  onOpenDrawer: () => void;
  accountSlot: ReactNode;
}) {
  const scrolled = useScrolledPast(config.headerScrollThreshold, isHome);
  const variant = !isHome ? 'dark' : scrolled ? 'white' : 'clear';
  const logoSrc = imageSrc(logo);
  return (
    <header className={`site-header site-header--${variant}`} data-testid="site-header" data-variant={variant}>
      <div className="container site-header__bar">
        <Link to="/" className="site-header__brand" aria-label={`${siteName}${subtitle} ${t.home}`}>
          {logoSrc && <img src={logoSrc} alt="" width={40} height={40} />}
          <span className="site-header__name">
            {siteName}
            <small>{subtitle}</small>
          </span>
        </Link>
        <nav className="site-header__nav" aria-label={t.mainNav} data-testid="header-nav">
          <NavMenu menus={menus} activeId={activeId} />
        </nav>
        <div className="site-header__account">
          <HeaderSearch />
          <ElderModeSwitch place="header" />
          <InstallAction compact />
          {accountSlot}
        </div>
        <Button
          className="site-header__burger"
          appearance="transparent"
          icon={<NavigationRegular />}
          aria-label={t.openMenu}
          // Closed as drawn; ./drawer.ts keeps it as the drawer opens and closes (React renders it only once).
          aria-expanded={false}
          aria-controls="mobile-drawer"
          data-testid="open-drawer"
          onClick={onOpenDrawer}
        />
      </div>
    </header>
  );
}
