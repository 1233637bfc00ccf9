import type { ReactNode } from 'react';

export type BadgeLook = 'filled-brand' | 'filled-success' | 'filled-warning' | 'filled-informative' | 'tint-brand';

/**
 * Fluent's medium Badge, drawn by the stylesheet (`.badge` in styles.css, same tokens). Fluent's own brings every
 * size, colour and appearance as ~100 atomic rules into each card page's head, which Griffel then re-parses in one
 * piece when the page hydrates, and renders through several hooks per card: on the activity list that is one long task
 * on a phone, for a label that never changes.
 */
export function Badge({ look, children, testId }: { look: BadgeLook; children: ReactNode; testId?: string }) {
  return (
    <div className={`badge badge--${look}`} data-testid={testId}>
      {children}
    </div>
  );
}
