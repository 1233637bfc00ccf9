import { useRouterState } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import type { DictGroup, MenuItem } from '../api/site.ts';
import { config } from '../config.ts';
import { siteIdentityOf, siteInfo } from '../site/dicts.ts';
import { t } from '../strings.ts';
import { AccountEntry } from '../features/account/AccountEntry.tsx';
import { InlineNotice } from '../ui/InlineNotice.tsx';
import { useHeadMeta } from '../ui/useDocumentTitle.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { closeDrawer, openDrawer } from './drawer.ts';
import { hintContentOf, openHint, openHintWhenDue } from './hint-dialog.ts';
import { MobileDrawer } from './MobileDrawer.tsx';

/** Header, menu (drawer on phones), the page, footer; and the mini-program hint once per device on phones. */
export function PageLayout({
  menus,
  dicts,
  pathname,
  activeId,
  children,
}: {
  menus: MenuItem[];
  dicts: DictGroup[];
  pathname: string;
  activeId?: number;
  children: ReactNode;
}) {
  const site = siteInfo(dicts);
  const identity = siteIdentityOf(dicts);
  useHeadMeta(identity.description, identity.shortName);
  // The clear header floats over the home page's hero; when the home page failed to load there is no hero under it.
  const homeFailed = useRouterState({ select: (s) => s.matches.some((m) => m.routeId === '/' && m.status === 'error') });

  return (
    <div className="page-layout">
      <a className="skip-link" href="#main">
        {t.skipToContent}
      </a>
      <Header
        menus={menus}
        siteName={site.name}
        subtitle={site.subtitle}
        logo={site.logo}
        isHome={pathname === '/' && !homeFailed}
        activeId={activeId}
        onOpenDrawer={openDrawer}
        accountSlot={<AccountEntry place="header" />}
      />
      <main id="main" className="page-main" tabIndex={-1}>
        <InlineNotice />
        {children}
      </main>
      <Footer dicts={dicts} />
      <PhoneOverlays menus={menus} dicts={dicts} pathname={pathname} />
    </div>
  );
}

/**
 * The drawer (closed until the menu button opens it: src/layouts/drawer.ts), and the hint opening by itself on a phone
 * (src/layouts/hint-dialog.ts). Drawn at every width, the server's page included: a drawn page's reading islands open
 * this very drawer before the app runs.
 */
function PhoneOverlays({ menus, dicts, pathname }: { menus: MenuItem[]; dicts: DictGroup[]; pathname: string }) {
  useEffect(() => {
    const phone = matchMedia(`(max-width: ${config.mobileBreakpoint - 0.02}px)`);
    let stopHint = () => {};
    // On a phone the hint may be due; wider, the header's menu shows and the drawer closes.
    const follow = () => {
      stopHint();
      stopHint = phone.matches ? openHintWhenDue(hintContentOf(dicts), pathname) : () => {};
      if (!phone.matches) closeDrawer();
    };
    follow();
    phone.addEventListener('change', follow);
    return () => {
      phone.removeEventListener('change', follow);
      stopHint();
    };
  }, [pathname, dicts]);

  const site = siteInfo(dicts);
  return (
    <MobileDrawer
      menus={menus}
      title={`${site.name}${site.subtitle}`}
      onShowHint={() => openHint(hintContentOf(dicts))}
      accountSlot={<AccountEntry place="drawer" onNavigate={closeDrawer} />}
    />
  );
}
