import { RendererProvider, type GriffelRenderer } from '@griffel/react';
import { FluentProvider } from '@fluentui/react-provider';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { createAppRouter } from '../router.tsx';
import { SessionContext } from '../session/context.tsx';
import type { Session } from '../session/store.ts';
import { portalTheme } from '../ui/theme.ts';

/** The portal's whole tree; the browser and the server renderer draw the same one, so a server page can be hydrated. */
export function AppRoot({
  renderer, queryClient, session, router,
}: { renderer: GriffelRenderer; queryClient: QueryClient; session: Session; router: ReturnType<typeof createAppRouter> }) {
  // Says the page answers input: before it, a server-drawn page's links work (they are links) but its buttons do
  // nothing yet. The browser tests wait for it before they click.
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);
  return (
    <RendererProvider renderer={renderer} targetDocument={typeof document === 'undefined' ? undefined : document}>
      <FluentProvider theme={portalTheme}>
        <QueryClientProvider client={queryClient}>
          <SessionContext.Provider value={session}>
            <RouterProvider router={router} />
          </SessionContext.Provider>
        </QueryClientProvider>
      </FluentProvider>
    </RendererProvider>
  );
}
