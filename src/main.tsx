// The entry: small on purpose. A page the server drew is complete HTML: for a visitor who is not signed in it is read
// as it is, with the reading islands (src/app/reading.ts, ~30 KB), and the app's ~200 KB are fetched only when the
// reader reaches for a control (src/app/reach.ts); for a signed-in visitor, right after the first paint. A page drawn
// here fetches the app at once (the server's index.html preloads it).
import './styles.css';
import './elder-mode.css';
import { isOnIsland, isPlainLink, REACH_EVENTS, reachesForApp } from './app/reach.ts';
import { nextTask } from './lib/scheduling.ts';

// For the bench: when the entry ran.
performance.mark('portal:start');

/** Resolves after the next frame has been painted, or soon in a hidden tab (where frames do not run). */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve));
    setTimeout(resolve, 250);
  });
}

/** The route's own modules, named by the server, fetched alongside the app instead of after it. */
function preloadRouteModules() {
  const names = document.querySelector<HTMLMetaElement>('meta[name="portal-route-modules"]')?.content ?? '';
  for (const href of names.split(' ').filter((h) => h.startsWith('/assets/'))) {
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' });
    document.head.append(link);
  }
}

/**
 * Until the app runs, a drawn page's buttons do nothing (its links work: they are links). The last button tapped is
 * remembered and, once the app has taken over the same HTML, pressed again for the reader; not if the tap is stale,
 * the page was redrawn (a signed-in visitor's), or the reader has tapped again since. Taps after hydration has begun
 * are React's own to replay.
 */
/**
 * How long a tap made before the app ran is still the reader's wish: they saw nothing happen and are waiting (a tap
 * elsewhere replaces it, leaving the page ends it). A mid-range phone on a slow connection, or a busy machine, can take
 * well over 5 s to start the app (the browser tests once saw 5 s pass and the menu tap dropped); past 15 s the reader
 * has likely turned to something else.
 */
const TAP_STILL_WANTED_MS = 15_000;

/** What index.html's boot script (src/shared/elder-boot.ts) records from the first paint: the last button tapped. */
const boot = window as unknown as { __firstTap?: { button: HTMLElement; at: number }; __tapRecorder: (event: MouseEvent) => void };

/**
 * Called once React has the page: stops the boot script's recording, and replays the tap it kept once the app is
 * ready, unless the reader has tapped again meanwhile (React answered that one) or waited too long.
 */
function replayTaps() {
  document.removeEventListener('click', boot.__tapRecorder, true);
  let tapped = boot.__firstTap;
  const forget = (event: MouseEvent) => event.isTrusted && (tapped = undefined);
  document.addEventListener('click', forget, true);
  const replay = () => {
    document.removeEventListener('click', forget, true);
    if (tapped?.button.isConnected && performance.now() - tapped.at < TAP_STILL_WANTED_MS) tapped.button.click();
  };
  const html = document.documentElement;
  if ('ready' in html.dataset) return replay();
  const watch = new MutationObserver(() => {
    if (!('ready' in html.dataset)) return;
    watch.disconnect();
    replay();
  });
  watch.observe(html, { attributes: true, attributeFilter: ['data-ready'] });
}

/** The data the server drew the page with, read without taking it (the app takes it when it starts). */
function drawnState() {
  try {
    return JSON.parse(document.getElementById('portal-state')!.textContent ?? '');
  } catch {
    return undefined;
  }
}

/** Resolves when the reader reaches for something only the app answers (src/app/reach.ts). */
function reached(): Promise<void> {
  return new Promise((resolve) => {
    const listen = (event: Event) => {
      const target = event.target instanceof Element ? event.target : null;
      const reach = {
        type: event.type,
        pointerType: (event as PointerEvent).pointerType,
        onLink: isPlainLink(target),
        onField: !!target?.closest('input, textarea, select, [contenteditable]'),
        onIsland: isOnIsland(target),
      };
      if (!reachesForApp(reach)) return;
      for (const type of REACH_EVENTS) document.removeEventListener(type, listen, true);
      resolve();
    };
    for (const type of REACH_EVENTS) document.addEventListener(type, listen, { capture: true, passive: true });
  });
}

const drawn = !!document.getElementById('portal-state');
// A page the server drew for a visitor who is not signed in is read as it is: the app waits until the reader reaches
// for a control. Not when a tap came before this script ran (it is replayed below), nor for a signed-in visitor, whose
// header the app must draw.
const reading = drawn && !('signedIn' in document.documentElement.dataset) && !boot.__firstTap;
const reach = reading ? reached() : undefined;
// For the browser tests and the bench: the page is being read, the app not started (src/app/reach.ts says what starts it).
if (reach) document.documentElement.dataset.reading = '';
if (drawn) {
  await afterPaint();
  if (reach) {
    const state = drawnState();
    const { startReading } = await import('./app/reading.ts');
    const stopReading = state ? startReading(state) : () => {};
    await reach;
    // Not before the frame showing what the reading islands answered to the tap that starts the app (first-taps.ts).
    await afterPaint();
    delete document.documentElement.dataset.reading;
    stopReading();
  }
  preloadRouteModules();
  // The libraries first, each evaluated in a task of its own, then the app (below): evaluating all of it at once
  // would hold the browser for one long task, on a page the reader can already see and touch.
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  await import('./app/router-library.ts');
  await nextTask();
}
// The app's module ends by calling hydrateRoot: from then on React sees every tap.
await import('./app/start.tsx');
// A page the browser draws has no taps to replay: the boot script stops listening.
if (drawn) replayTaps();
else document.removeEventListener('click', boot.__tapRecorder, true);
