import DOMPurify, { type DOMPurify as Purifier, type WindowLike } from 'dompurify';
import { imageSrc } from './images.ts';
import { siteOrigin } from './origin.ts';
import { webHref } from './urls.ts';

// Attributes that make the browser fetch as soon as the element exists: only this site's (or the API's) files.
const FETCHING_ATTRS = ['src', 'poster', 'background'];

let purifier: Purifier | undefined;

/** Outside the browser (server rendering) DOMPurify needs a DOM to work on; without one it would return its input as it is. */
export function setSanitizerWindow(window: WindowLike) {
  purifier = withHooks(DOMPurify(window));
}

function currentPurifier(): Purifier {
  if (!purifier) purifier = withHooks(DOMPurify);
  if (!purifier.isSupported) throw new Error('sanitizeHtml: no DOM to sanitise with');
  return purifier;
}

function withHooks(instance: Purifier): Purifier {
  instance.addHook('afterSanitizeAttributes', (node) => {
    const el = node as Element;
    for (const name of FETCHING_ATTRS) {
      if (!el.hasAttribute(name)) continue;
      const safe = imageSrc(el.getAttribute(name));
      if (safe) el.setAttribute(name, safe);
      else el.removeAttribute(name);
    }
    if (el.hasAttribute('href')) guardLink(el);
    if (el.tagName === 'IMG') {
      el.setAttribute('loading', 'lazy');
      el.setAttribute('decoding', 'async');
    }
  });
  return instance;
}

/**
 * Links keep in-page anchors, this site's pages, and web pages elsewhere opened in a new tab without opener.
 * Addresses are resolved first, so '//host' (which only looks like a path) counts as elsewhere, and '/.//host'
 * and backslash forms ('/\host', which browsers read as '//host') are dropped with every other scheme.
 */
function guardLink(el: Element) {
  const href = (el.getAttribute('href') ?? '').trim();
  // eslint-disable-next-line no-control-regex -- an anchor with a control character is refused like any other odd address
  if (/^#[^\u0000-\u001f\\]*$/.test(href)) return;
  const web = webHref(href, siteOrigin());
  if (!web) return el.removeAttribute('href');
  el.setAttribute('href', web);
  if (web.startsWith('/')) return;
  el.setAttribute('target', '_blank');
  el.setAttribute('rel', 'noopener noreferrer');
}

/** Sanitises an HTML string from the API: no scripts, no handlers, no script or data URLs, no frames or forms. */
export function sanitizeHtml(html: string): string {
  return currentPurifier().sanitize(html, {
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
  });
}

/** Plain text of an API string meant as text (titles, names): React escapes it; this trims control characters. */
export function plainText(value: string | null | undefined): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return (value ?? '').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');
}
