import { Workbox } from 'workbox-window';
import { isOnline } from './online.ts';

type Listener = () => void;
let waiting = false;
let workbox: Workbox | null = null;
const listeners = new Set<Listener>();

export const updateWaiting = () => waiting;
export function onUpdateWaiting(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Registers /sw.js; a new version that waits raises the update notice instead of taking over by itself. */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    waiting = true;
    listeners.forEach((l) => l());
  });
  void workbox.register();
}

/** 刷新: let the waiting worker take over, then reload into the new version. */
export function activateUpdate() {
  if (!workbox) return location.reload();
  workbox.addEventListener('controlling', () => location.reload());
  workbox.messageSkipWaiting();
}

const RELOADED_KEY = 'v1@ChunkReload';

/**
 * After a deploy, an open page may ask for a chunk that no longer exists: reload once to pick up the new build.
 * Never offline (the reload would fail too), never twice in a row.
 */
export function reloadOnStaleChunk() {
  window.addEventListener('vite:preloadError', (event) => {
    if (!isOnline() || sessionStorage.getItem(RELOADED_KEY)) return;
    event.preventDefault();
    sessionStorage.setItem(RELOADED_KEY, '1');
    location.reload();
  });
  // A page that loaded fine clears the guard, so a later deploy can reload again.
  window.addEventListener('load', () => setTimeout(() => sessionStorage.removeItem(RELOADED_KEY), 10_000));
}
