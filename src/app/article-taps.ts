// 分享 and 朗读 on a drawn article, answered by the reading islands before the app runs (./first-taps.ts says how).
import {
  hasSpeech,
  pauseSpeaking,
  readAloudShows,
  readAloudState,
  resumeSpeaking,
  speak,
  stopSpeaking,
} from '../features/articles/read-aloud.ts';
import { sharePage, sharePanel } from '../features/articles/share-state.ts';
import { untilAppTakesOver } from '../lib/handover.ts';
import { answerTaps, byTestId } from './taps.ts';

/** The drawn article's title and text, as 朗读 reads them. */
function articleText(): [string, string] {
  const article = byTestId('detail');
  return [article?.querySelector('.detail__title')?.textContent ?? '', article?.querySelector('.detail__content')?.textContent ?? ''];
}

const closeShare = () => {
  sharePanel.set(null);
  byTestId('share-button')?.focus();
};

/** Calls `show` on every change of `states`, until the app takes the page over (its components show them then). */
function showUntilTakenOver(states: Array<{ subscribe: (listener: () => void) => () => void }>, show: () => void): void {
  const stops = states.map((state) => state.subscribe(show));
  untilAppTakesOver(() => stops.forEach((stop) => stop()));
}

/** The drawn page shows each state as ShareButton and ReadAloud would (attributes only: the elements are theirs). */
function show() {
  const address = sharePanel.get();
  byTestId('share-button')?.setAttribute('aria-expanded', String(address !== null));
  const panel = byTestId('share-panel');
  if (panel) panel.hidden = address === null;
  const field = byTestId('share-address') as HTMLInputElement | null;
  if (field) field.value = address ?? '';
  const shows = readAloudShows(readAloudState.get());
  for (const [name, shown] of Object.entries(shows)) {
    const button = byTestId(`read-aloud-${name}`);
    if (button) button.hidden = !shown;
  }
  const status = byTestId('read-aloud')?.querySelectorAll<HTMLElement>('[role="status"] > span');
  if (status?.length === 2) [status[0].hidden, status[1].hidden] = [!shows.pause, !shows.resume];
}

export function answerArticleTaps(): void {
  // 朗读 is drawn hidden (the server cannot know the browser speaks): shown here where it does.
  const readAloud = byTestId('read-aloud');
  if (readAloud && hasSpeech()) readAloud.hidden = false;
  answerTaps({
    'share-button': (button) =>
      sharePanel.get() === null ? void sharePage(button.closest<HTMLElement>('.share')?.dataset.title ?? '') : closeShare(),
    'share-close': closeShare,
    'read-aloud-start': () => speak(...articleText()),
    'read-aloud-pause': pauseSpeaking,
    'read-aloud-resume': resumeSpeaking,
    'read-aloud-stop': stopSpeaking,
  });
  showUntilTakenOver([sharePanel, readAloudState], show);
  // Escape in the share panel closes it (the drawer's is the browser's own).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && sharePanel.get() !== null && event.target instanceof Element && event.target.closest('.share'))
      closeShare();
  };
  document.addEventListener('keydown', onKeyDown);
  untilAppTakesOver(() => document.removeEventListener('keydown', onKeyDown));
}
