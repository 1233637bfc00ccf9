import { config } from '../config.ts';

export type Intent = 'success' | 'error' | 'warning' | 'info';
export interface Notice {
  intent: Intent;
  text: string;
  /** milliseconds; the spec's 2000 by default */
  timeout?: number;
}

type Listener = (notice: Required<Notice>) => void;
const listeners = new Set<Listener>();
// Notices raised before the toaster has loaded wait here; it loads on the first one.
const queue: Required<Notice>[] = [];
const wakers = new Set<() => void>();

/** Raises a toast from anywhere (the http layer, guards); the Toaster in the root renders it. */
export function notify(notice: Notice) {
  const full = { timeout: config.toastMs, ...notice };
  if (listeners.size === 0) {
    queue.push(full);
    wakers.forEach((w) => w());
    return;
  }
  for (const listener of listeners) listener(full);
}

/** Receives every notice, starting with those raised before it subscribed. */
export function onNotify(listener: Listener): () => void {
  listeners.add(listener);
  queue.splice(0).forEach(listener);
  return () => listeners.delete(listener);
}

export const hasQueuedNotice = () => queue.length > 0;
export function onQueuedNotice(waker: () => void): () => void {
  wakers.add(waker);
  return () => wakers.delete(waker);
}
