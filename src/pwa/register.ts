import { Workbox } from 'workbox-window';
import { cache } from '../lib/storage.ts';
import { isOnline } from '../lib/online.ts';

type Listener = () => void;
let waiting = false;
let workbox: Workbox | null = null;
const listeners = new Set<Listener>();

export const updateWaiting = () => waiting;
export function onUpdateWaiting(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Registers /sw.js; a new version that waits raises the update notice instead of taking over by itself. Once per page:
 * a server-drawn page registers it before the app runs (src/app/reading.ts), and the app asks again when it starts.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV || workbox) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    waiting = true;
    listeners.forEach((l) => l());
  });
  // Registration fails where workers are off (private windows, policies, blocked storage): the site works without.
  workbox.register().catch(() => undefined);
}

/** 刷新: let the waiting worker take over, then reload into the new version. */
export function activateUpdate() {
  if (!workbox) return location.reload();
  workbox.addEventListener('controlling', () => location.reload());
  workbox.messageSkipWaiting();
}

// Through the cache helper: where storage is blocked, reading sessionStorage itself throws.
const RELOADED_KEY = 'ChunkReload';

/**
 * After a deploy, an open page may ask for a chunk that no longer exists: reload once to pick up the new build.
 * Never offline (the reload would fail too), never twice in a row.
 */
export function reloadOnStaleChunk() {
  window.addEventListener('vite:preloadError', (event) => {
    if (!isOnline() || cache.get(RELOADED_KEY, 'session')) return;
    event.preventDefault();
    cache.set(RELOADED_KEY, true, 'session');
    location.reload();
  });
  // A page that loaded fine clears the guard, so a later deploy can reload again.
  window.addEventListener('load', () => setTimeout(() => cache.remove(RELOADED_KEY, 'session'), 10_000));
}
