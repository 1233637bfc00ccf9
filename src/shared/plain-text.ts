import { escapeHtml } from './escape-html.ts';

// Plain text as alumni type it (a company's 企业简介, an activity proposal's description) on its way into the HTML
// fields and the one-line summaries of what staff publish: it never becomes markup.

/** Line breaks as typed: CR LF, LF, CR, and Unicode's line and paragraph separators. */
const LINE_BREAK = /\r\n|[\n\r\u2028\u2029]/;

/** Plain text as HTML: each line that is not blank one escaped paragraph. */
export const textParagraphs = (text: string): string =>
  text
    .split(LINE_BREAK)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');

/** What reads as markup (`<script>`, `</a>`, `<!-- … -->`): no part of a summary, which is plain text shown in lists. */
const TAG_LIKE = /<!--[\s\S]*?-->|<[/!?]?[a-z][^<>\n]*>/gi;

/** The first `length` characters of plain text on one line, tag-like runs left out and white space runs as one space: a summary. */
export const textSummary = (text: string, length: number): string =>
  [...text.replace(TAG_LIKE, ' ').replace(/\s+/g, ' ').trim()].slice(0, length).join('');
