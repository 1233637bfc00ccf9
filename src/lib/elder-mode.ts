// 长辈模式 (larger text, larger targets, stronger contrast, no pop-ups), remembered on this device. The inline script
// in index.html (src/shared/elder-boot.ts) applies it before the first paint; this module keeps <html data-elder> in
// step with the stored value afterwards: when the switch moves here, or in another tab.
import { CACHE_PREFIX, cache } from './storage.ts';

export const ELDER_MODE_KEY = 'ElderMode';
const ATTRIBUTE = 'data-elder';

/** Whether a stored value (the raw text under v1@ElderMode) means on; anything but JSON true is off. */
export function elderModeFrom(raw: string | null | undefined): boolean {
  return raw === 'true';
}

/** Whether a page at `pathname` shows the mode: the staff console keeps its own look. */
export function elderModeApplies(pathname: string): boolean {
  return !/^\/admin(\/|$)/.test(pathname);
}

export function readElderMode(): boolean {
  return cache.get<boolean>(ELDER_MODE_KEY) === true;
}

const listeners = new Set<() => void>();

function apply(on: boolean) {
  if (typeof document === 'undefined') return;
  document.documentElement.toggleAttribute(ATTRIBUTE, on && elderModeApplies(location.pathname));
}

export function setElderMode(on: boolean) {
  if (on) cache.set(ELDER_MODE_KEY, true);
  else cache.remove(ELDER_MODE_KEY);
  apply(on);
  listeners.forEach((l) => l());
}

/** Calls `listener` when the mode changes, here or in another tab of this device. */
export function subscribeElderMode(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== CACHE_PREFIX + ELDER_MODE_KEY) return;
    apply(elderModeFrom(event.newValue));
    listener();
  };
  listeners.add(listener);
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}
