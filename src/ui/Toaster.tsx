import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { hasQueuedNotice, onQueuedNotice } from '../lib/notify.ts';

// Fluent's toaster (and its portal) loads with the first notice, not with every page.
const FluentToasts = lazy(() => import('./FluentToasts.tsx'));

/** Mounted once at the root; renders notify()'s toasts. */
export function Toaster() {
  const queued = useSyncExternalStore(onQueuedNotice, hasQueuedNotice, () => false);
  const [needed, setNeeded] = useState(false);
  // Once loaded the toaster stays, to show the notices that follow.
  if (queued && !needed) setNeeded(true);
  if (!needed && !queued) return null;
  return (
    <Suspense fallback={null}>
      <FluentToasts />
    </Suspense>
  );
}
