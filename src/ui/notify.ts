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

/** Raises a toast from anywhere (the http layer, guards); the Toaster in the root renders it. */
export function notify(notice: Notice) {
  const full = { timeout: config.toastMs, ...notice };
  for (const listener of listeners) listener(full);
}

export function onNotify(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
