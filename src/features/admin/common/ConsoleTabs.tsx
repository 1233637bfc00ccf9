import { createLink } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';

/**
 * A section's pages as a strip of links (each page has its own address; it scrolls sideways on a phone). The router
 * marks the current one with aria-current="page", which the style follows. `pills` is the smaller strip of a page's
 * own views under a section's strip.
 */
export function ConsoleTabs({ label, pills = false, children }: { label: string; pills?: boolean; children: ReactNode }) {
  return (
    <nav className={pills ? 'console-tabs console-tabs--pills' : 'console-tabs'} aria-label={label}>
      <ul role="list">{children}</ul>
    </nav>
  );
}

/** One tab of a ConsoleTabs strip: a router Link (typed `to`, `params`, `activeOptions`) in its list item. */
export const ConsoleTab = createLink(
  forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement>>(function ConsoleTab(props, ref) {
    return (
      <li>
        <a ref={ref} {...props} className="console-tabs__tab" />
      </li>
    );
  }),
);
