import { Button, DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer } from '@fluentui/react-components';
import { DismissRegular, NavigationRegular, SignOutRegular } from '@fluentui/react-icons';
import { useLocation } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { SectionId } from '../../../shared/admin/sections.ts';
import { adminT } from '../../../strings/admin.ts';
import { useMediaQuery } from '../../../ui/useMediaQuery.ts';
import { ConsoleNav } from './ConsoleNav.tsx';
import '../common/common.css';
import './shell.css';

// Narrower than this the side navigation folds into a drawer opened from the header.
const WIDE = '(min-width: 900px)';

/** The console's frame: a header (the college, the member of staff, signing out) and its navigation around the page. */
export function ConsoleLayout({
  collegeName,
  name,
  sections,
  onSignOut,
  children,
}: {
  collegeName: string;
  name: string;
  /** the sections the staff session lists */
  sections: readonly SectionId[];
  onSignOut: () => Promise<unknown>;
  children: ReactNode;
}) {
  const pathname = useLocation({ select: (l) => l.pathname });
  const wide = useMediaQuery(WIDE);
  const [menuOpen, setMenuOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const signOut = async () => {
    setLeaving(true);
    try {
      await onSignOut();
    } finally {
      setLeaving(false);
    }
  };
  return (
    <div className="console" data-testid="console">
      <header className="console-header">
        {!wide && (
          <Button
            appearance="transparent"
            className="console-header__menu"
            icon={<NavigationRegular />}
            aria-label={adminT.nav.openMenu}
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
            data-testid="console-open-menu"
          />
        )}
        <div className="console-header__brand">
          <span className="console-header__college">{collegeName}</span>
          <span className="console-header__product">{adminT.consoleTitle}</span>
        </div>
        <div className="console-header__member">
          <span className="console-header__name" data-testid="console-member">
            {name}
          </span>
          <Button
            appearance="transparent"
            className="console-header__signout"
            icon={<SignOutRegular />}
            disabled={leaving}
            onClick={() => void signOut()}
            data-testid="console-sign-out"
          >
            {leaving ? adminT.signingOut : adminT.signOut}
          </Button>
        </div>
      </header>
      <div className="console-body">
        {wide && (
          <aside className="console-side">
            <ConsoleNav sections={sections} pathname={pathname} />
          </aside>
        )}
        <main className="console-main" id="console-main">
          {children}
        </main>
      </div>
      {!wide && (
        <OverlayDrawer
          open={menuOpen}
          onOpenChange={(_, d) => setMenuOpen(d.open)}
          position="start"
          className="console-drawer"
          data-testid="console-drawer"
          aria-label={adminT.nav.label}
        >
          <DrawerHeader>
            <DrawerHeaderTitle
              action={
                <Button
                  appearance="subtle"
                  aria-label={adminT.nav.closeMenu}
                  icon={<DismissRegular />}
                  onClick={() => setMenuOpen(false)}
                />
              }
            >
              {adminT.consoleTitle}
            </DrawerHeaderTitle>
          </DrawerHeader>
          <DrawerBody>
            <ConsoleNav sections={sections} pathname={pathname} onNavigate={() => setMenuOpen(false)} />
          </DrawerBody>
        </OverlayDrawer>
      )}
    </div>
  );
}
