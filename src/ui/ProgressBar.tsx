import { t } from '../strings.ts';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

/** A thin bar at the top of the window while a navigation loads. */
export function NavigationProgress() {
  const loading = useRouterState({ select: (s) => s.isLoading || s.status === 'pending' });
  const [phase, setPhase] = useState<'idle' | 'running' | 'done'>('idle');
  // Follows `loading` as it changes: running while it lasts, then done (the bar completes) for 400 ms.
  const [wasLoading, setWasLoading] = useState(false);
  if (loading !== wasLoading) {
    setWasLoading(loading);
    setPhase(loading ? 'running' : phase === 'running' ? 'done' : phase);
  }
  useEffect(() => {
    if (phase !== 'done') return;
    const timer = setTimeout(() => setPhase('idle'), 400);
    return () => clearTimeout(timer);
  }, [phase]);
  if (phase === 'idle') return null;
  // Once loaded, the bar only fades out: no longer a progress indicator for assistive technology, just decoration.
  if (phase === 'done') return <div className="nav-progress nav-progress--done" aria-hidden="true" data-testid="nav-progress" />;
  return (
    <div
      className="nav-progress nav-progress--running"
      role="progressbar"
      aria-label={t.a11y.navigationProgress}
      data-testid="nav-progress"
    />
  );
}
