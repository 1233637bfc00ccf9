import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { DictGroup, MenuItem } from '../api/site.ts';
import { config } from '../config.ts';
import { dictLabel, siteIdentityOf, siteInfo } from '../site/dicts.ts';
import { whenIdle } from '../lib/scheduling.ts';
import { cache } from '../lib/storage.ts';
import { t } from '../strings.ts';
import { AccountEntry } from '../features/account/AccountEntry.tsx';
import { useMediaQuery } from '../ui/useMediaQuery.ts';
import { useOpenedOnce } from '../ui/useOpenedOnce.ts';
import { InlineNotice } from '../ui/InlineNotice.tsx';
import { useHeadMeta } from '../ui/useDocumentTitle.ts';
import { readElderMode } from '../lib/elder-mode.ts';
import { currentDialog } from '../lib/dialogs.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { HINT_SEEN_KEY, hintOpensBySelf } from './mobile-hint.ts';

// The drawer and the hint dialog load when first opened: most visits never open them, and they carry Fluent's overlays.
const MobileDrawer = lazy(() => import('./MobileDrawer.tsx').then((m) => ({ default: m.MobileDrawer })));
const MobileHint = lazy(() => import('./MobileHint.tsx').then((m) => ({ default: m.MobileHint })));

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
 * The drawer and the hint, and when the hint opens by itself. Its own component because it follows the screen's width
 * (a server-drawn page is hydrated as a wide screen) and holds the hint's state: on a phone only this part renders
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
  const [hintOpen, setHintOpen] = useState(false);
  const isPhone = useMediaQuery(`(max-width: ${config.mobileBreakpoint - 0.02}px)`);
  const drawerMounted = useOpenedOnce(drawerOpen);
  const hintMounted = useOpenedOnce(hintOpen);

  useEffect(() => {
    if (!isPhone) return setDrawerOpen(false);
    const moment = () => ({
      pathname,
      seen: cache.get<boolean>(HINT_SEEN_KEY) === true,
      elderMode: readElderMode(),
      dialogShown: !!currentDialog(),
    });
    if (!hintOpensBySelf(moment())) return;
    // After the page has started and been laid out: opening the dialog measures the page and moves the focus. Decided
    // again then: a guard's 请先登录 comes while the page starts.
    return whenIdle(() => {
      if (!hintOpensBySelf(moment())) return;
      cache.set(HINT_SEEN_KEY, true);
      setHintOpen(true);
    });
  }, [isPhone, pathname, setDrawerOpen]);

  const site = siteInfo(dicts);
  return (
    <Suspense fallback={null}>
      {isPhone && drawerMounted && (
        <MobileDrawer
          open={drawerOpen}
          onOpenChange={setDrawerOpen}
          menus={menus}
          title={`${site.name}${site.subtitle}`}
          onShowHint={() => setHintOpen(true)}
          accountSlot={<AccountEntry place="drawer" onNavigate={() => setDrawerOpen(false)} />}
        />
      )}
      {hintMounted && (
        <MobileHint
          open={hintOpen}
          onOpenChange={setHintOpen}
          qrImage={dictLabel(dicts, 'site_qrcode', 'mini_program')}
          miniProgram={siteIdentityOf(dicts).miniProgram}
        />
      )}
    </Suspense>
  );
}
