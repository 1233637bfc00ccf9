/**
 * Escapes text for an HTML text node or a quoted attribute value. The one helper for every page and message body
 * the server writes by hand, and for the server renderer's head tags.
 */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
