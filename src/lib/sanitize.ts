import DOMPurify, { type DOMPurify as Purifier, type WindowLike } from 'dompurify';
import { sanitizeWithPolicy, withPolicyHooks, type HtmlPolicySite } from '../shared/html-policy.ts';
import { imageSrc } from './images.ts';
import { siteOrigin } from './origin.ts';

let purifier: Purifier | undefined;

const portal: HtmlPolicySite = { origin: siteOrigin, imageSrc };

/** Outside the browser (server rendering) DOMPurify needs a DOM to work on; without one it would return its input as it is. */
export function setSanitizerWindow(window: WindowLike) {
  purifier = withPolicyHooks(DOMPurify(window), portal);
}

function currentPurifier(): Purifier {
  if (!purifier) purifier = withPolicyHooks(DOMPurify, portal);
  if (!purifier.isSupported) throw new Error('sanitizeHtml: no DOM to sanitise with');
  return purifier;
}

/** Sanitises an HTML string from the API: no scripts, no handlers, no script or data URLs, no frames or forms. */
export function sanitizeHtml(html: string): string {
  return sanitizeWithPolicy(currentPurifier(), html);
}

/** Plain text of an API string meant as text (titles, names): React escapes it; this trims control characters. */
export function plainText(value: string | null | undefined): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return (value ?? '').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');
}
