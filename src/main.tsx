import { FluentProvider } from '@fluentui/react-provider';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setUnauthorizedHandler } from './api/http.ts';
import { startInstallWatch } from './pwa/install.ts';
import { restorePersistedCache } from './pwa/persist.ts';
import { registerServiceWorker, reloadOnStaleChunk } from './pwa/register.ts';
import { createAppRouter, createQueryClient } from './router.tsx';
import { SessionContext } from './session/context.tsx';
import { createSession } from './session/store.ts';
import { portalTheme } from './ui/theme.ts';
import './styles.css';

// Marks for the bench: when the entry ran and when the cache and session were back.
performance.mark('portal:start');
const queryClient = createQueryClient();
const session = createSession(queryClient);
const router = createAppRouter(queryClient, session);

setUnauthorizedHandler(() => {
  session.clearLocal();
  void router.navigate({ to: '/' });
});

startInstallWatch();
reloadOnStaleChunk();
// Cached public pages render at once (and offline); guards decide on the restored session. Both before the first route loads.
await Promise.all([restorePersistedCache(queryClient, () => void router.invalidate()), session.restore()]);
performance.mark('portal:restored');
registerServiceWorker();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <FluentProvider theme={portalTheme}>
      <QueryClientProvider client={queryClient}>
        <SessionContext.Provider value={session}>
          <RouterProvider router={router} />
        </SessionContext.Provider>
      </QueryClientProvider>
    </FluentProvider>
  </StrictMode>,
);
