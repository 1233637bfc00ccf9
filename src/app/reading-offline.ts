// Loaded once the browser is idle on a server-drawn page the app has not taken over (src/app/reading.ts): the page's
// data goes into the offline copies as the app would have put it there, so what was read can be read again offline.
import { QueryClient, type DehydratedState } from '@tanstack/query-core';
import { keepDrawnPage } from '../pwa/persist.ts';

export function keepForOffline(state: DehydratedState): Promise<void> {
  return keepDrawnPage(new QueryClient(), state);
}
