// What a server-drawn page does for its reader before the app runs. The app starts when the reader reaches for a
// control (src/main.tsx, reach.ts); a reader who only reads and follows links (plain links, answered by the server's
// drawn pages) never pays for it. Meanwhile these small parts keep what the page promises:
// - the install prompt is kept, and the service worker registered once the browser is idle (the next visit, and
//   offline reading, are the app's);
// - the page's data goes into the offline copies, once idle;
// - a news article's view is counted;
// - on a phone, the 提示 dialog opens by itself when it is due (the same dialog the app opens);
// - on home, the header turns white and fixed after a small scroll, as the app's header does;
// - the first taps (the drawer, 分享, 朗读) are answered at once (./first-taps.ts), until the app takes the page.
// Each stops when the app starts, or hands over to it (the dialogs, the view, the first taps' states are shared modules).
import type { DehydratedState } from '@tanstack/query-core';
import type { DictGroup } from '../api/site.ts';
import { config } from '../config.ts';
import { reportDrawnView } from '../features/articles/view-report.ts';
import { hintContentOf, openHintWhenDue } from '../layouts/hint-dialog.ts';
import { whenIdle } from '../lib/scheduling.ts';
import { answerFirstTaps } from './first-taps.ts';
import { startInstallWatch } from '../pwa/install-state.ts';
import { registerServiceWorker } from '../pwa/register.ts';

/** The site's dictionaries among the page's data (the app's ['site', 'dicts'] query). */
function dictsIn(state: DehydratedState): DictGroup[] {
  const query = state.queries.find((q) => q.queryKey[0] === 'site' && q.queryKey[1] === 'dicts');
  return Array.isArray(query?.state.data) ? (query.state.data as DictGroup[]) : [];
}

/** The home page's header, clear over the hero and white past the threshold (as Header's useScrolledPast). */
function followHeaderScroll(): () => void {
  const header = document.querySelector<HTMLElement>('.site-header--clear, .site-header--white');
  if (!header) return () => {};
  const follow = () => {
    const variant = window.scrollY > config.headerScrollThreshold ? 'white' : 'clear';
    if (header.dataset.variant === variant) return;
    header.classList.replace(`site-header--${header.dataset.variant}`, `site-header--${variant}`);
    header.dataset.variant = variant;
  };
  follow();
  window.addEventListener('scroll', follow, { passive: true });
  return () => window.removeEventListener('scroll', follow);
}

/** Starts the reading parts; the answer stops what must not outlive the app's start. */
export function startReading(state: DehydratedState): () => void {
  void answerFirstTaps();
  startInstallWatch();
  const stops = [followHeaderScroll()];
  const article = /^\/article\/newDetails\/(\d+)\/?$/.exec(location.pathname);
  if (article) reportDrawnView(Number(article[1]));
  if (matchMedia(`(max-width: ${config.mobileBreakpoint - 0.02}px)`).matches) {
    stops.push(openHintWhenDue(hintContentOf(dictsIn(state)), location.pathname));
  }
  stops.push(
    whenIdle(() => {
      registerServiceWorker();
      void import('./reading-offline.ts').then(({ keepForOffline }) => keepForOffline(state)).catch(() => undefined);
    }),
  );
  return () => stops.forEach((stop) => stop());
}
