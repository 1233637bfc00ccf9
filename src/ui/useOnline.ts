import { useSyncExternalStore } from 'react';
import { isOnline, onOnlineChange } from '../lib/online.ts';

/** Whether the device has a network, re-rendering when that changes; online on the server. */
export function useOnline(): boolean {
  return useSyncExternalStore(onOnlineChange, isOnline, () => true);
}
