import type { ReactNode } from 'react';
import './scroll-table.css';

/**
 * The frame of a wide table: on a narrow screen it scrolls sideways inside the frame instead of widening the page. It
 * is a named region that takes focus, so the keyboard scrolls it too. Cells marked `scroll-table__sticky` stay at the
 * left edge while the rest moves.
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="scroll-table" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
