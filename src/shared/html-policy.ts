import type { Config, DOMPurify as Purifier } from 'dompurify';
import { webHref } from './web-urls.ts';

// What HTML the portal keeps, one policy for both sides: the portal sanitises what it shows, the server what staff save.

/** Where a sanitiser runs: its site's origin, and which picture addresses may load there (the rest are dropped). */
export interface HtmlPolicySite {
  origin(): string;
  imageSrc(raw: string | null): string | undefined;
}

// Attributes that make the browser fetch as soon as the element exists: only the site's own (or its API's) files.
const FETCHING_ATTRS = ['src', 'poster', 'background'];

/** No scripts, no handlers, no script or data URLs, no frames, forms, styles or foreign markup. */
export const HTML_POLICY = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'iframe',
    'frame',
    'object',
    'embed',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'meta',
    'link',
    'base',
    'svg',
    'math',
  ],
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'xlink:href', 'action', 'ping'],
  ALLOW_DATA_ATTR: false,
} as const satisfies Config;

/** Adds the policy's address rules to a DOMPurify instance; answers it. */
export function withPolicyHooks(instance: Purifier, site: HtmlPolicySite): Purifier {
  instance.addHook('afterSanitizeAttributes', (node) => {
    const el = node as Element;
    for (const name of FETCHING_ATTRS) {
      if (!el.hasAttribute(name)) continue;
      const safe = site.imageSrc(el.getAttribute(name));
      if (safe) el.setAttribute(name, safe);
      else el.removeAttribute(name);
    }
    if (el.hasAttribute('href')) guardLink(el, site.origin());
    if (el.tagName === 'IMG') {
      el.setAttribute('loading', 'lazy');
      el.setAttribute('decoding', 'async');
    }
  });
  return instance;
}

/**
 * Links keep in-page anchors, the site's pages, and web pages elsewhere opened in a new tab without opener.
 * Addresses are resolved first, so '//host' (which only looks like a path) counts as elsewhere, and '/.//host'
 * and backslash forms ('/\host', which browsers read as '//host') are dropped with every other scheme.
 */
function guardLink(el: Element, origin: string) {
  const href = (el.getAttribute('href') ?? '').trim();
  // eslint-disable-next-line no-control-regex -- an anchor with a control character is refused like any other odd address
  if (/^#[^\u0000-\u001f\\]*$/.test(href)) return;
  const web = webHref(href, origin);
  if (!web) return el.removeAttribute('href');
  el.setAttribute('href', web);
  if (web.startsWith('/')) return;
  el.setAttribute('target', '_blank');
  el.setAttribute('rel', 'noopener noreferrer');
}

/** Sanitises with the policy; `instance` carries the hooks (withPolicyHooks). */
export const sanitizeWithPolicy = (instance: Purifier, html: string): string => instance.sanitize(html, HTML_POLICY);
