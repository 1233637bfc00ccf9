import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DOCUMENT_CSS, DOCUMENT_CSS_PATH, documentPage, missingDocumentPage } from '../http/document-page.ts';
import { storedHtml } from '../http/sanitize-html.ts';
import { siteDocument } from '../repositories/personal.ts';
import { SITE_DOCUMENT_KEYS } from '../../src/shared/admin/site-forms.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';

/** The site documents that are pages of their own, by the address menus link to (kept from when they were files). */
const DOCUMENT_PAGES = { '/pages/charter.html': 'charter' } as const satisfies Record<string, keyof typeof SITE_DOCUMENT_KEYS>;

type Drawn = { version: number; status: number; html: string; etag: string };

/**
 * The charter page, drawn from its site document. Like the portal's pages it is revalidated on every visit (no-cache)
 * and answered 304 while unchanged; the copy drawn is kept until the public data version moves, which every console
 * write to a document does (public-writes.ts).
 */
const documentPages: RoutePlugin = async (app, { db }) => {
  const drawn = new Map<string, Drawn>();

  const draw = async (key: keyof typeof SITE_DOCUMENT_KEYS): Promise<Drawn> => {
    // Read before the query: a write meanwhile leaves this copy older than the data, and the next visit draws again.
    const version = app.publicDataVersion();
    const kept = drawn.get(key);
    if (kept?.version === version) return kept;
    const doc = await siteDocument(db, key);
    // Sanitised on display too, not only when saved: a row written by a script, or before a rule was added, is drawn
    // as safely as one the console saved. Once per data version, so it costs nothing per visit.
    const html = doc ? documentPage({ ...doc, content: storedHtml({ html: doc.content }) }) : missingDocumentPage(SITE_DOCUMENT_KEYS[key]);
    const etag = `W/"${createHash('sha1').update(html).digest('base64url').slice(0, 22)}"`;
    const page = { version, status: doc ? 200 : 404, html, etag };
    drawn.set(key, page);
    return page;
  };

  const send = (request: FastifyRequest, reply: FastifyReply, page: Drawn) => {
    reply.header('Cache-Control', 'no-cache').header('ETag', page.etag).type('text/html; charset=utf-8');
    const held = String(request.headers['if-none-match'] ?? '').split(/\s*,\s*/);
    if (page.status === 200 && held.includes(page.etag)) return reply.code(304).send();
    return reply.code(page.status).send(page.html);
  };

  for (const [address, key] of Object.entries(DOCUMENT_PAGES)) {
    app.get(address, { schema: { hide: true } }, async (request, reply) => send(request, reply, await draw(key)));
  }

  // Named by its hash in the pages (document-page.ts): a new look is a new address, so any copy may be kept for good.
  app.get(DOCUMENT_CSS_PATH, { schema: { hide: true } }, (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=31536000, immutable').type('text/css; charset=utf-8').send(DOCUMENT_CSS),
  );
};

export default documentPages;
