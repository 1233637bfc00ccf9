import { useSyncExternalStore } from 'react';

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

let deferred: BeforeInstallPromptEvent | null = null;
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

export function startInstallWatch() {
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

export function useInstall(): InstallState {
  return useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => state,
    () => serverState,
  );
}
