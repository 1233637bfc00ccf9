import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { hasQueuedNotice, onQueuedNotice } from '../lib/notify.ts';

// Fluent's toaster (and its portal) loads with the first notice, not with every page.
const FluentToasts = lazy(() => import('./FluentToasts.tsx'));

/** Mounted once at the root; renders notify()'s toasts. */
export function Toaster() {
  const queued = useSyncExternalStore(onQueuedNotice, hasQueuedNotice, () => false);
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (queued) setNeeded(true);
  }, [queued]);
  if (!needed && !queued) return null;
  return (
    <Suspense fallback={null}>
      <FluentToasts />
    </Suspense>
  );
}
