import type { ReactNode } from 'react';
import { InlineNotice } from '../ui/InlineNotice.tsx';

/** No header or footer: the login callback and pages opened with ?pop=true. */
export function FullscreenLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="fullscreen-layout" data-testid="fullscreen-layout">
      <InlineNotice />
      {children}
    </main>
  );
}

/** Spec: fullscreen for configured paths, or when the query has pop=true. */
export function isFullscreen(pathname: string, search: Record<string, unknown>, fullscreenPaths: readonly string[]): boolean {
  return fullscreenPaths.includes(pathname) || search.pop === true || search.pop === 'true';
}
