// 朗读's reading, shared by ReadAloud and the reading islands (src/app/reading.ts): on a drawn page the islands start
// it before the app runs, and the app takes the reading over as it is (its buttons showing the same state).
import { sharedState } from '../../lib/shared-state.ts';
import { chineseVoice, speakableText, speechChunks } from '../../lib/speech.ts';

export type ReadAloudState = 'idle' | 'speaking' | 'paused';

export const readAloudState = sharedState<ReadAloudState>('idle');

/** The browser has speech synthesis (not on the server, which cannot know). */
export const hasSpeech = () => typeof speechSynthesis !== 'undefined' && typeof SpeechSynthesisUtterance === 'function';

/** Which of 朗读's buttons show in `state`: all are drawn, the others hidden (the component's and the islands' rule). */
export const readAloudShows = (state: ReadAloudState) => ({
  start: state === 'idle',
  pause: state === 'speaking',
  resume: state === 'paused',
  stop: state !== 'idle',
});

// Which reading the callbacks belong to: a stopped reading's late end event must not end a new one.
let reading = 0;

/** Reads `title`, then `text`, through the browser's speech synthesis (a zh-CN voice when there is one). */
export function speak(title: string, text: string): void {
  speechSynthesis.cancel();
  const id = ++reading;
  const voice = chineseVoice(speechSynthesis.getVoices());
  const chunks = speechChunks(`${speakableText(title)}。${text}`);
  chunks.forEach((chunk, i) => {
    const utterance = new SpeechSynthesisUtterance(chunk);
    utterance.lang = 'zh-CN';
    if (voice) utterance.voice = voice;
    const done = () => {
      if (reading === id) readAloudState.set('idle');
    };
    if (i === chunks.length - 1) utterance.onend = done;
    utterance.onerror = done;
    speechSynthesis.speak(utterance);
  });
  readAloudState.set('speaking');
}

export function pauseSpeaking(): void {
  speechSynthesis.pause();
  readAloudState.set('paused');
}

export function resumeSpeaking(): void {
  speechSynthesis.resume();
  readAloudState.set('speaking');
}

export function stopSpeaking(): void {
  reading++;
  speechSynthesis.cancel();
  readAloudState.set('idle');
}
