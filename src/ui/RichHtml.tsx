import { useMemo } from 'react';
import { sanitizeHtml } from '../lib/sanitize.ts';

/** An API HTML body, sanitised before it reaches the DOM. */
export function RichHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={`rich-html ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
