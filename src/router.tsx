import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { Suspense, type ReactNode } from 'react';
import { routeTree } from './routeTree.gen.ts';
import { ApiError } from './lib/api-error.ts';
import { HoldingQueryClient } from './pwa/held-queries.ts';
import type { Session } from './session/store.ts';
import { RouteError } from './layouts/errors/RouteError.tsx';
import { RoutePending } from './ui/LoadingCover.tsx';

export function createQueryClient() {
  return new HoldingQueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not change by asking again; network faults get one more try.
        retry: (failures, error) =>
          !(error instanceof ApiError && (error.offline || (error.status >= 400 && error.status < 500))) && failures < 1,
        refetchOnWindowFocus: false,
        // Try the network (or the service worker's cache) even when the browser says offline; never pause.
        networkMode: 'offlineFirst',
      },
      mutations: { networkMode: 'offlineFirst' },
    },
  });
}

/**
 * The boundary the router draws around its matches in the browser when it draws a page from nothing, drawn on the
 * server too: the HTML then holds the same Suspense markers as the tree that hydrates it, without telling the router
 * in the browser that it hydrates (TanStack's own hydration expects its inline bootstrap script, which the CSP and
 * the shared page cache rule out). Inside it nothing waits: the server renders only what has loaded, and a page with
 * a boundary left pending is not sent (src/entry-server.tsx).
 */
function ServerSuspense({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}

/**
 * `history` is the browser's unless given: the server renders one address from memory, and without scroll
 * restoration, whose inline script the CSP would refuse (there is no scroll to restore on a first load anyway).
 * `keepFirstScroll`: the page was drawn by the server and may have been scrolled before the app started; the first
 * render leaves that scroll alone instead of taking the reader back to the top.
 */
export function createAppRouter(
  queryClient: QueryClient,
  session: Session,
  { server, keepFirstScroll = false }: { server?: { history: RouterHistory }; keepFirstScroll?: boolean } = {},
) {
  let keepScroll = keepFirstScroll;
  const router = createRouter({
    routeTree,
    history: server?.history,
    context: { queryClient, session },
    defaultPreload: 'intent',
    // react-query owns freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: server
      ? false
      : () => {
          if (!keepScroll) return true;
          keepScroll = false;
          return false;
        },
    defaultPendingMs: 150,
    defaultErrorComponent: RouteError,
    defaultPendingComponent: RoutePending,
    InnerWrap: server ? ServerSuspense : undefined,
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
