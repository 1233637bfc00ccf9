import DOMPurify from 'dompurify';

let hooked = false;

function installHooks() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    const el = node as Element;
    if (el.tagName === 'A') {
      const href = el.getAttribute('href') ?? '';
      // Only web links and in-page anchors survive; DOMPurify already dropped javascript:.
      if (href && !/^(https?:|\/|#)/i.test(href.trim())) el.removeAttribute('href');
      if (/^https?:/i.test(href.trim())) {
        el.setAttribute('target', '_blank');
        el.setAttribute('rel', 'noopener noreferrer');
      }
    }
    if (el.tagName === 'IMG') {
      const src = el.getAttribute('src') ?? '';
      if (!/^(https?:|\/)/i.test(src.trim())) el.removeAttribute('src');
      el.setAttribute('loading', 'lazy');
      el.setAttribute('decoding', 'async');
    }
  });
}

/** Sanitises an HTML string from the API: no scripts, no handlers, no script or data URLs, no frames or forms. */
export function sanitizeHtml(html: string): string {
  installHooks();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'iframe', 'frame', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'meta', 'link', 'base', 'svg', 'math'],
    FORBID_ATTR: ['style', 'srcset', 'formaction', 'xlink:href', 'action'],
    ALLOW_DATA_ATTR: false,
  });
}

/** Plain text of an API string meant as text (titles, names): React escapes it; this trims control characters. */
export function plainText(value: string | null | undefined): string {
  return (value ?? '').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');
}
