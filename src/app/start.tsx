// The app, started by src/main.tsx: it hydrates the page the server drew, or draws the page here.
import { createDOMRenderer } from '@griffel/react';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { configureHttp } from '../api/http.ts';
import { uploadApi } from '../api/uploads.ts';
import { configureImageUpload } from '../lib/image-upload.ts';
import { notify } from '../lib/notify.ts';
import { isOnline } from '../lib/online.ts';
import { startInstallWatch } from '../pwa/install.ts';
import { restorePersistedCache, restoreSiteCache } from '../pwa/persist.ts';
import { registerServiceWorker, reloadOnStaleChunk } from '../pwa/register.ts';
import { appTakesOver } from '../lib/handover.ts';
import { nextTask, whenIdle } from '../lib/scheduling.ts';
import { createAppRouter, createQueryClient } from '../router.tsx';
import { createSession } from '../session/store.ts';
import { CONSOLE_LOGIN } from '../session/staff-access.ts';
import { clearStaffToken, readStaffToken, STAFF_QUERY_KEY } from '../session/staff-token.ts';
import { readToken } from '../session/token.ts';
import { isConsolePath } from '../lib/urls.ts';
import { AppRoot } from './AppRoot.tsx';

/** The data a server-rendered page was drawn with (server/http/static.ts), or undefined for a page drawn here. */
function readServerState(): DehydratedState | undefined {
  const block = document.getElementById('portal-state');
  block?.remove();
  try {
    return block?.textContent ? (JSON.parse(block.textContent) as DehydratedState) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * While the content copy is read, the first page's body shows as pending under its header at once, instead of the
 * whole page waiting (a wait too short to show a spinner otherwise).
 */
function pendingAtOnceUntil(router: ReturnType<typeof createAppRouter>, settled: Promise<void>) {
  const { defaultPendingMs, defaultPendingMinMs } = router.options;
  Object.assign(router.options, { defaultPendingMs: 0, defaultPendingMinMs: 0 });
  void settled.then(() => Object.assign(router.options, { defaultPendingMs, defaultPendingMinMs }));
}

// The layers below the app get what they may not import: the http client the token, the toasts and the network
// state, the forms kit the upload call. Before anything can make a request.
configureHttp({ token: readToken, staffToken: readStaffToken, notify, online: isOnline });
configureImageUpload(uploadApi.image);

const serverState = readServerState();
// On a drawn page the reader may already be scrolling or tapping: the start-up runs as several short tasks, the
// browser answering in between, instead of one long one after the modules have been evaluated.
if (serverState) await nextTask();
const queryClient = createQueryClient();
const session = createSession(queryClient);
const router = createAppRouter(queryClient, session, { keepFirstScroll: !!serverState });
// First, so the routes find the page's data, and the (older) restored copy below does not replace it.
if (serverState) hydrate(queryClient, serverState);
await restoreSiteCache(queryClient, { serverDrawn: !!serverState });

configureHttp({
  onUnauthorized: () => {
    session.clearLocal();
    void router.navigate({ to: '/' });
  },
  // The staff session alone ends; the console asks to sign in again and then comes back here.
  onStaffUnauthorized: () => {
    clearStaffToken();
    const { pathname, href } = router.state.location;
    const away =
      isConsolePath(pathname) && pathname !== CONSOLE_LOGIN
        ? router.navigate({ to: CONSOLE_LOGIN, search: { redirect: href }, replace: true })
        : Promise.resolve();
    // Once the console's pages have gone: a page still showing would ask for its data again, without a token.
    void away.then(() => queryClient.removeQueries({ queryKey: [STAFF_QUERY_KEY] }));
  },
});

startInstallWatch();
reloadOnStaleChunk();
// Which address the page shows once the router has drawn it: the browser tests' way to know that a navigation inside
// the app has ended (the address bar changes as it starts).
router.subscribe('onRendered', ({ toLocation }) => (document.documentElement.dataset.shows = toLocation.href));
// Cached public pages render at once (and offline); guards decide on the restored session. A page the server drew is
// on screen already, so it waits for both; a page drawn here starts with its chrome while IndexedDB answers.
const contentRestored = restorePersistedCache(queryClient, () => void router.invalidate());
// For the bench: when the cache was back.
void contentRestored.then(() => performance.mark('portal:restored'));
if (!serverState) {
  queryClient.holdPublicQueriesUntil(contentRestored);
  pendingAtOnceUntil(router, contentRestored);
}
await Promise.all([session.restore(), serverState && contentRestored]);
// The worker's install downloads the whole shell: not while the page itself is starting.
whenIdle(registerServiceWorker);

const container = document.getElementById('root')!;
const app = (rendered?: Promise<void>) => (
  <StrictMode>
    <AppRoot renderer={createDOMRenderer(document)} queryClient={queryClient} session={session} router={router} rendered={rendered} />
  </StrictMode>
);
if (!serverState) {
  appTakesOver();
  createRoot(container).render(app());
} else {
  // The server drew this page for a visitor who is not signed in: with the route loaded from its data, the first
  // render here is the same tree, and React adopts the HTML instead of drawing it again. A signed-in visitor's
  // header differs, so their page replaces it in one step (no blank frame in between).
  await router.load();
  await nextTask();
  // From here React answers the page's controls: the reading islands stop answering them (src/app/first-taps.ts).
  appTakesOver();
  if (session.get().appIsLogin) {
    createRoot(container).render(app());
  } else {
    // The server drew the same tree, the router's Suspense boundary around the matches included (src/router.tsx).
    // As a transition, hydration yields to the browser every few milliseconds instead of holding it in one long task
    // (the page is already on screen; a tap during hydration is replayed when React reaches it).
    // Listened to before hydration starts: the router says when it has drawn its matches (src/app/AppRoot.tsx).
    const rendered = new Promise<void>((resolve) => {
      const stop = router.subscribe('onRendered', () => (stop(), resolve()));
    });
    startTransition(() => {
      hydrateRoot(container, app(rendered));
    });
  }
}
