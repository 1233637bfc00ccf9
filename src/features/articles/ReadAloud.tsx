import { Button } from '@fluentui/react-button';
import { PauseRegular, PlayRegular, Speaker2Regular, StopRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { chineseVoice, speakableText, speechChunks } from '../../lib/speech.ts';
import { t } from '../../strings.ts';

const r = t.elder.readAloud;
type State = 'idle' | 'speaking' | 'paused';

const noChange = () => () => {};
const hasSpeech = () => typeof speechSynthesis !== 'undefined' && typeof SpeechSynthesisUtterance === 'function';

/** The article's text without its markup: what a listener should hear. */
function textOf(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

/**
 * 朗读: reads the title and the article's text through the browser's speech synthesis (a zh-CN voice when there is one),
 * with 暂停/继续 and 停止. Absent where the browser has no speech synthesis, and on the server (which cannot know).
 */
export function ReadAloud({ title, html }: { title: string; html: string }) {
  const available = useSyncExternalStore(noChange, hasSpeech, () => false);
  const [state, setState] = useState<State>('idle');
  // Which reading the callbacks belong to: a stopped reading's late end event must not end a new one.
  const reading = useRef(0);

  // Leaving the article stops reading it.
  useEffect(
    () => () => {
      if (reading.current && hasSpeech()) speechSynthesis.cancel();
    },
    [],
  );

  if (!available) return null;

  const start = () => {
    speechSynthesis.cancel();
    const id = ++reading.current;
    const voice = chineseVoice(speechSynthesis.getVoices());
    const chunks = speechChunks(`${speakableText(title)}。${textOf(html)}`);
    chunks.forEach((text, i) => {
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = 'zh-CN';
      if (voice) utterance.voice = voice;
      const done = () => {
        if (reading.current === id) setState('idle');
      };
      if (i === chunks.length - 1) utterance.onend = done;
      utterance.onerror = done;
      speechSynthesis.speak(utterance);
    });
    setState('speaking');
  };
  const pause = () => (speechSynthesis.pause(), setState('paused'));
  const resume = () => (speechSynthesis.resume(), setState('speaking'));
  const stop = () => {
    reading.current++;
    speechSynthesis.cancel();
    setState('idle');
  };

  return (
    <div className="read-aloud" role="group" aria-label={r.group} data-testid="read-aloud">
      {state === 'idle' ? (
        <Button appearance="secondary" icon={<Speaker2Regular />} onClick={start} data-testid="read-aloud-start">
          {r.label}
        </Button>
      ) : (
        <>
          {state === 'speaking' ? (
            <Button appearance="secondary" icon={<PauseRegular />} onClick={pause} data-testid="read-aloud-pause">
              {r.pause}
            </Button>
          ) : (
            <Button appearance="secondary" icon={<PlayRegular />} onClick={resume} data-testid="read-aloud-resume">
              {r.resume}
            </Button>
          )}
          <Button appearance="secondary" icon={<StopRegular />} onClick={stop} data-testid="read-aloud-stop">
            {r.stop}
          </Button>
          <span className="visually-hidden" role="status">
            {state === 'speaking' ? r.speaking : r.paused}
          </span>
        </>
      )}
    </div>
  );
}
