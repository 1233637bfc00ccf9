interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallState {
  /** The browser offered an install prompt we can show. */
  canPrompt: boolean;
  /** Already running as an installed app. */
  installed: boolean;
  /** iOS Safari: no prompt event, installing is 分享 then 添加到主屏幕. */
  iosSteps: boolean;
}

// Plain state and listeners, no React: a server-drawn page's reading islands (src/app/reading.ts) start the watch before
// the app runs, so an install prompt the browser offers early is kept for the app.
let deferred: BeforeInstallPromptEvent | null = null;
let watching = false;
// What a server-rendered page shows: no install entry. Hydration starts from it, then the browser's own state follows.
const serverState: InstallState = { canPrompt: false, installed: false, iosSteps: false };
let state = serverState;
const listeners = new Set<() => void>();
const update = (next: Partial<InstallState>) => {
  state = { ...state, ...next };
  listeners.forEach((l) => l());
};

/** iOS Safari (not an in-app browser or Chrome on iOS), where install means Share → Add to Home Screen. */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios && /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS|MicroMessenger/.test(userAgent);
}

/** Starts listening for the browser's install events; once per page, whoever asks first. */
export function startInstallWatch() {
  if (watching) return;
  watching = true;
  const standalone = matchMedia('(display-mode: standalone)');
  const installed = () => standalone.matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
  update({ installed: installed(), iosSteps: !installed() && isIosSafari(navigator.userAgent, navigator.maxTouchPoints) });
  standalone.addEventListener('change', () => update({ installed: installed() }));
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    update({ canPrompt: true });
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    update({ canPrompt: false, installed: true });
  });
}

/** Shows the browser's install sheet; the event can be used once. */
export async function promptInstall(): Promise<boolean> {
  if (!deferred) return false;
  const event = deferred;
  deferred = null;
  update({ canPrompt: false });
  await event.prompt();
  return (await event.userChoice.catch(() => ({ outcome: 'dismissed' as const }))).outcome === 'accepted';
}

/** The install state now, and a way to follow it. */
export const installState = () => state;
export const serverInstallState = () => serverState;
export function onInstallChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
