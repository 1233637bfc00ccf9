import { useCallback, useSyncExternalStore } from 'react';

/** True once the window has scrolled vertically past `threshold` pixels (strictly above it); false on the server. */
export function useScrolledPast(threshold: number, enabled = true): boolean {
  const subscribe = useCallback(
    (onScroll: () => void) => {
      if (!enabled) return () => {};
      window.addEventListener('scroll', onScroll, { passive: true });
      return () => window.removeEventListener('scroll', onScroll);
    },
    [enabled],
  );
  return useSyncExternalStore(
    subscribe,
    () => enabled && window.scrollY > threshold,
    () => false,
  );
}
