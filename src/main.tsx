import { FluentProvider } from '@fluentui/react-components';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setUnauthorizedHandler } from './api/http.ts';
import { createAppRouter, createQueryClient } from './router.tsx';
import { SessionContext } from './session/context.tsx';
import { createSession } from './session/store.ts';
import { portalTheme } from './ui/theme.ts';
import './styles.css';

const queryClient = createQueryClient();
const session = createSession(queryClient);
const router = createAppRouter(queryClient, session);

setUnauthorizedHandler(() => {
  session.clearLocal();
  void router.navigate({ to: '/' });
});

// Guards decide on the restored session, so it is known before the first route loads.
await session.restore();

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
