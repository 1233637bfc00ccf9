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

/**
 * The query parameter that asks for the fullscreen layout, as the root route reads it: its validateSearch, so that the
 * server's key for a drawn page (src/entry-server.tsx pageKey) keeps it and draws that page fullscreen too.
 */
export function popSearch(search: Record<string, unknown>): { pop?: true } {
  return search.pop === true || search.pop === 'true' ? { pop: true } : {};
}

/** Spec: fullscreen for configured paths, or when the query has pop=true. */
export function isFullscreen(pathname: string, search: Record<string, unknown>, fullscreenPaths: readonly string[]): boolean {
  return fullscreenPaths.includes(pathname) || popSearch(search).pop === true;
}
