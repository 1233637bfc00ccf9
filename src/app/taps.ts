// How the reading islands answer a control before the app runs (./first-taps.ts, ./article-taps.ts).
import { untilAppTakesOver } from '../lib/handover.ts';

/** What a control does when tapped, by the test id its component draws it with. */
export type Answers = Record<string, (control: HTMLElement) => void>;

/** What index.html's boot script recorded (src/shared/elder-boot.ts): a tap answered here is not replayed by the app. */
const boot = window as unknown as { __firstTap?: { button: HTMLElement } };

export const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);

/** Answers taps on the controls `answers` names, until the app takes the page over. */
export function answerTaps(answers: Answers): void {
  const onClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-testid]') : null;
    const id = control?.dataset.testid ?? '';
    if (!control || !Object.hasOwn(answers, id)) return;
    answers[id](control);
    if (boot.__firstTap?.button === control) delete boot.__firstTap;
  };
  document.addEventListener('click', onClick);
  untilAppTakesOver(() => document.removeEventListener('click', onClick));
}
