import { useState } from 'react';

/**
 * True from the first time `open` is true: a lazily loaded overlay mounts then and stays mounted,
 * so closing it runs its own close (which gives the page back to assistive technology) instead of
 * unmounting it while still open, which left the page aria-hidden.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
