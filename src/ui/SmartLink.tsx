import { useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { isExternal, safeHttpUrl } from '../lib/urls.ts';
import { t } from '../strings.ts';

/**
 * A link whose target comes from the API: same-origin paths navigate inside the app,
 * http(s) links open a new tab without opener, anything else renders as plain text.
 */
export function SmartLink({
  href, children, className, onNavigate, ...rest
}: { href: string; children: ReactNode; className?: string; onNavigate?: () => void } & Record<`data-${string}`, string>) {
  const router = useRouter();
  const safe = safeHttpUrl(href, location.origin);
  if (!safe) return <span className={className}>{children}</span>;
  if (isExternal(safe, location.origin)) {
    return (
      <a href={safe} target="_blank" rel="noopener noreferrer" className={className} onClick={onNavigate} {...rest}>
        {children}
        <span className="visually-hidden">{t.externalLink}</span>
      </a>
    );
  }
  const url = new URL(safe);
  const path = url.pathname + url.search + url.hash;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate?.();
    void router.navigate({ href: path });
  };
  return (
    <a href={path} className={className} onClick={onClick} {...rest}>
      {children}
    </a>
  );
}
