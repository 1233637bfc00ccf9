import { useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';

/**
 * A link to a console page that navigates inside the app. By address rather than by typed route: the sections are
 * pages of their own areas, added to the route tree by those areas.
 */
export function NavLink({
  to,
  current,
  className,
  onNavigate,
  children,
  testId,
}: {
  to: string;
  current: boolean;
  className: string;
  onNavigate?: () => void;
  children: ReactNode;
  testId?: string;
}) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate?.();
    void router.navigate({ href: to });
  };
  return (
    <a href={to} className={className} aria-current={current ? 'page' : undefined} onClick={onClick} data-testid={testId}>
      {children}
    </a>
  );
}
