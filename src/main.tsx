import { FluentProvider } from '@fluentui/react-components';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setUnauthorizedHandler } from './api/http.ts';
import { createAppRouter, createQueryClient } from './router.tsx';
import { cache } from './session/cache.ts';
import { TOKEN_KEY } from './session/token.ts';
import { portalTheme } from './ui/theme.ts';
import './styles.css';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

setUnauthorizedHandler(() => {
  cache.remove(TOKEN_KEY);
  void router.navigate({ to: '/' });
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <FluentProvider theme={portalTheme} className="app-root">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </FluentProvider>
  </StrictMode>,
);
