import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { DictGroup, MenuItem } from '../api/site.ts';
import { config } from '../config.ts';
import { siteIdentityOf, siteInfo } from '../site/dicts.ts';
import { t } from '../strings.ts';
import { AccountEntry } from '../features/account/AccountEntry.tsx';
import { useMediaQuery } from '../ui/useMediaQuery.ts';
import { useOpenedOnce } from '../ui/useOpenedOnce.ts';
import { InlineNotice } from '../ui/InlineNotice.tsx';
import { useHeadMeta } from '../ui/useDocumentTitle.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { hintContentOf, openHint, openHintWhenDue } from './hint-dialog.ts';

// The drawer loads when first opened: most visits never open it, and it carries Fluent's overlays.
const MobileDrawer = lazy(() => import('./MobileDrawer.tsx').then((m) => ({ default: m.MobileDrawer })));

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
  const [drawerOpen, setDrawerOpen] = useState(false);
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
        onOpenDrawer={() => setDrawerOpen(true)}
        accountSlot={<AccountEntry place="header" />}
      />
      <main id="main" className="page-main" tabIndex={-1}>
        <InlineNotice />
        {children}
      </main>
      <Footer dicts={dicts} />
      <PhoneOverlays menus={menus} dicts={dicts} pathname={pathname} drawerOpen={drawerOpen} setDrawerOpen={setDrawerOpen} />
    </div>
  );
}

/**
 * The drawer, and the hint opening by itself on a phone (src/layouts/hint-dialog.ts). Its own component because it
 * follows the screen's width (a server-drawn page is hydrated as a wide screen): on a phone only this part renders
 * again, not the whole layout.
 */
function PhoneOverlays({
  menus,
  dicts,
  pathname,
  drawerOpen,
  setDrawerOpen,
}: {
  menus: MenuItem[];
  dicts: DictGroup[];
  pathname: string;
  drawerOpen: boolean;
  setDrawerOpen: (open: boolean) => void;
}) {
  const isPhone = useMediaQuery(`(max-width: ${config.mobileBreakpoint - 0.02}px)`);
  const drawerMounted = useOpenedOnce(drawerOpen);

  useEffect(() => {
    if (!isPhone) return setDrawerOpen(false);
    return openHintWhenDue(hintContentOf(dicts), pathname);
  }, [isPhone, pathname, setDrawerOpen, dicts]);

  const site = siteInfo(dicts);
  return (
    <Suspense fallback={null}>
      {isPhone && drawerMounted && (
        <MobileDrawer
          open={drawerOpen}
          onOpenChange={setDrawerOpen}
          menus={menus}
          title={`${site.name}${site.subtitle}`}
          onShowHint={() => openHint(hintContentOf(dicts))}
          accountSlot={<AccountEntry place="drawer" onNavigate={() => setDrawerOpen(false)} />}
        />
      )}
    </Suspense>
  );
}
