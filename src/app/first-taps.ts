// The controls a reader reaches for first on a drawn page, answered by the reading islands at once instead of after
// the app's start (over a second at 4x CPU): the menu button and its drawer here, 分享 and 朗读 on an article
// (./article-taps.ts, fetched only where the page has them). Each acts through the module the app's component uses
// too, on the very elements the server drew, so the app takes them over as they are; the islands answer until the app
// takes the page (src/lib/handover.ts), React from then on. The tap still reaches for the app (src/app/reach.ts),
// which starts behind them. The search box needs nothing here: typing is the browser's, and its form goes to /search
// by itself (SearchBox).
import { openDrawer } from '../layouts/drawer.ts';
import { answerTaps } from './taps.ts';

/** Starts answering the first taps; resolves once every control the page has is answered (and marks it). */
export async function answerFirstTaps(): Promise<void> {
  answerTaps({ 'open-drawer': openDrawer });
  if (document.querySelector('.article-actions')) (await import('./article-taps.ts')).answerArticleTaps();
  // For the browser tests and the bench: from here every first tap is answered.
  performance.mark('portal:islands');
}
