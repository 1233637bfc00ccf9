import { useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';

/**
 * A link to a console page by address, navigating inside the app: the review queues are pages of another area, added
 * to the route tree by it, so they are not typed routes here.
 */
export function AddressLink({ to, className, children, testId }: { to: string; className: string; children: ReactNode; testId?: string }) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href: to });
  };
  return (
    <a href={to} className={className} onClick={onClick} data-testid={testId}>
      {children}
    </a>
  );
}
