import { imageSrc } from '../../lib/images.ts';
import { editorLinkHref } from './link-href.ts';

// Pasted HTML comes from Word (conditional comments, <o:p>, mso-* styles, VML) and from WeChat public-account
// articles (nested <section>s, styled <span>s, pictures on mmbiz.qpic.cn named by data-src). What survives is the
// plain structure the editor and the portal's sanitiser both understand, with no styling and nothing from another host.

export interface CleanedPaste {
  html: string;
  /** pictures dropped because they live elsewhere (another host, file:, data:): the editor asks for a re-upload */
  removedImages: number;
}

/** Elements kept as they are (their attributes filtered), once their children are cleaned. */
const KEPT = new Set([
  'p',
  'br',
  'h2',
  'h3',
  'strong',
  'em',
  'u',
  's',
  'sub',
  'sup',
  'code',
  'pre',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'img',
  'hr',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
]);
/** Same meaning, the one spelling the editor writes back; the editor has H2 and H3 only. */
const RENAMED: Record<string, string> = { b: 'strong', i: 'em', strike: 's', del: 's', h1: 'h2', h4: 'h3', h5: 'h3', h6: 'h3' };
/** Gone with everything inside: code, styling, metadata, embeds, form controls, Word's VML drawings. */
const DROPPED = new Set([
  'script',
  'style',
  'meta',
  'link',
  'title',
  'base',
  'noscript',
  'template',
  'iframe',
  'frame',
  'object',
  'embed',
  'video',
  'audio',
  'canvas',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'o:p',
  'xml',
]);
/** Block containers whose content becomes paragraphs (WeChat nests everything in <section>s). */
const WRAPPERS = new Set(['section', 'div', 'article', 'header', 'footer', 'main', 'aside', 'center', 'body']);
/** Blocks a wrapper's child may already be; anything else is inline and gathered into a paragraph. */
const BLOCKS = new Set(['p', 'h2', 'h3', 'ul', 'ol', 'li', 'blockquote', 'pre', 'hr', 'table', 'img']);
/** Containers whose whitespace between children is only source indentation. */
const STRUCTURAL = new Set(['ul', 'ol', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'blockquote']);
/** Where a leading indent (full-width spaces, &nbsp; runs) and trailing space mean nothing: the portal indents itself. */
const TRIMMED = new Set(['p', 'h2', 'h3', 'li', 'td', 'th']);
const KEPT_ATTRIBUTES: Record<string, string[]> = { a: ['href'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'], ol: ['start'] };

const CJK = '\u3000-\u303f\u3400-\u9fff\uff00-\uffef';
const EDGE_SPACE = /^[\s\u00a0\u3000]+|[\s\u00a0\u3000]+$/g;

/** `cleanPastedHtml` with the number of pictures it had to drop. Needs a DOM (the browser's, or jsdom in tests). */
export function cleanPastedHtmlReport(html: string): CleanedPaste {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const state = { removedImages: 0 };
  cleanChildren(doc.body, state);
  flattenWrapper(doc.body);
  return { html: doc.body.innerHTML, removedImages: state.removedImages };
}

/** Pasted HTML reduced to headings, paragraphs, emphasis, lists, quotes, checked links, local pictures and tables. */
export function cleanPastedHtml(html: string): string {
  return cleanPastedHtmlReport(html).html;
}

function cleanChildren(parent: Element, state: { removedImages: number }) {
  for (const child of Array.from(parent.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE && STRUCTURAL.has(parent.localName) && !child.textContent?.trim()) child.remove();
    else if (child.nodeType === Node.TEXT_NODE) child.textContent = joinLines(child.textContent ?? '');
    else if (child.nodeType === Node.ELEMENT_NODE) cleanElement(child as Element, state);
    else child.remove();
  }
}

function cleanElement(el: Element, state: { removedImages: number }) {
  const name = el.localName;
  // Word's list bullets and numbers are typed-out text marked mso-list:Ignore; they would double the list's own.
  if (DROPPED.has(name) || name.startsWith('v:') || /mso-list:\s*ignore/i.test(el.getAttribute('style') ?? '')) return el.remove();
  if (name === 'img') return cleanImage(el, state);

  const emphasis = styledEmphasis(el);
  cleanChildren(el, state);
  if (name === 'a') return cleanLink(el);
  if (WRAPPERS.has(name)) return flattenWrapper(el);

  const renamed = RENAMED[name] ?? name;
  const kept = KEPT.has(renamed) ? (renamed === name ? el : rename(el, renamed)) : null;
  if (kept) {
    keepAttributes(kept);
    if (TRIMMED.has(renamed)) trimEdges(kept);
    if ((renamed === 'p' || renamed === 'h2' || renamed === 'h3') && isBlank(kept)) kept.remove();
    return;
  }
  // <span>, <font>, Word's smart tags (st1:…) and anything unknown: the text stays, the element goes; a span's bold or
  // italic style (WeChat writes emphasis that way) becomes <strong>/<em> around it.
  if (emphasis) {
    const wrapper = el.ownerDocument.createElement(emphasis);
    wrapper.append(...Array.from(el.childNodes));
    el.replaceWith(wrapper);
  } else el.replaceWith(...Array.from(el.childNodes));
}

function cleanImage(el: Element, state: { removedImages: number }) {
  // WeChat's src is a placeholder and data-src the real (remote) picture; only a src on this site counts.
  const src = imageSrc(el.getAttribute('src'));
  if (!src) {
    state.removedImages += 1;
    return el.remove();
  }
  const alt = (el.getAttribute('alt') ?? '').trim();
  for (const attr of Array.from(el.attributes)) el.removeAttribute(attr.name);
  el.setAttribute('src', src);
  el.setAttribute('alt', alt);
}

function cleanLink(el: Element) {
  const href = editorLinkHref(el.getAttribute('href'));
  if (!href || !el.hasChildNodes()) return el.replaceWith(...Array.from(el.childNodes));
  for (const attr of Array.from(el.attributes)) el.removeAttribute(attr.name);
  el.setAttribute('href', href);
}

function styledEmphasis(el: Element): 'strong' | 'em' | null {
  if (el.localName !== 'span' && el.localName !== 'font') return null;
  const style = el.getAttribute('style') ?? '';
  if (/font-weight:\s*(bold|bolder|[6-9]00)/i.test(style)) return 'strong';
  if (/font-style:\s*italic/i.test(style)) return 'em';
  return null;
}

/** Replaces a block container by its children, gathering each run of inline content into a paragraph. */
function flattenWrapper(el: Element) {
  const doc = el.ownerDocument;
  const result: Node[] = [];
  let run: Node[] = [];
  const closeRun = () => {
    if (run.length === 0) return;
    const p = doc.createElement('p');
    p.append(...run);
    trimEdges(p);
    if (!isBlank(p)) result.push(p);
    run = [];
  };
  for (const child of Array.from(el.childNodes)) {
    const block = child.nodeType === Node.ELEMENT_NODE && BLOCKS.has((child as Element).localName);
    if (!block) run.push(child);
    else {
      closeRun();
      result.push(child);
    }
  }
  closeRun();
  if (el === doc.body) el.replaceChildren(...result);
  else el.replaceWith(...result);
}

function keepAttributes(el: Element) {
  const allowed = KEPT_ATTRIBUTES[el.localName] ?? [];
  for (const attr of Array.from(el.attributes)) {
    if (!allowed.includes(attr.name) || (attr.name !== 'href' && !/^\d+$/.test(attr.value))) el.removeAttribute(attr.name);
  }
  for (const span of ['colspan', 'rowspan']) if (el.getAttribute(span) === '1') el.removeAttribute(span);
}

function rename(el: Element, name: string): Element {
  const renamed = el.ownerDocument.createElement(name);
  for (const attr of Array.from(el.attributes)) renamed.setAttribute(attr.name, attr.value);
  renamed.append(...Array.from(el.childNodes));
  el.replaceWith(renamed);
  return renamed;
}

/** Empty paragraphs were spacing (Word's <o:p>&nbsp;</o:p>, WeChat's <p><br></p>): the portal's margins space text. */
function isBlank(el: Element): boolean {
  return !el.querySelector('img, table, hr') && (el.textContent ?? '').replace(EDGE_SPACE, '') === '';
}

function trimEdges(el: Element) {
  const texts = textNodes(el);
  const first = texts[0];
  const last = texts[texts.length - 1];
  if (first) first.textContent = (first.textContent ?? '').replace(/^[\s\u00a0\u3000]+/, '');
  if (last) last.textContent = (last.textContent ?? '').replace(/[\s\u00a0\u3000]+$/, '');
  const trailing = el.lastChild;
  if (trailing?.nodeType === Node.ELEMENT_NODE && (trailing as Element).localName === 'br') trailing.remove();
}

function textNodes(el: Node): Text[] {
  const walker = el.ownerDocument!.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  const found: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) found.push(node as Text);
  return found;
}

/**
 * Word breaks long lines in its HTML source; a browser shows each break as a space, which splits Chinese words
 * ('校友\n总会' would read '校友 总会'). Breaks between two CJK characters go, the others become one space.
 */
function joinLines(text: string): string {
  return text.replace(new RegExp(`([${CJK}])[ \\t]*[\\r\\n]+[ \\t]*(?=[${CJK}])`, 'g'), '$1').replace(/[ \t]*[\r\n]+[ \t]*/g, ' ');
}
