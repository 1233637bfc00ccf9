import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useLocation, type ErrorComponentProps } from '@tanstack/react-router';
import { config } from '../config.ts';
import { isConsolePath } from '../lib/urls.ts';
import type { GuardContext } from '../session/guard.ts';
import { DialogHost } from '../ui/DialogHost.tsx';
import { SessionNotices } from '../features/account/SessionNotices.tsx';
import { ErrorPage } from '../layouts/errors/ErrorPage.tsx';
import { RouteError } from '../layouts/errors/RouteError.tsx';
import { OfflineBanner } from '../pwa/OfflineBanner.tsx';
import { UpdateNotice } from '../pwa/UpdateNotice.tsx';
import { dictsQueryOptions, menuQueryOptions } from '../site/queries.ts';
import { pageTitle, useRouteMeta } from '../site/useRouteMeta.ts';
import { FullscreenLayout, isFullscreen, popSearch } from '../layouts/FullscreenLayout.tsx';
import { PageLayout } from '../layouts/PageLayout.tsx';
import { LoadingCover } from '../ui/LoadingCover.tsx';
import { NavigationProgress } from '../ui/ProgressBar.tsx';
import { Toaster } from '../ui/Toaster.tsx';
import { useDocumentTitle } from '../ui/useDocumentTitle.ts';

export interface RouterContext extends GuardContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // ?pop=true changes the whole page's layout: read here, it is part of every drawn page's cache key.
  validateSearch: popSearch,
  loader: ({ context: { queryClient } }) =>
    Promise.all([queryClient.ensureQueryData(menuQueryOptions()), queryClient.ensureQueryData(dictsQueryOptions())]),
  pendingComponent: LoadingCover,
  // No Suspense boundary of its own around the root (the one the router draws around all matches, with this pending
  // component, holds the root's wait): a server-drawn page is hydrated with its header and menu in one pass, so a tap
  // made before the app ran can be replayed as soon as the router has rendered (src/router.tsx, src/app/AppRoot.tsx).
  wrapInSuspense: false,
  // Restored or fast data draws the page at once; the cover appears only for a real wait, and then not as a flash.
  pendingMs: 100,
  pendingMinMs: 200,
  component: Root,
  notFoundComponent: () => <ErrorPage to="404" />,
  errorComponent: RootError,
});

/** Menus or dictionaries could not load: no layout, but the offline banner, the page and the failed call's toast still show. */
function RootError(props: ErrorComponentProps) {
  return (
    <>
      <OfflineBanner />
      <RouteError {...props} />
      <Toaster />
    </>
  );
}

function Root() {
  return (
    <>
      <OfflineBanner />
      <Shell />
      <UpdateNotice />
      <NavigationProgress />
      <Toaster />
      <DialogHost />
      <SessionNotices />
    </>
  );
}

/** The staff console draws its own frame (src/routes/admin/); every other page is the portal's. */
function Shell() {
  const pathname = useLocation({ select: (l) => l.pathname });
  return isConsolePath(pathname) ? <Outlet /> : <PortalShell />;
}

function PortalShell() {
  const { meta, siteName, menus, dicts, pathname } = useRouteMeta();
  const search = useLocation({ select: (l) => l.search as Record<string, unknown> });
  useDocumentTitle(pageTitle({ meta, siteName }));
  if (isFullscreen(pathname, search, config.fullscreenPaths)) {
    return (
      <FullscreenLayout>
        <Outlet />
      </FullscreenLayout>
    );
  }
  return (
    <PageLayout menus={menus} dicts={dicts} pathname={pathname} activeId={meta?.id}>
      <Outlet />
    </PageLayout>
  );
}
