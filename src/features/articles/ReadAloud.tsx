import { Button } from '@fluentui/react-button';
import { PauseRegular, PlayRegular, Speaker2Regular, StopRegular } from '@fluentui/react-icons';
import { useEffect, useSyncExternalStore } from 'react';
import { t } from '../../strings.ts';
import { hasSpeech, pauseSpeaking, readAloudShows, readAloudState, resumeSpeaking, speak, stopSpeaking } from './read-aloud.ts';

const r = t.elder.readAloud;

const noChange = () => () => {};

/** The article's text without its markup: what a listener should hear. */
function textOf(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

/**
 * 朗读: reads the title and the article's text through the browser's speech synthesis (./read-aloud.ts), with 暂停/继续
 * and 停止. Hidden where the browser has no speech synthesis, and on the server (which cannot know). Every button is
 * drawn and those of the other states hidden: the reading islands answer them before the app runs, and the app shows
 * the state they left, also while hydrating.
 */
export function ReadAloud({ title, html }: { title: string; html: string }) {
  const available = useSyncExternalStore(noChange, hasSpeech, () => false);
  const state = useSyncExternalStore(readAloudState.subscribe, readAloudState.get, readAloudState.get);
  const shows = readAloudShows(state);

  // Leaving the article stops reading it.
  useEffect(
    () => () => {
      if (readAloudState.get() !== 'idle' && hasSpeech()) stopSpeaking();
    },
    [],
  );

  return (
    <div className="read-aloud" role="group" aria-label={r.group} data-testid="read-aloud" hidden={!available}>
      <Button
        appearance="secondary"
        icon={<Speaker2Regular />}
        onClick={() => speak(title, textOf(html))}
        data-testid="read-aloud-start"
        hidden={!shows.start}
      >
        {r.label}
      </Button>
      <Button appearance="secondary" icon={<PauseRegular />} onClick={pauseSpeaking} data-testid="read-aloud-pause" hidden={!shows.pause}>
        {r.pause}
      </Button>
      <Button appearance="secondary" icon={<PlayRegular />} onClick={resumeSpeaking} data-testid="read-aloud-resume" hidden={!shows.resume}>
        {r.resume}
      </Button>
      <Button appearance="secondary" icon={<StopRegular />} onClick={stopSpeaking} data-testid="read-aloud-stop" hidden={!shows.stop}>
        {r.stop}
      </Button>
      <span className="visually-hidden" role="status">
        <span hidden={!shows.pause}>{r.speaking}</span>
        <span hidden={!shows.resume}>{r.paused}</span>
      </span>
    </div>
  );
}
