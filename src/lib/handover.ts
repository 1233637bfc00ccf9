// The hand-over from the reading islands (src/app/reading.ts) to the app. A control both answer (the drawer, 分享,
// 朗读) is answered by an island until the app starts hydrating the page, and by React from then on: never by both.

const stops = new Set<() => void>();
let taken = false;

/** Runs `stop` when the app takes the page over (at once if it has): an island's listener ends there. */
export function untilAppTakesOver(stop: () => void): void {
  if (taken) stop();
  else stops.add(stop);
}

/** Called by the app right before React takes the page (src/app/start.tsx). */
export function appTakesOver(): void {
  taken = true;
  for (const stop of stops) stop();
  stops.clear();
}
