import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '../../src/shared/escape-html.ts';

// A site document (the charter) as a page of its own, framed by the portal's menu: the title, the stored HTML (already
// sanitised when staff saved it), and one stylesheet. No script; the stylesheet is a file of ours, named by its hash
// so it may be kept for good and a new look reaches every reader at once.

export const DOCUMENT_CSS = fs.readFileSync(path.join(import.meta.dirname, 'document-page.css'), 'utf8');
export const DOCUMENT_CSS_PATH = '/pages/document.css';
const cssHref = `${DOCUMENT_CSS_PATH}?v=${createHash('sha256').update(DOCUMENT_CSS).digest('hex').slice(0, 12)}`;

const page = (title: string, body: string) => `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${cssHref}">
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;

/** The page of a stored document: `content` is the sanitised HTML kept in site_document. */
export const documentPage = (doc: { title: string; content: string }) =>
  page(doc.title, `<header class="title"><h1>${escapeHtml(doc.title)}</h1></header>\n${doc.content}`);

/** The page when the site has no such document (a college that has not written it yet). */
export const missingDocumentPage = (title: string) =>
  page(title, `<header class="title"><h1>${escapeHtml(title)}</h1></header>\n<p class="adopted">本站尚未发布此文档。</p>`);
