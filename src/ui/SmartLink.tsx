import { useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { siteOrigin } from '../lib/origin.ts';
import { webHref } from '../lib/urls.ts';
import { t } from '../strings.ts';

/**
 * A link whose target comes from the API: this site's pages navigate inside the app, http(s) links elsewhere open
 * a new tab without opener, anything else renders as plain text. An address that only looks like a path here
 * ('/.//evil.example' is the path '//evil.example', which the router would take for another host) is text too.
 */
export function SmartLink({
  href,
  children,
  className,
  onNavigate,
  ...rest
}: { href: string; children: ReactNode; className?: string; onNavigate?: () => void } & Record<`data-${string}`, string>) {
  const router = useRouter();
  const target = webHref(href, siteOrigin());
  if (!target) return <span className={className}>{children}</span>;
  if (!target.startsWith('/')) {
    return (
      <a href={target} target="_blank" rel="noopener noreferrer" className={className} onClick={onNavigate} {...rest}>
        {children}
        <span className="visually-hidden">{t.externalLink}</span>
      </a>
    );
  }
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate?.();
    void router.navigate({ href: target });
  };
  return (
    <a href={target} className={className} onClick={onClick} {...rest}>
      {children}
    </a>
  );
}
