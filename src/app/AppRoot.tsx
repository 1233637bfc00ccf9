import { RendererProvider, type GriffelRenderer } from '@griffel/react';
import { FluentProvider } from '@fluentui/react-provider';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { createAppRouter } from '../router.tsx';
import { SessionContext } from '../session/context.tsx';
import type { Session } from '../session/store.ts';
import { portalTheme } from '../ui/theme.ts';

/** The portal's whole tree; the browser and the server renderer draw the same one, so a server page can be hydrated. */
export function AppRoot({
  renderer,
  queryClient,
  session,
  router,
  rendered,
}: {
  renderer: GriffelRenderer;
  queryClient: QueryClient;
  session: Session;
  router: ReturnType<typeof createAppRouter>;
  /** when the page is the app's (a page being hydrated: once the router has rendered its matches); else at once */
  rendered?: Promise<void>;
}) {
  return (
    <RendererProvider renderer={renderer} targetDocument={typeof document === 'undefined' ? undefined : document}>
      <FluentProvider theme={portalTheme}>
        <QueryClientProvider client={queryClient}>
          <SessionContext.Provider value={session}>
            <RouterProvider router={router} />
            <ReadyMark rendered={rendered} />
          </SessionContext.Provider>
        </QueryClientProvider>
      </FluentProvider>
    </RendererProvider>
  );
}

/**
 * Says the page answers input: before it, a server-drawn page's links work (they are links) but its buttons do
 * nothing yet. The browser tests wait for it before they click, and src/main.tsx replays an early tap after it.
 * Hydrating, React adopts the root first and the page inside the router's Suspense boundary in a pass of its own; a
 * tap replayed before that pass, or before its effects have run, would be lost. Set from an effect of a render that
 * follows it (React runs the pass's effects before it renders again), in this small component: nothing else renders.
 */
function ReadyMark({ rendered }: { rendered?: Promise<void> }) {
  const [ready, setReady] = useState(!rendered);
  useEffect(() => {
    let live = true;
    void rendered?.then(() => live && setReady(true));
    return () => void (live = false);
  }, [rendered]);
  useEffect(() => {
    if (ready) document.documentElement.dataset.ready = '';
  }, [ready]);
  return null;
}
