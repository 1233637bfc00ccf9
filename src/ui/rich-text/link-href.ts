import { siteOrigin } from '../../lib/origin.ts';
import { webHref } from '../../lib/urls.ts';

/**
 * The address a link in an article may hold: a path on this site ('/news/1', kept relative so the article survives a
 * change of host) or a web page elsewhere in full; null for every other scheme (javascript:, data:, mailto:, file:…)
 * and for relative forms that would silently point somewhere else ('news/1', '//host'). A bare domain as people type
 * it ('www.example.com/a') is read as https.
 */
export function editorLinkHref(raw: string | null | undefined): string | null {
  const typed = (raw ?? '').trim();
  if (!typed) return null;
  if (/^https?:\/\//i.test(typed)) return webHref(typed, siteOrigin());
  if (/^\/(?![/\\])/.test(typed)) return webHref(typed, siteOrigin());
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?([/?#]|$)/i.test(typed)) return webHref(`https://${typed}`, siteOrigin());
  return null;
}

/** Whether a checked address leaves this site, so the link opens in a new tab without opener. */
export const isExternalHref = (href: string): boolean => !href.startsWith('/');
