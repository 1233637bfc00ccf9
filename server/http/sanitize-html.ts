import DOMPurify, { type DOMPurify as Purifier, type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { sanitizeWithPolicy, withPolicyHooks } from '../../src/shared/html-policy.ts';
import { textParagraphs } from '../../src/shared/plain-text.ts';
import { safeOwnUrl } from '../../src/shared/web-urls.ts';

/**
 * Stored HTML is sanitised with the portal's own policy. The server has no origin of its own (the portal may be served
 * under any host), so a reserved one stands for "this site": site paths stay paths, every absolute address is elsewhere.
 */
const SITE = 'https://site.invalid';

const site = {
  origin: () => SITE,
  // Pictures only from the site itself, kept as paths (/uploads/…, /media/…).
  imageSrc: (raw: string | null) => {
    const own = safeOwnUrl(raw, [SITE]);
    if (!own) return undefined;
    const url = new URL(own);
    return url.pathname + url.search + url.hash;
  },
};

let purifier: Purifier | undefined;

/** One DOM for the process, made on first use: a window per call would cost far more than the sanitising. */
function serverPurifier(): Purifier {
  purifier ??= withPolicyHooks(DOMPurify(new JSDOM('').window as unknown as WindowLike), site);
  return purifier;
}

/** The HTML as the portal would show it: scripts, handlers, frames, forms and foreign addresses removed. Only through storedHtml. */
const sanitizeStoredHtml = (html: string): string => sanitizeWithPolicy(serverPurifier(), html);

/** What goes into an HTML field: plain text as typed (an alumnus's), or HTML (the console's editor, a stored row). */
export type HtmlSource = { text: string } | { html: string };

/**
 * The one way into an HTML field: plain text becomes escaped paragraphs, and either passes the sanitiser. Answers ''
 * when nothing but empty paragraphs is left, so a caller can say the field is not filled in.
 */
export function storedHtml(source: HtmlSource): string {
  const clean = sanitizeStoredHtml('text' in source ? textParagraphs(source.text) : source.html).trim();
  return clean.replace(/<p>(\s|<br>)*<\/p>/g, '') ? clean : '';
}
