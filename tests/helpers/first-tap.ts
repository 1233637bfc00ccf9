// The first tap on a server-drawn page, timed in the page at a slowed CPU: from the click's timeStamp (when the input
// arrived, so a busy page's delay counts) to the first animation frame in which what answers it is visible. Used by
// tests/e2e/first-tap.test.ts and the bench (scripts/bench/first-tap.ts). Only playwright-core: the bench runs it too.
import type { Page } from 'playwright-core';

/** A phone's CPU, for the measure: Chrome slowed 4x (as Lighthouse's mobile runs are). */
export const CPU_SLOWDOWN = 4;

/** The controls measured: the one tapped and what shows its answer (test ids), with the page they are on. */
export interface FirstTap {
  name: string;
  path: string;
  tap: string;
  shows: string;
}

/** The menu on home, a news list and a news detail; 分享 and 朗读 on that detail. */
export function firstTaps(newsId: number): FirstTap[] {
  const detail = `/article/newDetails/${newsId}`;
  return [
    { name: 'menu, home', path: '/', tap: 'open-drawer', shows: 'mobile-drawer' },
    { name: 'menu, news list', path: '/article/collegeNews', tap: 'open-drawer', shows: 'mobile-drawer' },
    { name: 'menu, news detail', path: detail, tap: 'open-drawer', shows: 'mobile-drawer' },
    { name: '分享, news detail', path: detail, tap: 'share-button', shows: 'share-panel' },
    { name: '朗读, news detail', path: detail, tap: 'read-aloud-start', shows: 'read-aloud-pause' },
  ];
}

/**
 * Before a page's scripts: a browser without the system share sheet (分享 opens its panel, as on most desktops and in
 * headless Chromium) and with a speech synthesis that speaks nothing (朗读 is drawn for it). A string: tsx (the bench)
 * would wrap named functions in a helper the page does not have.
 */
export const firstTapWorld = `{
  Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
  const synth = { speaking: false, paused: false, speak() {}, cancel() {}, pause() {}, resume() {}, getVoices: () => [], addEventListener() {}, removeEventListener() {} };
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: class { constructor(text) { this.text = text; } }, configurable: true });
}`;

/**
 * Opens `url` drawn by the server with the CPU slowed, and waits until it is read without the app, the reading islands
 * answer (src/app/reading.ts marks it) and the page is quiet: where a reader who sees the page taps.
 */
export async function openDrawn(page: Page, url: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url);
  // Again for the document now shown, should it have come in a renderer of its own.
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.detach();
  await page.waitForFunction(() => performance.getEntriesByName('portal:islands').length > 0);
  // And what the islands do once the browser is idle (the offline copy, the service worker) has run: the reader looks
  // at a quiet page. Two full idle periods, a frame apart, as tests/helpers/e2e.ts's appSettled waits.
  await page.evaluate(`(async () => {
    const idle = () => new Promise((resolve) => {
      const check = (deadline) => (deadline.timeRemaining() >= 40 ? resolve() : requestIdleCallback(check));
      requestIdleCallback(check);
    });
    await idle();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await idle();
  })()`);
}

/** How long a tap took to be answered: until the answer was laid out, and until a frame showed it. */
export interface TapTimes {
  /** to the end of the tap's event dispatch, the answer visible and laid out (the page's own work, input delay included) */
  answeredMs: number;
  /** to the first animation frame showing it (adds the wait for a frame, which a busy machine's compositor stretches) */
  paintedMs: number;
}

/**
 * Taps `tap` and answers, from the click's timeStamp, when `shows` was visible and laid out once the tap's listeners had
 * run (a listener on window, the last the click reaches), and when a frame first showed it. Throws if the app had
 * started already.
 */
export async function timeFirstTap(page: Page, tap: string, shows: string): Promise<TapTimes> {
  await page.evaluate(`{
    delete window.firstTap;
    const visible = () => {
      const el = document.querySelector('[data-testid="${shows}"]');
      return !!el && el.checkVisibility() && el.getBoundingClientRect().width > 0;
    };
    document.addEventListener('click', (event) => {
      const at = event.timeStamp;
      const times = {};
      window.addEventListener('click', () => {
        if (visible()) times.answeredMs = performance.now() - at;
      }, { once: true });
      const check = () => {
        if (!visible()) return requestAnimationFrame(check);
        times.paintedMs = performance.now() - at;
        times.answeredMs ??= times.paintedMs;
        window.firstTap = times;
      };
      requestAnimationFrame(check);
    }, { capture: true, once: true });
  }`);
  if (await page.evaluate(() => 'ready' in document.documentElement.dataset))
    throw new Error(`the app had started before ${tap} was tapped`);
  await page.getByTestId(tap).click();
  await page.waitForFunction(() => 'firstTap' in window, undefined, { timeout: 20_000 });
  const times = await page.evaluate(() => (window as unknown as { firstTap: TapTimes }).firstTap);
  return { answeredMs: Math.round(times.answeredMs), paintedMs: Math.round(times.paintedMs) };
}
