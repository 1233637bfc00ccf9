import { useSyncExternalStore } from 'react';
import { readElderMode, setElderMode, subscribeElderMode } from '../lib/elder-mode.ts';

/**
 * 长辈模式 as React state. A server-drawn page is hydrated as off (the server cannot know this device's choice); what
 * the mode changes on screen is CSS under html[data-elder], so nothing moves when the state catches up.
 */
export function useElderMode(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribeElderMode, readElderMode, () => false);
  return [on, setElderMode];
}
